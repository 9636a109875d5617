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

describe('a clash in the weekly timetable', () => {
  const crossfit = (startTime: string, endTime: string) => ({ activityId: box.crossfit, startTime, endTime });
  const thursday = () => api.call(trainer, 'GET', '/api/calendar/calendar/3');
  const classesOfToday = async () =>
    ((await api.call(member, 'GET', '/api/classes?date=2026-11-23')).json() as { startTime: string }[])
      .length;

  it('refuses the same class twice, and makes no class for it', async () => {
    const first = (await setDay(0, [crossfit('19:00', '20:00')])).json().classes[0];
    const made = await classesOfToday();
    const again = await setDay(0, [
      { id: first.id, ...crossfit('19:00', '20:00') },
      crossfit('19:00', '20:00'),
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'schedule_duplicate',
      field: 'classes.1',
      params: { start: '19:00', end: '20:00' },
    });
    const confirmed = await api.call(trainer, 'PUT', '/api/calendar/0', {
      id: 0,
      classes: [{ id: first.id, ...crossfit('19:00', '20:00') }, crossfit('19:00', '20:00')],
      confirmOverlap: true,
    });
    expect(confirmed.json()).toMatchObject({ code: 'schedule_duplicate' });
    expect(await classesOfToday()).toBe(made);
    await setDay(0, []);
  });

  it('asks to confirm an overlap of the same activity, then keeps it without asking again', async () => {
    const first = (await setDay(3, [crossfit('19:00', '20:00')])).json().classes[0];
    const late = crossfit('19:30', '20:30');
    const asked = await setDay(3, [{ id: first.id, ...crossfit('19:00', '20:00') }, late]);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'schedule_overlap',
      field: 'classes.1',
      params: { start: '19:00', end: '20:00' },
    });
    expect((await thursday()).json().classes).toHaveLength(1);
    const kept = await api.call(trainer, 'PUT', '/api/calendar/3', {
      id: 3,
      classes: [{ id: first.id, ...crossfit('19:00', '20:00') }, late],
      confirmOverlap: true,
    });
    expect(kept.statusCode).toBe(200);
    const both = kept.json().classes as { id: number; startTime: string; endTime: string }[];
    expect(both.map((c) => c.startTime)).toEqual(['19:00', '19:30']);
    // Changing the places of one later does not ask about the overlap staff already accepted.
    const resized = await setDay(
      3,
      both.map((c) => ({
        id: c.id,
        activityId: box.crossfit,
        startTime: c.startTime,
        endTime: c.endTime,
        maxPeople: 8,
      })),
    );
    expect(resized.statusCode).toBe(200);
    await setDay(3, []);
  });

  it('lets another activity share the hour, and a class start when the other ends', async () => {
    const res = await setDay(3, [
      crossfit('19:00', '20:00'),
      { activityId: box.lifting, startTime: '19:00', endTime: '20:00' },
      crossfit('20:00', '21:00'),
    ]);
    expect(res.statusCode).toBe(200);
    await setDay(3, []);
  });

  it('makes no second class when a deleted slot is added back the same day', async () => {
    await setDay(0, [crossfit('21:00', '22:00')]);
    const made = await classesOfToday();
    await setDay(0, []);
    await setDay(0, [crossfit('21:00', '22:00')]);
    expect(await classesOfToday()).toBe(made);
    await setDay(0, []);
  });
});
