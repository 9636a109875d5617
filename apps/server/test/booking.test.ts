import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../src/infra/db/schema';
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

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock: fixedClock('2026-11-23T09:00:00Z') }));
});
afterAll(() => t.close());

const lifting = (time = '20:00', extra: { maxPeople?: number; free?: boolean; date?: string } = {}) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, ...extra });

describe('who may join', () => {
  it('lets a member join for themselves and answers the place with the class', async () => {
    const member = await addMember(t, { activity: 1 });
    const classId = await lifting();
    const res = await api.join(member, classId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'IN',
      class: { id: classId, usersIn: [member.id], me: { status: 'IN', position: null }, block: null },
    });
  });

  it('refuses a member booking someone else, and lets a trainer do it', async () => {
    const [member, other] = [await addMember(t, { activity: 1 }), await addMember(t, { activity: 1 })];
    const classId = await lifting();
    const res = await api.join(member, classId, other.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
    expect((await api.join(trainer, classId, other.id)).json()).toMatchObject({ status: 'IN' });
  });

  it('answers 404 for an unknown class or user, and 400 for a bad body', async () => {
    const member = await addMember(t, { activity: 1 });
    expect((await api.join(member, 999_999)).json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect((await api.join(trainer, await lifting(), 999_999)).statusCode).toBe(404);
    const bad = await api.call(member, 'POST', `/api/classes/${await lifting()}/join`, { userId: 'me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', field: 'userId' });
  });
});

describe('refusals', () => {
  it('refuses a second entry in the same class, in or waiting', async () => {
    const member = await addMember(t, { activity: 2 });
    const classId = await lifting('20:00', { maxPeople: 1 });
    await api.join(member, classId);
    expect((await api.join(member, classId)).json()).toMatchObject({
      statusCode: 409,
      code: 'already_in_class',
    });
    const waiting = await addMember(t, { activity: 1 });
    expect((await api.join(waiting, classId)).json()).toMatchObject({ status: 'WAIT' });
    expect((await api.join(waiting, classId)).json()).toMatchObject({ code: 'already_in_class' });
  });

  it('refuses an inactive member, even when staff add them', async () => {
    const member = await addMember(t, { activity: 5, status: 'INACTIVE' });
    const classId = await lifting();
    expect((await api.join(member, classId)).json()).toMatchObject({
      statusCode: 409,
      code: 'user_not_active',
    });
    expect((await api.join(trainer, classId, member.id)).json()).toMatchObject({ code: 'user_not_active' });
  });

  it('allows one class a day of a singleBook activity, any number of the others', async () => {
    const member = await addMember(t, { activity: 5 });
    const [first, second] = [
      await addClass(t, { activityId: box.crossfit, date: TODAY, time: '18:00' }),
      await addClass(t, { activityId: box.crossfit, date: TODAY, time: '19:00' }),
    ];
    expect((await api.join(member, first)).statusCode).toBe(200);
    expect((await api.join(member, second)).json()).toMatchObject({ statusCode: 409, code: 'single_book' });
    expect((await api.join(member, await lifting('18:00'))).statusCode).toBe(200);
    expect((await api.join(member, await lifting('19:00'))).statusCode).toBe(200);
  });

  it('lets staff record a member at a second class of a singleBook activity that day', async () => {
    const member = await addMember(t, { activity: 5 });
    const [afternoon, evening] = [
      await addClass(t, { activityId: box.crossfit, date: TODAY, time: '14:00' }),
      await addClass(t, { activityId: box.crossfit, date: TODAY, time: '20:00' }),
    ];
    expect((await api.join(member, evening)).statusCode).toBe(200);
    expect((await api.join(trainer, afternoon, member.id)).json()).toMatchObject({ status: 'IN' });
    expect((await api.classUsers(trainer, afternoon)).map((cu) => [cu.user.id, cu.status])).toEqual([
      [member.id, 'IN'],
    ]);
    expect((await api.classUsers(trainer, evening)).map((cu) => cu.user.id)).toEqual([member.id]);
  });

  it('refuses a member without credits a free place, but lets them wait for a full class', async () => {
    const member = await addMember(t);
    const res = await api.join(member, await lifting());
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'no_credits' });
    const full = await lifting('21:00', { maxPeople: 1 });
    await api.join(await addMember(t, { activity: 1 }), full);
    expect((await api.join(member, full)).json()).toMatchObject({
      status: 'WAIT',
      class: { me: { position: 1 } },
    });
  });

  it('refuses a cancelled class', async () => {
    const member = await addMember(t, { activity: 1 });
    const classId = await lifting();
    await t.app.db
      .update(classes)
      .set({ cancelledAt: new Date(), cancelReason: 'STAFF' })
      .where(eq(classes.id, classId));
    expect((await api.join(member, classId)).json()).toMatchObject({
      statusCode: 409,
      code: 'class_cancelled',
    });
    expect((await api.join(trainer, classId, member.id)).json()).toMatchObject({ code: 'class_cancelled' });
  });
});
