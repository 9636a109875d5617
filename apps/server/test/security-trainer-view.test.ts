import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type SignedIn, signIn, type TestApp } from './test-app';

const PERSONAL = ['cin', 'birth', 'phone', 'email', 'observations', 'sex', 'discount', 'roles'];

let t: TestApp;
let member: SignedIn;
let trainer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  [member, trainer, admin] = await Promise.all([
    signIn(t.app, ...DEMO.member),
    signIn(t.app, ...DEMO.trainer),
    signIn(t.app, ...DEMO.admin),
  ]);
});
afterAll(() => t.close());

const read = (url: string, who: SignedIn) =>
  t.app.inject({ url, headers: who.headers }).then((r) => r.json());

describe('what a trainer sees of a member', () => {
  it('is what running a class needs, and nothing personal', async () => {
    const seen = await read(`/api/users/${member.user.id}`, trainer);
    expect(seen).toMatchObject({
      id: member.user.id,
      name: member.user.name,
      status: 'ACTIVE',
      image: expect.any(String),
      credits: { activity: expect.any(Number), open: expect.any(Number) },
      plan: { name: expect.any(String) },
    });
    for (const field of PERSONAL) expect(seen).not.toHaveProperty(field);
  });

  it('is the same in a search', async () => {
    const page = await read(`/api/users?name=${encodeURIComponent(String(member.user.name))}`, trainer);
    expect(page.content.length).toBeGreaterThan(0);
    for (const found of page.content) for (const field of PERSONAL) expect(found).not.toHaveProperty(field);
  });

  it('cannot tell whether a DNI or an e-mail belongs to a member', async () => {
    expect((await read(`/api/users?name=${DEMO.member[0]}`, trainer)).totalElements).toBe(0);
    expect((await read(`/api/users?name=${String(member.user.email)}`, trainer)).totalElements).toBe(0);
  });

  it('of themselves is their whole record', async () => {
    expect(await read(`/api/users/${trainer.user.id}`, trainer)).toHaveProperty('cin', DEMO.trainer[0]);
  });
});

describe('what an admin and the member see', () => {
  it('is the whole record', async () => {
    for (const who of [admin, member]) {
      const seen = await read(`/api/users/${member.user.id}`, who);
      expect(seen).toMatchObject({ cin: DEMO.member[0], email: member.user.email, phone: member.user.phone });
    }
  });

  it('lets an admin find a member by DNI', async () => {
    const page = await read(`/api/users?name=${DEMO.member[0]}`, admin);
    expect(page.content).toEqual([expect.objectContaining({ id: member.user.id, cin: DEMO.member[0] })]);
  });
});
