import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/infra/db/schema';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  type Member,
  openBookingBox,
} from './booking-support';
import { fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid; cancelLimitMinutes is 120, so 12:00 is the edge.
const TODAY = '2026-11-23';
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
});
beforeEach(() => clock.set('2026-11-23T09:00:00Z'));
afterAll(() => t.close());

const lifting = (time: string, maxPeople: number) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople });
const paying = () => addMember(t, { activity: 1 });
const statuses = async (classId: number) =>
  (await api.classUsers(trainer, classId)).map((entry) => [entry.user.id, entry.status]);
const ledgerOf = async (member: Member) =>
  (await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, member.id))).map((row) => [
    row.reason,
    row.delta,
  ]);

describe('leaving late', () => {
  it('asks to confirm inside the cancellation window, then the credit is lost and nobody moves in', async () => {
    const classId = await lifting('11:30', 1);
    const [a, b] = [await paying(), await paying()];
    await api.join(a, classId);
    await api.join(b, classId);
    const unconfirmed = await api.leave(a, classId);
    expect(unconfirmed.json()).toMatchObject({ statusCode: 409, code: 'penalization_required' });
    expect((await api.leave(a, classId, a.id, true)).statusCode).toBe(200);
    expect(await ledgerOf(a)).toEqual([
      ['PURCHASE', 1],
      ['BOOKING', -1],
    ]);
    expect(await statuses(classId)).toEqual([[b.id, 'WAIT']]);
    // Every waiting user learns the place is free; the first to join takes it.
    expect((await api.join(b, classId)).json()).toMatchObject({ status: 'IN', class: { usersIn: [b.id] } });
  });

  it('still refunds and promotes exactly at the limit, and not a minute later', async () => {
    const [edge, after] = [await lifting('12:00', 1), await lifting('12:00', 1)];
    const member = await addMember(t, { planId: box.plans.twoDays });
    const waiting = await paying();
    await api.join(member, edge);
    await api.join(waiting, edge);
    await api.join(member, after);
    expect((await api.user(member)).credits.activity).toBe(0);
    expect((await api.leave(member, edge)).statusCode).toBe(200);
    expect((await api.user(member)).credits.activity).toBe(1);
    expect(await statuses(edge)).toEqual([[waiting.id, 'IN']]);
    clock.set('2026-11-23T09:01:00Z');
    expect((await api.leave(member, after)).json()).toMatchObject({ code: 'penalization_required' });
  });

  it('keeps a plan credit lost to a late leave used for that week', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    const soon = await lifting('11:00', 5);
    await api.join(member, soon);
    await api.leave(member, soon, member.id, true);
    expect((await api.user(member)).credits.activity).toBe(1);
    expect((await api.join(member, await lifting('20:00', 5))).statusCode).toBe(200);
    expect((await api.join(member, await lifting('21:00', 5))).json()).toMatchObject({ code: 'no_credits' });
  });

  it('always refunds when staff remove someone, and inside the window moves nobody in', async () => {
    const classId = await lifting('11:30', 1);
    const [a, b] = [await paying(), await paying()];
    await api.join(a, classId);
    await api.join(b, classId);
    expect((await api.leave(trainer, classId, a.id)).statusCode).toBe(200);
    expect((await ledgerOf(a)).at(-1)).toEqual(['REFUND', 1]);
    expect(await statuses(classId)).toEqual([[b.id, 'WAIT']]);
  });

  it('keeps a member in a class that has started; staff can still remove them', async () => {
    const classId = await lifting('09:30', 5);
    const member = await paying();
    await api.join(trainer, classId, member.id);
    expect((await api.leave(member, classId, member.id, true)).json()).toMatchObject({
      code: 'class_started',
    });
    expect((await api.leave(trainer, classId, member.id)).statusCode).toBe(200);
  });
});

describe('refused leaves', () => {
  it('answers 404 not_in_class, 404 for an unknown class, 403 for someone else', async () => {
    const classId = await lifting('20:00', 5);
    const [member, other] = [await paying(), await paying()];
    expect((await api.leave(member, classId)).json()).toMatchObject({
      statusCode: 404,
      code: 'not_in_class',
    });
    expect((await api.leave(member, 999_999)).statusCode).toBe(404);
    await api.join(other, classId);
    expect((await api.leave(member, classId, other.id)).statusCode).toBe(403);
    const bad = await api.call(member, 'POST', `/api/classes/${classId}/leave`, { penalization: 'yes' });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation' });
  });
});
