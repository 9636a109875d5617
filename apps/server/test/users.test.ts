import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type SignedIn, signIn, type TestApp } from './test-app';

let t: TestApp;
let member: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let trainer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  [member, other, admin, trainer] = await Promise.all([
    signIn(t.app, ...DEMO.member),
    signIn(t.app, ...DEMO.memberWithoutPlan),
    signIn(t.app, ...DEMO.admin),
    signIn(t.app, ...DEMO.trainer),
  ]);
});
afterAll(() => t.close());

const personal = (user: Record<string, unknown>) => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  phone: user.phone,
  birth: user.birth,
  sex: user.sex,
});
const put = (session: SignedIn, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, payload, headers: session.headers });

describe('reading users', () => {
  it('lets a member read themselves but not another member', async () => {
    expect(
      (await t.app.inject({ url: `/api/users/${member.user.id}`, headers: member.headers })).statusCode,
    ).toBe(200);
    const res = await t.app.inject({ url: `/api/users/${other.user.id}`, headers: member.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
  });

  it('lets staff read any member', async () => {
    expect(
      (await t.app.inject({ url: `/api/users/${member.user.id}`, headers: trainer.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/users/${member.user.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
  });
});

describe('editing personal data', () => {
  it('saves a member’s own data', async () => {
    const res = await put(member, `/api/users/${member.user.id}`, {
      ...personal(member.user),
      phone: '+34 699 111 222',
      birth: '1988-07-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+34 699 111 222', birth: '1988-07-01' });
  });

  it('accepts the whole user sent back unchanged', async () => {
    const me = (await t.app.inject({ url: `/api/users/${member.user.id}`, headers: member.headers })).json();
    const res = await put(member, `/api/users/${member.user.id}`, { ...me, name: 'Pere' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Pere');
  });

  it.each([
    ['raise their own role', { roles: ['USER', 'ADMIN'] }],
    ['turn on pro', { pro: true }],
    ['change their status', { status: 'MAINTENANCE' }],
    ['pick a plan', { plan: { id: 1 } }],
  ])('refuses a member who tries to %s', async (_, change) => {
    const res = await put(member, `/api/users/${member.user.id}`, { ...personal(member.user), ...change });
    expect(res.statusCode).toBe(403);
    const me = (await t.app.inject({ url: `/api/users/${member.user.id}`, headers: member.headers })).json();
    expect(me).toMatchObject({ roles: ['USER'], pro: false, status: 'ACTIVE', plan: { key: 'four_days' } });
  });

  it('refuses editing another member', async () => {
    expect((await put(member, `/api/users/${other.user.id}`, personal(other.user))).statusCode).toBe(403);
  });

  it('lets an admin change roles, pro and plan', async () => {
    const res = await put(admin, `/api/users/${other.user.id}`, {
      ...personal(other.user),
      roles: ['TRAINER'],
      pro: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ roles: expect.arrayContaining(['USER', 'TRAINER']), pro: true });
  });

  it.each([
    ['a bad e-mail', { email: 'nope' }, 'email'],
    ['a missing name', { name: '' }, 'name'],
    ['a birth date in the future', { birth: '2030-01-01' }, 'birth'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const res = await put(member, `/api/users/${member.user.id}`, { ...personal(member.user), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field });
  });
});

describe('changing the password', () => {
  it('needs the current password, then the new one works', async () => {
    const url = `/api/users/${other.user.id}/password`;
    const wrong = await put(other, url, { oldPassword: 'wrong', newPassword: 'una-de-nova-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'oldPassword' });
    expect(
      (await put(other, url, { oldPassword: DEMO.memberWithoutPlan[1], newPassword: 'una-de-nova-1' }))
        .statusCode,
    ).toBe(204);
    await signIn(t.app, DEMO.memberWithoutPlan[0], 'una-de-nova-1');
  });

  it('is only for oneself', async () => {
    const res = await put(admin, `/api/users/${member.user.id}/password`, {
      oldPassword: 'x',
      newPassword: 'una-de-nova-2',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('avatar', () => {
  const upload = (session: SignedIn, userId: number, fileSource: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/img`,
      payload: { fileSource },
      headers: session.headers,
    });

  it('re-encodes a PNG as WebP served from a stable URL', async () => {
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer();
    const res = await upload(member, member.user.id, `data:image/png;base64,${png.toString('base64')}`);
    expect(res.statusCode).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]{12}\.webp$/);
    const file = await t.app.inject(image);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 500, height: 500 });
  });

  it('refuses bytes that are not an image, whatever they claim to be', async () => {
    const fake = Buffer.from('this is not a picture at all').toString('base64');
    const res = await upload(member, member.user.id, `data:image/png;base64,${fake}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_image', field: 'fileSource' });
  });

  it('is not for another member’s profile', async () => {
    expect((await upload(member, other.user.id, 'data:image/png;base64,AAAA')).statusCode).toBe(403);
  });
});

describe('searching members', () => {
  it('finds by name, trimmed, a page at a time', async () => {
    const res = await t.app.inject({ url: '/api/users?name=%20%20Pere%20&size=5', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ number: 0, empty: false });
    expect(page.content.every((u: { name: string }) => u.name.includes('Pere'))).toBe(true);
    const all = (await t.app.inject({ url: '/api/users?size=10&page=1', headers: admin.headers })).json();
    expect(all.content).toHaveLength(10);
    expect(all.totalPages).toBe(Math.ceil(all.totalElements / 10));
  });

  it('caps pages at 50 and is for staff only', async () => {
    expect((await t.app.inject({ url: '/api/users?size=51', headers: admin.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/users', headers: member.headers })).statusCode).toBe(403);
  });
});
