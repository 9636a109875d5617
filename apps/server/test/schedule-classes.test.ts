import { and, count, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLASS_WINDOW_LOCK_ID } from '../src/features/schedule/class-window';
import { classes } from '../src/infra/db/schema';
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
const listDate = async (date: string) =>
  (await api.call(member, 'GET', `/api/classes?date=${date}`)).json() as {
    id: number;
    startTime: string;
    maxPeople: number;
  }[];

/** The clock reaches a new day and the daily job makes that day's window (schedule/class-window.ts). */
async function newDay(iso: string): Promise<void> {
  clock.set(iso);
  await t.app.classWindow.make();
}

describe('classes made from the timetable', () => {
  it('are made for today to daysToShow-1 ahead when the timetable is saved, once, even when made at once', async () => {
    for (const day of [0, 1, 2, 3])
      await setDay(day, [{ activityId: box.lifting, startTime: '07:00', endTime: '08:00', maxPeople: 10 }]);
    await Promise.all(Array.from({ length: 5 }, () => t.app.classWindow.make()));
    const week = await api.call(member, 'GET', '/api/classes');
    expect(week.json().map((c: { date: string }) => c.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    const [made] = await t.app.db.select({ n: count() }).from(classes).where(isNotNull(classes.templateId));
    expect(made?.n).toBe(3);
    expect((await listDate('2026-11-23'))[0]).toMatchObject({
      startTime: '2026-11-23T06:00:00.000Z',
      maxPeople: 10,
    });
  });

  it('are never made by a read: listing the classes writes nothing', async () => {
    await setDay(4, [{ activityId: box.lifting, startTime: '07:00', endTime: '08:00' }]);
    clock.set('2026-11-26T09:00:00Z'); // Thursday: Friday's class is in the window, not made yet
    try {
      const [before] = await t.app.db.select({ n: count() }).from(classes);
      expect(await listDate('2026-11-27')).toEqual([]);
      const [after] = await t.app.db.select({ n: count() }).from(classes);
      expect(after?.n).toBe(before?.n);
      await t.app.classWindow.make();
      expect(await listDate('2026-11-27')).toHaveLength(1);
    } finally {
      clock.set('2026-11-23T09:00:00Z');
      await setDay(4, []);
    }
  });

  it('follow a template edit only where not made yet', async () => {
    const monday = (await api.call(trainer, 'GET', '/api/calendar/calendar/0')).json().classes[0];
    await setDay(0, [
      { id: monday.id, activityId: box.lifting, startTime: '07:30', endTime: '08:30', maxPeople: 20 },
    ]);
    expect((await listDate('2026-11-23'))[0]).toMatchObject({
      startTime: '2026-11-23T06:00:00.000Z',
      maxPeople: 10,
    });
    await newDay('2026-11-30T06:00:00Z');
    expect(await listDate('2026-11-30')).toMatchObject([
      { startTime: '2026-11-30T06:30:00.000Z', maxPeople: 20 },
    ]);
    // A deleted template leaves its classes (and their bookings) in place.
    await api.call(trainer, 'DELETE', '/api/calendar/0');
    expect(await listDate('2026-11-30')).toHaveLength(1);
  });

  it('start at the template’s wall-clock time in Madrid across the change to summer time', async () => {
    clock.set('2026-03-28T09:00:00Z'); // Saturday; summer time starts on Sunday 29 March at 02:00
    for (const day of [5, 6, 0])
      await setDay(day, [{ activityId: box.crossfit, startTime: '07:00', endTime: '08:00' }]);
    const made = (await api.call(member, 'GET', `/api/classes?activityId=${box.crossfit}`)).json();
    expect(
      made.map((c: { date: string; startTime: string; endTime: string }) => [c.date, c.startTime, c.endTime]),
    ).toEqual([
      ['2026-03-28', '2026-03-28T06:00:00.000Z', '2026-03-28T07:00:00.000Z'],
      ['2026-03-29', '2026-03-29T05:00:00.000Z', '2026-03-29T06:00:00.000Z'],
      ['2026-03-30', '2026-03-30T05:00:00.000Z', '2026-03-30T06:00:00.000Z'],
    ]);
    const [twice] = await t.app.db
      .select({ n: count() })
      .from(classes)
      .where(and(eq(classes.date, '2026-03-30'), eq(classes.activityId, box.crossfit)));
    expect(twice?.n).toBe(1);
  });
});

describe('a class at a time the spring-forward Sunday skips', () => {
  it('moves forward by the gap and keeps its length, and the listing still answers', async () => {
    await setDay(6, [
      { activityId: box.lifting, startTime: '02:30', endTime: '03:30' },
      { activityId: box.lifting, startTime: '09:00', endTime: '10:00' },
    ]);
    await newDay('2026-03-28T17:00:00Z'); // Saturday 18:00 in Madrid, Sunday's classes are listed
    try {
      const res = await api.call(member, 'GET', `/api/classes?date=2026-03-29&activityId=${box.lifting}`);
      expect(res.statusCode).toBe(200);
      const times = res.json().map((c: { startTime: string; endTime: string }) => [c.startTime, c.endTime]);
      expect(times).toEqual([
        ['2026-03-29T01:30:00.000Z', '2026-03-29T02:30:00.000Z'], // 03:30–04:30 summer time
        ['2026-03-29T07:00:00.000Z', '2026-03-29T08:00:00.000Z'],
      ]);
    } finally {
      clock.set('2026-11-23T09:00:00Z');
      await setDay(6, []);
    }
  });
});

describe('the class window follows every change', () => {
  it('makes the new days’ classes when an admin raises daysToShow', async () => {
    clock.set('2026-11-23T09:00:00Z'); // Monday: the window is Monday to Wednesday
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const {
      timeZone: _z,
      paymentPublicKey: _k,
      ...stored
    } = (await t.app.inject({ method: 'GET', url: '/api/app/config' })).json();
    const config = { ...stored, topPlanKey: 'unlimited' }; // a plan seedBox made
    await setDay(4, [{ activityId: box.lifting, startTime: '18:00', endTime: '19:00' }]);
    const startTimes = async () => (await listDate('2026-11-27')).map((c) => c.startTime);
    try {
      expect(await startTimes()).not.toContain('2026-11-27T17:00:00.000Z');
      const saved = await api.call(admin, 'PUT', '/api/app/config', { ...config, daysToShow: 7 });
      expect(saved.statusCode).toBe(200);
      expect(await startTimes()).toContain('2026-11-27T17:00:00.000Z');
    } finally {
      await api.call(admin, 'PUT', '/api/app/config', config);
      await setDay(4, []);
    }
  });
});

/** On PGlite there is one session, so the advisory lock is never refused; PostgreSQL shows the race. */
describe.skipIf(!process.env.DATABASE_URL)('a timetable change while the window is being made', () => {
  it('waits for the run in progress rather than being skipped', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      // Another process making the window holds its lock.
      await other.query('select pg_advisory_lock($1)', [CLASS_WINDOW_LOCK_ID]);
      const saving = setDay(1, [
        { activityId: box.lifting, startTime: '07:00', endTime: '08:00' },
        { activityId: box.lifting, startTime: '20:00', endTime: '21:00' },
      ]);
      await vi.waitFor(async () => {
        const waiting = await other.query(
          "select 1 from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
          [CLASS_WINDOW_LOCK_ID],
        );
        expect(waiting.rowCount).toBe(1);
      });
      await other.query('select pg_advisory_unlock($1)', [CLASS_WINDOW_LOCK_ID]);
      expect((await saving).statusCode).toBe(200);
      expect((await listDate('2026-11-24')).map((c) => c.startTime)).toContain('2026-11-24T19:00:00.000Z');
    } finally {
      await other.end();
    }
  });
});
