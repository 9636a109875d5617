import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Monday 23 November 2026, 10:00 in Madrid.
const TODAY = '2026-11-23';
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let member: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  member = await addMember(t, { activity: 1 });
});
afterAll(() => t.close());

const addDayOff = (body: object, who = trainer) => api.call(who, 'POST', '/api/dayOff', body);
const reasons = async (who: Member) =>
  (await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, who.id))).map((r) => r.reason);

describe('managing days off', () => {
  it('is for staff; everyone signed in can read them', async () => {
    expect((await addDayOff({ when: '2026-12-08', frequency: 'ONCE' }, member)).statusCode).toBe(403);
    const bad = await addDayOff({ when: '2026-12-08', frequency: 'WEEKLY' });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'frequency' });
    const created = await addDayOff({ when: '2026-12-08', frequency: 'ONCE' });
    const { restoredClasses, ...dayOff } = created.json();
    expect(dayOff).toMatchObject({ when: '2026-12-08', frequency: 'ONCE', skip: false, done: true });
    expect(restoredClasses).toBe(0); // adding one brings nothing back
    const list = await api.call(member, 'GET', '/api/dayOff');
    expect(list.json()).toEqual([dayOff]);
  });
});

describe('a day off over classes already made', () => {
  it('cancels the classes not started yet and gives every credit back', async () => {
    const lifting = (time: string, maxPeople = 12) =>
      addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople });
    const [morning, soon, evening] = [
      await lifting('08:00'),
      await lifting('11:30'),
      await lifting('20:00', 2),
    ];
    const [paying, planned, waiting, late] = [
      member,
      await addMember(t, { planId: box.plans.twoDays }),
      await addMember(t, { activity: 1 }),
      await addMember(t, { activity: 1 }),
    ];
    await api.join(paying, evening);
    await api.join(planned, evening);
    await api.join(waiting, evening);
    await api.join(trainer, morning, planned.id);
    await api.join(late, soon);
    await api.leave(late, soon, late.id, true);
    expect((await api.user(planned)).credits.activity).toBe(0);

    const res = await addDayOff({ when: TODAY, frequency: 'ONCE' });
    expect(res.json()).toMatchObject({ done: true, skip: false });
    for (const id of [soon, evening]) {
      expect((await api.view(member, id)).json()).toMatchObject({
        cancelled: true,
        cancelReason: 'DAY_OFF',
        block: 'day_off',
        usersIn: [],
        usersWait: [],
      });
    }
    expect((await api.view(member, morning)).json()).toMatchObject({
      cancelled: false,
      usersIn: [planned.id],
    });
    expect(await reasons(paying)).toEqual(['PURCHASE', 'BOOKING', 'REFUND']);
    expect(await reasons(waiting)).toEqual(['PURCHASE']);
    // A credit lost to a late leave comes back too: the class never took place.
    expect(await reasons(late)).toEqual(['PURCHASE', 'BOOKING', 'REFUND']);
    expect((await api.user(planned)).credits.activity).toBe(1);
    expect((await api.join(trainer, evening, paying.id)).json()).toMatchObject({ code: 'class_cancelled' });
  });
});

describe('classes on a day off', () => {
  it('are not made, until the day off is skipped', async () => {
    await addDayOff({ when: '2019-11-25', frequency: 'RECURRENT' });
    await api.call(trainer, 'PUT', '/api/calendar/2', {
      id: 2,
      classes: [{ activityId: box.lifting, startTime: '09:00', endTime: '10:00' }],
    });
    const wednesday = () => api.call(member, 'GET', '/api/classes?date=2026-11-25');
    expect((await wednesday()).json()).toEqual([]);
    const skipped = await addDayOff({ when: '2019-11-25', frequency: 'RECURRENT', skip: true });
    expect(skipped.json()).toMatchObject({ skip: true });
    expect((await wednesday()).json()).toMatchObject([{ cancelled: false }]);
  });
});

