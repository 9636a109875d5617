import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daysOff } from '../src/infra/db/schema';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  type Member,
  openBookingBox,
} from './booking-support';
import { fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026 in Madrid (UTC+1); daysToShow 3, bookings for a later day open at 17:00.
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

const classOn = (date: string, time: string, show = true) =>
  addClass(t, { activityId: box.lifting, date, time, show });
const member = () => addMember(t, { activity: 5 });

describe('a class on a later day', () => {
  it('opens at 17:00 the day before: not at 16:59, yes at 17:00', async () => {
    const classId = await classOn('2026-11-24', '10:00');
    const early = await member();
    clock.set('2026-11-23T15:59:00Z');
    expect((await api.view(early, classId)).json()).toMatchObject({
      block: 'not_open_yet',
      opensAt: '2026-11-23T16:00:00.000Z',
    });
    const refused = await api.join(early, classId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'class_not_bookable',
      message: expect.stringContaining('not_open_yet'),
    });
    clock.set('2026-11-23T16:00:00Z');
    expect((await api.view(early, classId)).json()).toMatchObject({ block: null, opensAt: null });
    expect((await api.join(early, classId)).json()).toMatchObject({ status: 'IN' });
  });

  it('is too far beyond daysToShow days counting today', async () => {
    // Tuesday 17:00: the window is Tuesday to Thursday, and Wednesday's classes have just opened.
    clock.set('2026-11-24T16:00:00Z');
    const tomorrow = await classOn('2026-11-25', '10:00');
    const lastDay = await classOn('2026-11-26', '10:00');
    const tooFar = await classOn('2026-11-27', '10:00');
    const who = await member();
    expect((await api.join(who, tomorrow)).statusCode).toBe(200);
    expect((await api.view(who, lastDay)).json().block).toBe('not_open_yet');
    const res = await api.join(who, tooFar);
    expect(res.json()).toMatchObject({
      code: 'class_not_bookable',
      message: expect.stringContaining('too_far'),
    });
    expect((await api.view(who, tooFar)).json().block).toBe('too_far');
  });

  it('lets staff add anyone before the window opens', async () => {
    const classId = await classOn('2026-11-26', '10:00');
    const who = await member();
    expect((await api.join(trainer, classId, who.id)).json()).toMatchObject({ status: 'IN' });
    expect((await api.view(trainer, classId)).json().block).toBeNull();
  });
});

describe('a class that cannot be booked', () => {
  it('has started: members are refused, staff may still add someone', async () => {
    const classId = await classOn('2026-11-23', '09:30');
    const who = await member();
    expect((await api.join(who, classId)).json()).toMatchObject({
      code: 'class_not_bookable',
      message: expect.stringContaining('started'),
    });
    expect((await api.join(trainer, classId, who.id)).json()).toMatchObject({ status: 'IN' });
  });

  it('is hidden: members are refused, staff may add', async () => {
    const classId = await classOn('2026-11-23', '19:00', false);
    const who = await member();
    expect((await api.join(who, classId)).json()).toMatchObject({
      message: expect.stringContaining('hidden'),
    });
    expect((await api.join(trainer, classId, who.id)).statusCode).toBe(200);
  });

  it('is on a day off: nobody can book it, staff included', async () => {
    await t.app.db.insert(daysOff).values({ when: '2025-11-24', frequency: 'RECURRENT' });
    t.app.boxSettings.invalidate(); // as the settings event of the day-off route does
    const classId = await classOn('2026-11-24', '19:00');
    clock.set('2026-11-23T18:00:00Z');
    const who = await member();
    expect((await api.view(who, classId)).json().block).toBe('day_off');
    expect((await api.join(who, classId)).json()).toMatchObject({
      message: expect.stringContaining('day_off'),
    });
    expect((await api.join(trainer, classId, who.id)).json()).toMatchObject({ code: 'class_not_bookable' });
    expect((await api.view(trainer, classId)).json().block).toBe('day_off');
  });
});
