import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, type Box, type bookingApi, type Member, openBookingBox } from './booking-support';
import { fixedClock, type TestApp } from './test-app';

const clock = fixedClock('2026-11-23T09:00:00Z'); // Monday, 10:00 in Madrid
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let member: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  member = await addMember(t, { activity: 3 });
});
afterAll(() => t.close());

type Slot = { id?: number; activityId: number; startTime: string; endTime: string; maxPeople?: number };
const setDay = (day: number, slots: Slot[], who = trainer) =>
  api.call(who, 'PUT', `/api/calendar/${day}`, { id: day, classes: slots });
const publicDay = async (day: string | number) => t.app.inject(`/api/calendar/calendar/${day}`);

describe('the weekly timetable', () => {
  it('is public per weekday and empty for a day outside 0–6 without asking the database', async () => {
    expect((await publicDay(4)).json()).toEqual({ id: 4, classes: [] });
    expect((await publicDay(7)).json()).toEqual({ id: 7, classes: [] });
    expect((await publicDay(-1)).json()).toEqual({ id: -1, classes: [] });
    expect((await publicDay('monday')).json()).toMatchObject({
      statusCode: 400,
      code: 'validation',
      field: 'day',
    });
  });

  it('lets trainers create, edit and delete a weekday’s templates in one call', async () => {
    const created = await api.call(trainer, 'POST', '/api/calendar', {
      id: 4,
      classes: [
        { activityId: box.crossfit, startTime: '18:00', endTime: '19:00' },
        { activityId: box.lifting, startTime: '07:00', endTime: '08:00', maxPeople: 8 },
      ],
    });
    expect(created.statusCode).toBe(200);
    const [early, late] = created.json().classes;
    expect(early).toMatchObject({
      startTime: '07:00',
      endTime: '08:00',
      maxPeople: 8,
      day: 4,
      activity: { key: 'weightlifting' },
    });
    expect(late).toMatchObject({ startTime: '18:00', maxPeople: 12 });
    const edited = await setDay(4, [
      { id: late.id, activityId: box.crossfit, startTime: '19:00', endTime: '20:00' },
      { activityId: box.openBox, startTime: '10:00', endTime: '12:00' },
    ]);
    expect(
      edited.json().classes.map((c: { id: number; startTime: string }) => [c.id === late.id, c.startTime]),
    ).toEqual([
      [false, '10:00'],
      [true, '19:00'],
    ]);
    expect((await publicDay(4)).json()).toEqual(edited.json());
    const removed = await api.call(trainer, 'DELETE', '/api/calendar/4');
    expect(removed.json()).toEqual({ id: 4, classes: [] });
    expect((await publicDay(4)).json().classes).toEqual([]);
  });

  it('is for trainers and admins only', async () => {
    expect((await setDay(5, [], member)).statusCode).toBe(403);
    expect((await api.call(member, 'DELETE', '/api/calendar/5')).statusCode).toBe(403);
  });

  it.each([
    [
      'an end before the start',
      { id: 5, classes: [{ activityId: 1, startTime: '10:00', endTime: '09:00' }] },
      'classes.0.endTime',
    ],
    [
      'a bad time',
      { id: 5, classes: [{ activityId: 1, startTime: '7:00', endTime: '09:00' }] },
      'classes.0.startTime',
    ],
    [
      'an unknown activity',
      { id: 5, classes: [{ activityId: 9999, startTime: '08:00', endTime: '09:00' }] },
      'classes.0.activityId',
    ],
    ['a weekday out of range', { id: 7, classes: [] }, 'id'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const res = await api.call(trainer, 'POST', '/api/calendar', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field });
  });

  it('refuses a path and body for different weekdays, or a template of another weekday', async () => {
    const other = (
      await setDay(6, [{ activityId: box.lifting, startTime: '09:00', endTime: '10:00' }])
    ).json();
    const mismatch = await api.call(trainer, 'PUT', '/api/calendar/5', { id: 6, classes: [] });
    expect(mismatch.json()).toMatchObject({ statusCode: 400, field: 'id' });
    const stolen = await setDay(5, [
      { id: other.classes[0].id, activityId: box.lifting, startTime: '09:00', endTime: '10:00' },
    ]);
    expect(stolen.json()).toMatchObject({ statusCode: 400, field: 'classes.0.id' });
    await api.call(trainer, 'DELETE', '/api/calendar/6');
  });
});
