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

// Monday 23 November 2026, 10:00 in Madrid.
const TODAY = '2026-11-23';
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let member: Member;
let other: Member;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock: fixedClock('2026-11-23T09:00:00Z') }));
  member = await addMember(t, { name: 'Jordi', surname: 'puig Ferrer', activity: 10, open: 2 });
  other = await addMember(t, { activity: 10 });
  const lifting = { activityId: box.lifting, date: TODAY };
  ids.morning = await addClass(t, { ...lifting, time: '08:00' });
  ids.evening = await addClass(t, { ...lifting, time: '20:00', maxPeople: 1 });
  ids.late = await addClass(t, { ...lifting, time: '21:00' });
  ids.hidden = await addClass(t, { ...lifting, time: '19:00', show: false });
  ids.open = await addClass(t, { activityId: box.openBox, date: TODAY, time: '12:00' });
  ids.wednesday = await addClass(t, { ...lifting, date: '2026-11-25', time: '09:00' });
  ids.thursday = await addClass(t, { ...lifting, date: '2026-11-26', time: '09:00' });
  await api.join(trainer, ids.morning ?? 0, member.id);
  await api.join(member, ids.late ?? 0);
  await api.join(other, ids.evening ?? 0);
  await api.join(member, ids.evening ?? 0);
});
afterAll(() => t.close());

const list = async (who: Member, query = '') => {
  const res = await api.call(who, 'GET', `/api/classes${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; startTime: string }[];
};

describe('listing classes', () => {
  it('lists a date by start time, hiding hidden classes from members only', async () => {
    const mine = await list(member, `?date=${TODAY}`);
    expect(mine.map((c) => c.id)).toEqual([ids.morning, ids.open, ids.evening, ids.late]);
    expect((await list(trainer, `?date=${TODAY}`)).map((c) => c.id)).toContain(ids.hidden);
  });

  it('filters by activity and, without a date, covers the booking window', async () => {
    expect((await list(member, `?date=${TODAY}&activityId=${box.openBox}`)).map((c) => c.id)).toEqual([
      ids.open,
    ]);
    const window = (await list(member)).map((c) => c.id);
    expect(window).toContain(ids.wednesday);
    expect(window).not.toContain(ids.thursday);
  });

  it('shows who is in with a short name, and the caller’s own place', async () => {
    const view = (await api.view(member, ids.morning ?? 0)).json();
    expect(view).toMatchObject({
      usersIn: [member.id],
      people: [{ id: member.id, name: 'Jordi P.', image: '/img/placeholder-avatar.svg' }],
      me: { status: 'IN', position: null },
      block: 'started',
      cancelled: false,
    });
    expect((await api.view(member, ids.evening ?? 0)).json().me).toEqual({ status: 'WAIT', position: 1 });
  });

  it('answers 404 for a hidden class to members, and 400 for a bad date', async () => {
    expect((await api.view(member, ids.hidden ?? 0)).statusCode).toBe(404);
    expect((await api.view(trainer, ids.hidden ?? 0)).json().show).toBe(false);
    const bad = await api.call(member, 'GET', '/api/classes?date=23-11-2026');
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'date' });
  });
});

describe('a class’s people', () => {
  it('lists IN first then the waiting list, for staff only', async () => {
    const people = await api.classUsers(trainer, ids.evening ?? 0);
    expect(people.map((p) => [p.user.id, p.status])).toEqual([
      [other.id, 'IN'],
      [member.id, 'WAIT'],
    ]);
    expect(people[1]?.user).toMatchObject({ name: 'Jordi puig Ferrer' });
    expect((await api.call(member, 'GET', `/api/classes/classUsers/${ids.evening}`)).statusCode).toBe(403);
    expect((await api.call(trainer, 'GET', '/api/classes/classUsers/999999')).statusCode).toBe(404);
  });
});

describe('next classes', () => {
  it('lists the caller’s places and waits that have not ended, the nearest first', async () => {
    await t.app.db
      .update(classes)
      .set({ cancelledAt: new Date(), cancelReason: 'STAFF' })
      .where(eq(classes.id, ids.wednesday ?? 0));
    const res = await api.call(member, 'GET', '/api/classes/nextClasses/5');
    expect(res.json()).toEqual([
      expect.objectContaining({ classId: ids.evening, status: 'WAIT', date: TODAY }),
      expect.objectContaining({
        classId: ids.late,
        status: 'IN',
        activity: expect.objectContaining({ id: box.lifting }),
      }),
    ]);
    expect((await api.call(member, 'GET', '/api/classes/nextClasses/1')).json()).toHaveLength(1);
  });

  it.each(['0', '51', 'x'])('refuses %s classes with 400', async (x) => {
    expect((await api.call(member, 'GET', `/api/classes/nextClasses/${x}`)).statusCode).toBe(400);
  });
});

describe('attendance', () => {
  const validate = (who: Member, classId: number, classUserId: number, validated = true) =>
    api.call(who, 'PUT', `/api/classes/${classId}/classUsers/${classUserId}`, { validated });

  it('lets trainers validate an IN place, which then fills the member’s calendar', async () => {
    const [entry] = await api.classUsers(trainer, ids.morning ?? 0);
    const res = await validate(trainer, ids.morning ?? 0, entry?.id ?? 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: entry?.id,
      status: 'IN',
      validated: true,
      user: { id: member.id },
    });
    const ofMonth = (who: Member, userId: number, when = '2026-11-02') =>
      api.call(who, 'POST', '/api/classes/validated/ofMonth', { when, userId });
    expect((await ofMonth(member, member.id)).json()).toEqual([{ when: TODAY, icon: '/img/icons/wl.svg' }]);
    expect((await ofMonth(trainer, member.id)).json()).toHaveLength(1);
    expect((await ofMonth(member, member.id, '2026-12-01')).json()).toEqual([]);
    expect((await ofMonth(other, member.id)).statusCode).toBe(403);
  });

  it('keeps the record of someone who came: removing them is refused until it is unmarked', async () => {
    const [entry] = await api.classUsers(trainer, ids.morning ?? 0);
    expect(entry).toMatchObject({ validated: true });
    expect((await api.leave(trainer, ids.morning ?? 0, member.id)).json()).toMatchObject({
      statusCode: 409,
      code: 'attended',
    });
    expect(await api.classUsers(trainer, ids.morning ?? 0)).toEqual([entry]);
  });

  it('opens 15 minutes before the start: earlier is refused with the time it opens', async () => {
    const [entry] = await api.classUsers(trainer, ids.late ?? 0);
    expect((await validate(trainer, ids.late ?? 0, entry?.id ?? 0)).json()).toMatchObject({
      statusCode: 409,
      code: 'attendance_not_open',
      params: { opensAt: '2026-11-23T19:45:00.000Z' },
    });
    expect((await api.classUsers(trainer, ids.late ?? 0))[0]).toMatchObject({ validated: false });
  });

  it('refuses a waiting entry, members, unknown entries and bad bodies', async () => {
    const waiting = (await api.classUsers(trainer, ids.evening ?? 0)).find((p) => p.status === 'WAIT');
    expect((await validate(trainer, ids.evening ?? 0, waiting?.id ?? 0)).json()).toMatchObject({
      statusCode: 409,
      code: 'not_in_place',
    });
    expect((await validate(member, ids.evening ?? 0, waiting?.id ?? 0)).statusCode).toBe(403);
    expect((await validate(trainer, ids.late ?? 0, waiting?.id ?? 0)).statusCode).toBe(404);
    const bad = await api.call(trainer, 'PUT', `/api/classes/${ids.evening}/classUsers/${waiting?.id}`, {});
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'validated' });
  });
});
