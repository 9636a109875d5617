import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/infra/db/schema';
import { addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
beforeAll(async () => {
  t = await createTestApp();
  box = await seedBox(t);
  api = bookingApi(t);
});
afterAll(() => t.close());

type Change = { roles?: string[]; status?: string; plan?: { id: number } | null };

/** What the admin's "Datos y permisos" form sends: the whole member, with `change` applied. */
async function edit(by: Member, who: Member, change: Change) {
  const current = (await api.call(by, 'GET', `/api/users/${who.id}`)).json();
  return api.call(by, 'PUT', `/api/users/${who.id}`, {
    name: current.name,
    surname: current.surname,
    email: current.email,
    phone: '600000000',
    birth: current.birth,
    sex: current.sex,
    status: current.status,
    roles: current.roles,
    ...change,
  });
}
/** Read from the table: a member whose roles changed holds a token the server no longer takes. */
async function rolesOf(who: Member): Promise<string[]> {
  const [row] = await t.app.db.select({ roles: users.roles }).from(users).where(eq(users.id, who.id));
  return row?.roles ?? [];
}

describe('the last active admin', () => {
  let first: Member;
  let second: Member;
  beforeAll(async () => {
    first = await addMember(t, { roles: ['USER', 'ADMIN'] });
    second = await addMember(t, { roles: ['USER', 'TRAINER'] });
  });

  it('cannot untick their own Administrador: 409 last_admin, and stays an admin', async () => {
    const res = await edit(first, first, { roles: ['USER'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'last_admin' });
    expect(await rolesOf(first)).toContain('ADMIN');
  });

  it('cannot be made inactive', async () => {
    const res = await edit(first, first, { status: 'INACTIVE' });
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'last_admin' });
    expect((await api.user(first)).status).toBe('ACTIVE');
  });

  it('may still change their other roles', async () => {
    expect((await edit(first, first, { roles: ['USER', 'ADMIN', 'TRAINER'] })).statusCode).toBe(200);
    expect((await edit(first, first, { roles: ['USER', 'ADMIN'] })).statusCode).toBe(200);
  });

  it('does not count an inactive admin as the one left', async () => {
    expect((await edit(first, second, { roles: ['USER', 'ADMIN'], status: 'INACTIVE' })).statusCode).toBe(
      200,
    );
    const res = await edit(first, first, { roles: ['USER'] });
    expect(res.json()).toMatchObject({ code: 'last_admin' });
  });

  it('is no longer the last once another admin is active: then the other one is', async () => {
    expect((await edit(first, second, { status: 'ACTIVE' })).statusCode).toBe(200);
    second = { ...second, roles: ['USER', 'ADMIN'] };
    expect((await edit(first, first, { roles: ['USER'] })).statusCode).toBe(200);
    expect(await rolesOf(first)).not.toContain('ADMIN');
    expect((await edit(second, second, { roles: ['USER', 'TRAINER'] })).json()).toMatchObject({
      code: 'last_admin',
    });
    expect((await edit(second, second, { status: 'INACTIVE' })).json()).toMatchObject({ code: 'last_admin' });
  });

  it('cannot be anonymised while they are the last one', async () => {
    // An inactive admin still holds a session; anonymising the only active admin would lock the box out.
    const inactive = await addMember(t, { roles: ['USER', 'ADMIN'], status: 'INACTIVE' });
    const res = await api.call(inactive, 'POST', `/api/users/${second.id}/anonymise`);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'last_admin' });
    expect(await rolesOf(second)).toContain('ADMIN');
  });

  it('stays one when two admins demote each other at the same time', async () => {
    const a = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const b = await addMember(t, { roles: ['USER', 'ADMIN'] });
    // Three active admins (second, a, b): all three step down at once; exactly one must stay.
    const results = await Promise.all([
      edit(a, a, { roles: ['USER'] }),
      edit(b, b, { roles: ['USER'] }),
      edit(second, second, { roles: ['USER'] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    const left = await Promise.all([a, b, second].map(rolesOf));
    expect(left.filter((roles) => roles.includes('ADMIN'))).toHaveLength(1);
  });
});

describe('maintenance', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  });

  it('is refused for a member without a plan (maintenance_needs_plan), who stays as they were', async () => {
    const member = await addMember(t);
    const res = await edit(admin, member, { status: 'MAINTENANCE' });
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'maintenance_needs_plan' });
    expect((await api.user(member)).status).toBe('ACTIVE');
  });

  it('is refused when the same change takes the plan away', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    const res = await edit(admin, member, { status: 'MAINTENANCE', plan: null });
    expect(res.json()).toMatchObject({ code: 'maintenance_needs_plan' });
  });

  it('is set for a member with a plan', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    const res = await edit(admin, member, { status: 'MAINTENANCE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'MAINTENANCE' });
  });
});
