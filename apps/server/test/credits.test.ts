import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../src/infra/db/schema';
import { addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import type { TestApp } from './test-app';
import { createTestApp } from './test-app';

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

const setCredits = (who: Member, userId: number, credits: object) =>
  api.call(who, 'PUT', `/api/users/${userId}/credits`, { credits });
const ledgerOf = async (userId: number) =>
  t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);

describe('adjusting bought credits', () => {
  it('sets the balance through ADJUSTMENT ledger rows of the difference', async () => {
    const member = await addMember(t, { activity: 1 });
    const res = await setCredits(admin, member.id, { activity: 5, open: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, credits: { activity: 5, open: 2 } });
    expect((await setCredits(admin, member.id, { activity: 0, open: 2 })).json().credits).toEqual({
      activity: 0,
      open: 2,
    });
    const ledger = await ledgerOf(member.id);
    expect(ledger.map((r) => [r.reason, r.kind, r.delta, r.createdBy])).toEqual([
      ['PURCHASE', 'ACTIVITY', 1, null],
      ['ADJUSTMENT', 'ACTIVITY', 4, admin.id],
      ['ADJUSTMENT', 'OPEN', 2, admin.id],
      ['ADJUSTMENT', 'ACTIVITY', -5, admin.id],
    ]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    const sum = (kind: string) =>
      ledger.filter((r) => r.kind === kind).reduce((total, r) => total + r.delta, 0);
    expect([row?.balanceActivity, row?.balanceOpen]).toEqual([sum('ACTIVITY'), sum('OPEN')]);
  });

  it('writes nothing when the balance is already right, and leaves the plan allowance alone', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays, activity: 3 });
    const res = await setCredits(admin, member.id, { activity: 3, open: 0 });
    expect(res.json().credits).toEqual({ activity: 5, open: 0 });
    expect(await ledgerOf(member.id)).toHaveLength(1);
  });

  it('is for admins only, for a known user, with counts from 0 to 999', async () => {
    const member = await addMember(t);
    const trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
    expect((await setCredits(member, member.id, { activity: 9, open: 9 })).statusCode).toBe(403);
    expect((await setCredits(trainer, member.id, { activity: 9, open: 9 })).statusCode).toBe(403);
    expect((await setCredits(admin, 999_999, { activity: 1, open: 1 })).json()).toMatchObject({
      statusCode: 404,
    });
    const bad = await setCredits(admin, member.id, { activity: -1, open: 0 });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'credits.activity' });
  });
});
