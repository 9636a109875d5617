import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let coach: Member;
let member: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  coach = await addMember(t, { name: 'Laia', surname: 'Ferrer Puig', roles: ['USER', 'TRAINER'] });
  member = await addMember(t, { activity: 3 });
});
afterAll(() => t.close());

const slot = (coachId: number | null, startTime = '07:00') => ({
  activityId: box.lifting,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  coachId,
});
const setDay = (day: number, slots: object[], who = trainer) =>
  api.call(who, 'PUT', `/api/calendar/${day}`, { id: day, classes: slots });
const classesOn = async (date: string, who = member) =>
  (await api.call(who, 'GET', `/api/classes?date=${date}`)).json() as {
    id: number;
    startTime: string;
    coach: { id: number; name: string } | null;
  }[];
const edit = { startTime: '20:00', endTime: '21:00', maxPeople: 12, show: true, free: false };

describe('a weekly slot names its coach', () => {
  it('shows the coach by first name only in the public timetable', async () => {
    expect((await setDay(1, [slot(coach.id)])).statusCode).toBe(200);
    const day = await t.app.inject({ method: 'GET', url: '/api/calendar/calendar/1' });
    expect(day.json().classes[0].coach).toEqual({ id: coach.id, name: 'Laia' });
    expect(day.body).not.toContain('Ferrer');
  });

  it('is inherited by the classes made from the slot, which members see with the coach', async () => {
    await setDay(0, [slot(coach.id, '18:00'), slot(null, '19:00')]);
    const [coached, open] = await classesOn(TODAY);
    expect(coached?.coach).toEqual({ id: coach.id, name: 'Laia' });
    expect(open?.coach).toBeNull();
  });

  it('refuses a coach who is not an active trainer or admin, naming the slot', async () => {
    const gone = await addMember(t, { roles: ['USER', 'TRAINER'], status: 'INACTIVE' });
    for (const who of [member.id, gone.id, 999_999]) {
      const res = await setDay(2, [slot(null), slot(who, '09:00')]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'coach_not_staff', field: 'classes.1.coachId' });
    }
  });
});

describe('one class changes its coach', () => {
  it('lets staff name another coach, or none, and a plain edit keeps the coach', async () => {
    const classId = await addClass(t, { activityId: box.lifting, date: TODAY, time: '20:00' });
    const put = (body: object) => api.call(trainer, 'PUT', `/api/classes/${classId}`, { ...edit, ...body });
    expect((await put({ coachId: coach.id })).json().class.coach).toEqual({ id: coach.id, name: 'Laia' });
    expect((await put({ maxPeople: 10 })).json().class.coach).toEqual({ id: coach.id, name: 'Laia' });
    expect((await api.view(member, classId)).json().coach).toEqual({ id: coach.id, name: 'Laia' });
    expect((await put({ coachId: member.id })).json()).toMatchObject({ code: 'coach_not_staff' });
    expect((await put({ coachId: null })).json().class.coach).toBeNull();
  });

  it('is what the day list shows members after the edit', async () => {
    const classId = await addClass(t, { activityId: box.lifting, date: TODAY, time: '21:00' });
    await api.call(trainer, 'PUT', `/api/classes/${classId}`, {
      ...edit,
      startTime: '21:00',
      endTime: '22:00',
      coachId: coach.id,
    });
    const list = await classesOn(TODAY);
    expect(list.find((c) => c.id === classId)?.coach?.name).toBe('Laia');
  });
});

describe("a coach's week", () => {
  it('lists the classes they coach that week, by start, and only theirs', async () => {
    const mine = await addClass(t, { activityId: box.lifting, date: '2026-11-25', time: '10:00' });
    const other = await addClass(t, { activityId: box.lifting, date: '2026-11-25', time: '11:00' });
    const nextWeek = await addClass(t, { activityId: box.lifting, date: '2026-12-01', time: '10:00' });
    for (const [id, who] of [
      [mine, coach.id],
      [other, trainer.id],
      [nextWeek, coach.id],
    ] as const)
      await api.call(trainer, 'PUT', `/api/classes/${id}`, {
        ...edit,
        startTime: '10:00',
        endTime: '11:00',
        coachId: who,
      });
    const res = await api.call(coach, 'GET', '/api/classes/coachWeek?date=2026-11-26');
    expect(res.statusCode).toBe(200);
    const week = res.json();
    expect(week).toMatchObject({ monday: '2026-11-23', sunday: '2026-11-29' });
    const ids = week.classes.map((c: { id: number }) => c.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(other);
    expect(ids).not.toContain(nextWeek);
    const starts = week.classes.map((c: { startTime: string }) => c.startTime);
    expect(starts).toEqual([...starts].sort());
    // This week is the default.
    expect((await api.call(coach, 'GET', '/api/classes/coachWeek')).json().monday).toBe('2026-11-23');
  });

  it('is staff-only, as is the list of coaches to choose from', async () => {
    expect((await api.call(member, 'GET', '/api/classes/coachWeek')).statusCode).toBe(403);
    expect((await api.call(member, 'GET', '/api/coaches')).statusCode).toBe(403);
    const coaches = (await api.call(trainer, 'GET', '/api/coaches')).json() as { id: number }[];
    expect(coaches.map((c) => c.id)).toEqual(expect.arrayContaining([coach.id, trainer.id]));
    expect(coaches.map((c) => c.id)).not.toContain(member.id);
  });
});
