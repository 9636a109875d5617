import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/infra/db/schema';
import { createTestApp, DEMO, fixedClock, signIn, type TestApp } from './test-app';

const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, clock });
});
afterAll(() => t.close());

const newMember = {
  cin: '87654321X',
  password: 'una-contrasenya-llarga',
  name: 'Núria',
  surname: 'Ferrer Roca',
  email: 'nuria@example.com',
  phone: '+34 611 222 333',
  birth: '1992-03-14',
  sex: 'FEMININE',
};

const post = (url: string, payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('signup', () => {
  it('creates an active member, normalises the DNI and signs them in', async () => {
    const res = await post('/api/auth/signup', { ...newMember, cin: '87654321-x' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ jwt: expect.any(String), refreshToken: expect.any(String) });
    expect(body.user).toMatchObject({
      cin: '87654321X',
      status: 'ACTIVE',
      roles: ['USER'],
      plan: null,
      pro: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.cin, '87654321X'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a DNI that is taken', async () => {
    const res = await post('/api/auth/signup', newMember);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'cin_taken', field: 'cin' });
  });

  it.each([
    ['a DNI with the wrong letter', { cin: '87654321A' }, 'cin'],
    ['a short password', { cin: '11223344B', password: 'short' }, 'password'],
    ['a bad e-mail', { cin: '11223344B', email: 'nuria' }, 'email'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const res = await post('/api/auth/signup', { ...newMember, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field });
  });
});

describe('login', () => {
  it('answers a token, a refresh token and the user with credits and plan', async () => {
    const session = await signIn(t.app, ...DEMO.member);
    expect(session.user).toMatchObject({ cin: DEMO.member[0], plan: { key: 'four_days' } });
    expect(session.user.credits).toEqual({ activity: 4 + 2, open: 1 });
    const me = await t.app.inject({ url: `/api/users/${session.user.id}`, headers: session.headers });
    expect(me.statusCode).toBe(200);
  });

  it('says the same for a wrong password and an unknown DNI', async () => {
    const wrong = await post('/api/auth/login', { cin: DEMO.member[0], password: 'nope' });
    const unknown = await post('/api/auth/login', { cin: '99999999R', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    expect(unknown.json().code).toBe('invalid_credentials');
  });

  it('stops guessing after 10 failures for one DNI, from any address, with Retry-After', async () => {
    const cin = DEMO.tester[0];
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth/login', { cin, password: `guess-${i}` }, `10.1.0.${i}`)).statusCode).toBe(
        401,
      );
    }
    const blocked = await post('/api/auth/login', { cin, password: DEMO.tester[1] }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    clock.set('2026-11-23T09:16:00Z');
    expect((await post('/api/auth/login', { cin, password: DEMO.tester[1] })).statusCode).toBe(200);
    clock.set('2026-11-23T09:00:00Z');
  });
});

describe('access tokens', () => {
  it('are required on every non-public call', async () => {
    const res = await t.app.inject('/api/users/1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it('expire after 15 minutes', async () => {
    const session = await signIn(t.app, ...DEMO.member);
    clock.set('2026-11-23T09:15:01Z');
    const res = await t.app.inject({ url: `/api/users/${session.user.id}`, headers: session.headers });
    expect(res.statusCode).toBe(401);
    clock.set('2026-11-23T09:00:00Z');
  });

  it('refuses a token signed with another algorithm or none', async () => {
    const session = await signIn(t.app, ...DEMO.member);
    const [, payload] = session.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = await new SignJWT({ roles: ['USER', 'ADMIN'] })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(session.user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    for (const token of [unsigned, forged]) {
      const res = await t.app.inject({
        url: '/api/users?name=a',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: string) => post('/api/auth/refresh-token', { refreshToken });

  it('rotate on every use', async () => {
    const session = await signIn(t.app, ...DEMO.member);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().refreshToken).not.toBe(session.refreshToken);
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(200);
  });

  it('revoke the whole family when an old one is used again', async () => {
    const session = await signIn(t.app, ...DEMO.member);
    const next = (await refresh(session.refreshToken)).json().refreshToken as string;
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('refresh_reused');
    const legit = await refresh(next);
    expect(legit.statusCode).toBe(401);
    expect(legit.json().code).toBe('refresh_revoked');
  });

  it('end 30 days after sign-in however often they rotate', async () => {
    const session = await signIn(t.app, ...DEMO.member);
    clock.set('2026-12-20T09:00:00Z');
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    clock.set('2026-12-23T09:00:01Z');
    const expired = await refresh(rotated.json().refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('refresh_expired');
    clock.set('2026-11-23T09:00:00Z');
  });
});

describe('forgotten password', () => {
  const lastMailTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).at(-1);

  it('answers the same for a known and an unknown DNI, mailing only the member', async () => {
    const known = await post('/api/auth/forgot-password', { cin: DEMO.memberWithoutPlan[0] }, '10.3.0.1');
    const unknown = await post('/api/auth/forgot-password', { cin: '99999999R' }, '10.3.0.1');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const [member] = await t.database.db.select().from(users).where(eq(users.cin, DEMO.memberWithoutPlan[0]));
    expect((await lastMailTo(member?.email ?? ''))?.text).toMatch(/\/auth\/reset-password\/[\w-]{20,}/);
  });

  it('resets with a single-use link that expires in an hour and closes old sessions', async () => {
    const cin = DEMO.memberWithoutPlan[0];
    const before = await signIn(t.app, cin, DEMO.memberWithoutPlan[1]);
    await post('/api/auth/forgot-password', { cin }, '10.3.0.2');
    const mail = await lastMailTo(String(before.user.email));
    const token = /reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = (password: string) => post(`/api/auth/reset-password/${token}`, { cin, password });
    expect((await reset('nova-contrasenya-1')).statusCode).toBe(204);
    expect((await reset('nova-contrasenya-2')).json().code).toBe('reset_link_invalid');
    expect((await post('/api/auth/refresh-token', { refreshToken: before.refreshToken })).statusCode).toBe(
      401,
    );
    await signIn(t.app, cin, 'nova-contrasenya-1');

    await post('/api/auth/forgot-password', { cin }, '10.3.0.3');
    const late = /reset-password\/([\w-]+)/.exec(
      (await lastMailTo(String(before.user.email)))?.text ?? '',
    )?.[1];
    clock.set('2026-11-23T10:00:01Z');
    const expired = await post(`/api/auth/reset-password/${late}`, { cin, password: 'nova-contrasenya-3' });
    expect(expired.json().code).toBe('reset_link_invalid');
    clock.set('2026-11-23T09:00:00Z');
  });
});
