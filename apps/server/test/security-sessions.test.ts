import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECK_SECONDS } from '../src/features/auth/session-check';
import { passwordResetTokens, users } from '../src/infra/db/schema';
import { createTestApp, DEMO, fixedClock, type SignedIn, signIn, type TestApp } from './test-app';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const START = '2026-11-23T09:00:00Z';
const clock = fixedClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, clock, env: { JWT_SECRET: SECRET } });
});
afterAll(() => t.close());

const me = (s: SignedIn) => t.app.inject({ url: `/api/users/${s.user.id}`, headers: s.headers });
const refresh = (s: SignedIn) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken: s.refreshToken } });

/** A member of our own, so changing their password or roles touches no other test. */
async function newMember(cin: string, roles?: string[]): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      cin,
      password: 'first-password',
      name: 'Test',
      surname: 'Member',
      email: 'm@b.es',
      phone: '600000000',
    },
  });
  expect(res.statusCode).toBe(201);
  if (roles) await t.app.db.update(users).set({ roles }).where(eq(users.cin, cin));
  return signIn(t.app, cin, 'first-password');
}

describe('a password change', () => {
  it('ends every other session of the member and keeps the one that made it', async () => {
    const phone = await newMember('50000001W');
    const laptop = await signIn(t.app, '50000001W', 'first-password');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${laptop.user.id}/password`,
      headers: laptop.headers,
      payload: { oldPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(res.statusCode).toBe(204);

    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).json()).toMatchObject({ statusCode: 401, code: 'refresh_revoked' });
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await refresh(laptop)).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every session, access tokens included', async () => {
    const session = await newMember('50000002A');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { cin: '50000002A' } });
    // The link's token is only in the mail; store a known one the way the server does.
    const token = 'x'.repeat(43);
    await t.app.db.insert(passwordResetTokens).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: session.user.id,
      expiresAt: new Date(Date.parse(START) + 3_600_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { cin: '50000002A', password: 'after-the-reset' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);
  });
});

describe('an access token', () => {
  it('without an expiry is refused', async () => {
    const session = await signIn(t.app, ...DEMO.member);
    const forever = await new SignJWT({ roles: ['USER'] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(session.user.id))
      .setIssuedAt(Math.floor(Date.parse(START) / 1000))
      .sign(new TextEncoder().encode(SECRET));
    const res = await t.app.inject({
      url: `/api/users/${session.user.id}`,
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it(`of a deleted member stops working within ${SESSION_CHECK_SECONDS} s`, async () => {
    const session = await newMember('50000003G');
    expect((await me(session)).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.id, session.user.id)); // as another process would
    clock.set(new Date(Date.parse(START) + (SESSION_CHECK_SECONDS + 1) * 1000).toISOString());
    try {
      const res = await t.app.inject({ url: '/api/classes/nextClasses/3', headers: session.headers });
      expect(res.statusCode).toBe(401);
    } finally {
      clock.set(START);
    }
  });

  it(`whose roles were lowered stops giving them within ${SESSION_CHECK_SECONDS} s`, async () => {
    const trainer = await newMember('50000004M', ['USER', 'TRAINER']);
    const staffCall = () => t.app.inject({ url: '/api/users?name=a', headers: trainer.headers });
    expect((await staffCall()).statusCode).toBe(200);
    await t.app.db
      .update(users)
      .set({ roles: ['USER'] })
      .where(eq(users.id, trainer.user.id));
    clock.set(new Date(Date.parse(START) + (SESSION_CHECK_SECONDS + 1) * 1000).toISOString());
    try {
      expect((await staffCall()).statusCode).toBe(401);
      // A refresh gives a token with the roles the member has now.
      const renewed = await refresh(trainer);
      expect(renewed.json().user.roles).toEqual(['USER']);
    } finally {
      clock.set(START);
    }
  });

  it('whose roles an admin lowered stops at once on this process', async () => {
    const trainer = await newMember('50000005Y', ['USER', 'TRAINER']);
    const admin = await signIn(t.app, ...DEMO.admin);
    const current = (await me(trainer)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${trainer.user.id}`,
      headers: admin.headers,
      payload: { ...current, roles: ['USER'], birth: null, sex: null, plan: null },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users?name=a', headers: trainer.headers })).statusCode).toBe(401);
  });
});