describe('a day off added by mistake', () => {
  it('is undone by skipping or deleting it: its classes not started come back, empty and bookable', async () => {
    const evening = await addClass(t, { activityId: box.lifting, date: '2026-11-24', time: '18:00' });
    const paying = await addMember(t, { activity: 2 });
    expect((await api.join(trainer, evening, paying.id)).json()).toMatchObject({ status: 'IN' });
    const tuesday = { when: '2026-11-24', frequency: 'ONCE' };
    await addDayOff(tuesday);
    expect((await api.view(member, evening)).json()).toMatchObject({ cancelled: true, usersIn: [] });

    const skipped = await addDayOff({ ...tuesday, skip: true });
    expect(skipped.json()).toMatchObject({ skip: true, restoredClasses: 1 });
    expect((await api.view(member, evening)).json()).toMatchObject({ cancelled: false, usersIn: [] });
    expect((await api.user(paying)).credits.activity).toBe(2); // refunded when cancelled, not taken again
    expect((await api.join(trainer, evening, paying.id)).json()).toMatchObject({ status: 'IN' });

    const again = (await addDayOff({ ...tuesday, skip: false })).json();
    expect((await api.view(member, evening)).json()).toMatchObject({ cancelled: true });
    const deleted = await api.call(trainer, 'DELETE', `/api/dayOff/${again.id}`);
    expect(deleted.json()).toEqual({ restoredClasses: 1 });
    expect((await api.view(member, evening)).json()).toMatchObject({ cancelled: false });
    expect((await api.call(member, 'DELETE', `/api/dayOff/${again.id}`)).statusCode).toBe(403);
    expect((await api.call(trainer, 'DELETE', `/api/dayOff/${again.id}`)).json()).toMatchObject({
      code: 'not_found',
    });
  });

  it('does not bring back a class that has started', async () => {
    const started = await addClass(t, { activityId: box.lifting, date: '2026-11-24', time: '18:00' });
    const later = await addClass(t, { activityId: box.lifting, date: '2026-11-24', time: '20:00' });
    await addDayOff({ when: '2026-11-24', frequency: 'ONCE' });
    clock.set('2026-11-24T17:30:00Z'); // 18:30 in Madrid
    try {
      const skipped = await addDayOff({ when: '2026-11-24', frequency: 'ONCE', skip: true });
      expect(skipped.json()).toMatchObject({ restoredClasses: 1 });
      expect((await api.view(trainer, started)).json()).toMatchObject({ cancelled: true });
      expect((await api.view(trainer, later)).json()).toMatchObject({ cancelled: false });
    } finally {
      clock.set('2026-11-23T09:00:00Z');
    }
  });
});

describe('days off of a month', () => {
  it('places recurrent days on the asked year and leaves skipped ones out', async () => {
    await addDayOff({ when: '2024-02-29', frequency: 'RECURRENT' });
    await addDayOff({ when: '2020-11-01', frequency: 'RECURRENT' });
    const month = async (when: string) =>
      (
        (await api.call(member, 'POST', '/api/dayOff/dayOffForMonth', { when })).json() as { when: string }[]
      ).map((d) => d.when);
    expect(await month('2026-11-17')).toEqual(['2026-11-01', TODAY]);
    expect(await month('2026-12-31')).toEqual(['2026-12-08']);
    expect(await month('2027-02-01')).toEqual([]);
    expect(await month('2028-02-01')).toEqual(['2028-02-29']);
    const bad = await api.call(member, 'POST', '/api/dayOff/dayOffForMonth', { when: 'november' });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'when' });
  });
});

describe('a day off that cannot be added', () => {
  const preview = (when: string, frequency = 'ONCE') =>
    api.call(trainer, 'GET', `/api/dayOff/preview?when=${when}&frequency=${frequency}`);

  it('refuses a date already past, in the preview too, and lets a yearly one start from a past year', async () => {
    clock.set('2026-11-27T09:00:00Z'); // Friday
    try {
      for (const res of [
        await addDayOff({ when: '2026-11-26', frequency: 'ONCE' }),
        await preview('2026-11-26'),
      ])
        expect(res.json()).toMatchObject({ statusCode: 400, code: 'day_off_past', field: 'when' });
      expect((await api.call(member, 'GET', '/api/dayOff')).json()).not.toContainEqual(
        expect.objectContaining({ when: '2026-11-26' }),
      );
      expect((await addDayOff({ when: '2026-11-27', frequency: 'ONCE' })).statusCode).toBe(200);
      expect((await addDayOff({ when: '2025-01-06', frequency: 'RECURRENT' })).statusCode).toBe(200);
    } finally {
      clock.set('2026-11-23T09:00:00Z');
    }
  });

  it('refuses a second day off on a date already off, and a date a yearly one covers', async () => {
    expect((await addDayOff({ when: '2026-12-31', frequency: 'ONCE' })).statusCode).toBe(200);
    for (const res of [
      await addDayOff({ when: '2026-12-31', frequency: 'ONCE' }),
      await preview('2026-12-31'),
    ])
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'day_off_exists', field: 'when' });
    expect((await addDayOff({ when: '2027-01-06', frequency: 'ONCE' })).json()).toMatchObject({
      code: 'day_off_exists',
    });
    // Turned off, then on again: the same call, allowed.
    expect((await addDayOff({ when: '2026-12-31', frequency: 'ONCE', skip: true })).statusCode).toBe(200);
    expect((await addDayOff({ when: '2026-12-31', frequency: 'ONCE' })).statusCode).toBe(200);
  });
});
