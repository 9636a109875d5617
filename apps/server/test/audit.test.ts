import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  box = await seedBox(t);
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const auditOf = async (userId: number) =>
  (await api.call(admin, 'GET', `/api/audit?userId=${userId}`)).json() as {
    totalElements: number;
    content: { action: string; by: { id: number } | null; before: unknown; after: unknown }[];
  };

describe('the audit log', () => {
  it('records a credit adjustment with who made it and the balances before and after', async () => {
    const member = await addMember(t, { activity: 1 });
    await api.call(admin, 'PUT', `/api/users/${member.id}/credits`, { credits: { activity: 3, open: 1 } });
    const { content } = await auditOf(member.id);
    expect(content).toEqual([
      expect.objectContaining({
        action: 'credits.adjust',
        by: expect.objectContaining({ id: admin.id }),
        before: { activity: 1, open: 0 },
        after: { activity: 3, open: 1 },
      }),
    ]);
  });

  it("records an admin's change of status, roles or plan with only the fields that changed", async () => {
    const member = await addMember(t, {});
    const current = (await api.call(admin, 'GET', `/api/users/${member.id}`)).json();
    const res = await api.call(admin, 'PUT', `/api/users/${member.id}`, {
      ...current,
      phone: '600000000',
      status: 'MAINTENANCE',
      roles: ['USER', 'TRAINER'],
      plan: { id: box.plans.twoDays },
    });
    expect(res.json()).toMatchObject({ status: 'MAINTENANCE' });
    const [entry] = (await auditOf(member.id)).content;
    expect(entry).toMatchObject({
      action: 'user.update',
      before: { status: 'ACTIVE', roles: ['USER'], planId: null },
      after: { status: 'MAINTENANCE', roles: ['TRAINER', 'USER'], planId: box.plans.twoDays },
    });
  });

  it('writes nothing when a member edits their own personal data', async () => {
    const member = await addMember(t, {});
    const current = (await api.call(member, 'GET', `/api/users/${member.id}`)).json();
    const res = await api.call(member, 'PUT', `/api/users/${member.id}`, {
      ...current,
      phone: '600000000',
      name: 'Other',
    });
    expect(res.json()).toMatchObject({ name: 'Other' });
    expect((await auditOf(member.id)).totalElements).toBe(0);
  });

  it('is for admins only', async () => {
    const trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
    expect((await api.call(trainer, 'GET', '/api/audit')).statusCode).toBe(403);
  });
});
