import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classUsers, creditLedger } from '../src/infra/db/schema';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  type Member,
  openBookingBox,
} from './booking-support';
import { fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid: the booking window is Monday to Wednesday.
const TODAY = '2026-11-23';
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock: fixedClock('2026-11-23T09:00:00Z') }));
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const lifting = (time = '20:00', extra: { maxPeople?: number; free?: boolean; date?: string } = {}) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, ...extra });
const sourceOf = async (classId: number, userId: number) =>
  (
    await t.app.db
      .select({ source: classUsers.creditSource })
      .from(classUsers)
      .where(and(eq(classUsers.classId, classId), eq(classUsers.userId, userId)))
  )[0]?.source;
const balanceOf = async (who: Member) => (await api.user(who)).credits.activity as number;

describe('paying for a place', () => {
  it('uses the week’s plan allowance first, then a bought credit, then refuses', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays, activity: 1 });
    expect((await api.user(member)).credits).toEqual({ activity: 3, open: 0 });
    const ids = [await lifting('17:00'), await lifting('18:00'), await lifting('19:00')];
    for (const id of ids) expect((await api.join(member, id)).statusCode).toBe(200);
    expect([await sourceOf(ids[0] ?? 0, member.id), await sourceOf(ids[1] ?? 0, member.id)]).toEqual([
      'PLAN',
      'PLAN',
    ]);
    expect(await sourceOf(ids[2] ?? 0, member.id)).toBe('BALANCE');
    expect((await api.join(member, await lifting('21:00'))).json()).toMatchObject({ code: 'no_credits' });
    const user = await api.user(member);
    expect(user.credits).toEqual({ activity: 0, open: 0 });
    const ledger = await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, member.id));
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['PURCHASE', 1],
      ['BOOKING', -1],
    ]);
    expect(ledger[1]?.classUserId).toEqual(expect.any(Number));
  });

  it('counts the allowance of the class’s own week', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    await api.join(member, await lifting('17:00'));
    await api.join(member, await lifting('18:00'));
    // Next Monday is another week: staff may book it already, and it uses next week's allowance.
    const nextWeek = await lifting('18:00', { date: '2026-11-30' });
    expect((await api.join(trainer, nextWeek, member.id)).json()).toMatchObject({ status: 'IN' });
    expect(await sourceOf(nextWeek, member.id)).toBe('PLAN');
  });

  it('never runs out on an unlimited plan', async () => {
    const member = await addMember(t, { planId: box.plans.unlimited });
    for (const time of ['16:00', '17:00', '18:00', '19:00', '20:00'])
      expect((await api.join(member, await lifting(time))).statusCode).toBe(200);
    expect((await api.user(member)).credits.activity).toBeGreaterThan(49);
  });

  it('gives a paused (MAINTENANCE) member no allowance, but their bought credits work', async () => {
    const paused = await addMember(t, { planId: box.plans.unlimited, status: 'MAINTENANCE' });
    expect((await api.join(paused, await lifting())).json()).toMatchObject({ code: 'no_credits' });
    const withBalance = await addMember(t, {
      planId: box.plans.unlimited,
      status: 'MAINTENANCE',
      activity: 1,
    });
    const classId = await lifting();
    expect((await api.join(withBalance, classId)).statusCode).toBe(200);
    expect(await sourceOf(classId, withBalance.id)).toBe('BALANCE');
  });

  it('uses no credit for a free class or for an admin', async () => {
    const member = await addMember(t);
    const free = await lifting('20:00', { free: true });
    expect((await api.join(member, free)).json()).toMatchObject({ status: 'IN' });
    expect(await sourceOf(free, member.id)).toBe('NONE');
    const classId = await lifting();
    expect((await api.join(admin, classId)).json()).toMatchObject({ status: 'IN' });
    expect(await sourceOf(classId, admin.id)).toBe('NONE');
  });

  it('tells staff what a place will cost the member before they add them', async () => {
    const [broke, paying, planned] = [
      await addMember(t),
      await addMember(t, { activity: 3 }),
      await addMember(t, { planId: box.plans.twoDays }),
    ];
    const classId = await lifting();
    const cost = async (who: Member, cls = classId) =>
      (await api.call(trainer, 'GET', `/api/classes/${cls}/placeCost/${who.id}`)).json();
    expect(await cost(broke)).toEqual({ status: 'IN', creditSource: null, balance: 0 });
    expect(await cost(paying)).toEqual({ status: 'IN', creditSource: 'BALANCE', balance: 3 });
    expect(await cost(planned)).toMatchObject({ status: 'IN', creditSource: 'PLAN' });
    expect(await cost(paying, await lifting('20:00', { free: true }))).toMatchObject({
      creditSource: 'NONE',
    });
    const full = await lifting('21:00', { maxPeople: 1 });
    await api.join(await addMember(t, { activity: 1 }), full);
    expect(await cost(broke, full)).toMatchObject({ status: 'WAIT' });
    expect((await api.call(paying, 'GET', `/api/classes/${classId}/placeCost/${paying.id}`)).statusCode).toBe(
      403,
    );
    expect(await balanceOf(paying)).toBe(3);
  });

  it('lets staff choose: charge the member a credit, or give the place free; a member with none is not put in unpaid', async () => {
    const [broke, paying, gifted] = [
      await addMember(t),
      await addMember(t, { activity: 1 }),
      await addMember(t, { activity: 2 }),
    ];
    const classId = await lifting();
    expect((await api.join(trainer, classId, broke.id)).json()).toMatchObject({
      statusCode: 409,
      code: 'member_no_credits',
    });
    expect(await api.classUsers(trainer, classId)).toEqual([]);
    expect((await api.add(trainer, classId, broke.id, { free: true })).json()).toMatchObject({
      status: 'IN',
    });
    expect(await sourceOf(classId, broke.id)).toBe('NONE');
    expect((await api.add(admin, classId, paying.id, { free: false })).json()).toMatchObject({
      status: 'IN',
    });
    expect(await sourceOf(classId, paying.id)).toBe('BALANCE');
    expect(await balanceOf(paying)).toBe(0);
    expect((await api.add(trainer, classId, gifted.id, { free: true })).json()).toMatchObject({
      status: 'IN',
    });
    expect(await sourceOf(classId, gifted.id)).toBe('NONE');
    expect(await balanceOf(gifted)).toBe(2);
  });

  it('never lets members give themselves a free place', async () => {
    const member = await addMember(t);
    const classId = await lifting();
    expect((await api.add(member, classId, member.id, { free: true })).json()).toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    expect((await api.join(member, classId)).json()).toMatchObject({ code: 'no_credits' });
  });

  it('pays an Open Box class with an open credit', async () => {
    const member = await addMember(t, { activity: 3 });
    const open = await addClass(t, { activityId: box.openBox, date: TODAY, time: '15:00' });
    expect((await api.join(member, open)).json()).toMatchObject({ code: 'no_credits' });
    const openPlan = await addMember(t, { planId: box.plans.openOnly });
    expect((await api.join(openPlan, open)).statusCode).toBe(200);
    expect(await sourceOf(open, openPlan.id)).toBe('PLAN');
  });
});
