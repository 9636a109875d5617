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
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
});
afterAll(() => t.close());

const preview = (who: Member, when: string, frequency = 'ONCE') =>
  api.call(who, 'GET', `/api/dayOff/preview?when=${when}&frequency=${frequency}`);

describe('the warning before a day off', () => {
  it('lists the classes it would cancel with who is in or waiting, and changes nothing', async () => {
    const booked = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-25',
      time: '19:00',
      maxPeople: 1,
    });
    const empty = await addClass(t, { activityId: box.openBox, date: '2026-11-25', time: '10:00' });
    await addClass(t, { activityId: box.lifting, date: '2026-11-26', time: '19:00' });
    const [inside, waiting] = [await addMember(t, { activity: 1 }), await addMember(t, { activity: 1 })];
    await api.join(trainer, booked, inside.id);
    await api.join(trainer, booked, waiting.id);

    const res = await preview(trainer, '2026-11-25');
    expect(res.statusCode).toBe(200);
    expect(res.json().classes).toEqual([
      expect.objectContaining({ id: empty, date: '2026-11-25', usersIn: 0, usersWait: 0 }),
      expect.objectContaining({ id: booked, usersIn: 1, usersWait: 1 }),
    ]);
    // A yearly day off on the same day and month finds the same classes.
    expect((await preview(trainer, '2031-11-25', 'RECURRENT')).json().classes).toHaveLength(2);
    expect((await preview(trainer, '2031-11-25')).json().classes).toEqual([]);
    expect((await api.view(trainer, booked)).json()).toMatchObject({
      cancelled: false,
      usersIn: [inside.id],
    });
  });

  it('is for staff, and names a bad date', async () => {
    expect((await preview(await addMember(t), '2026-11-25')).statusCode).toBe(403);
    expect((await preview(trainer, '2026-02-30')).json()).toMatchObject({
      code: 'validation',
      field: 'when',
    });
  });
});

describe("the week's attendance", () => {
  it('counts per day the places offered and taken, who came, who did not, and who waits', async () => {
    const morning = await addClass(t, {
      activityId: box.crossfit,
      date: '2026-11-23',
      time: '07:00',
      maxPeople: 2,
    });
    const evening = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '21:00',
      maxPeople: 1,
    });
    const cancelled = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '22:00' });
    const [came, skipped, late, waiting] = [
      await addMember(t, { activity: 1 }),
      await addMember(t, { activity: 1 }),
      await addMember(t, { activity: 1 }),
      await addMember(t, { activity: 1 }),
    ];
    await api.join(trainer, morning, came.id);
    await api.join(trainer, morning, skipped.id);
    const [cameEntry] = (await api.classUsers(trainer, morning)).filter((cu) => cu.user.id === came.id);
    await api.call(trainer, 'PUT', `/api/classes/${morning}/classUsers/${cameEntry?.id}`, {
      validated: true,
    });
    await api.join(late, evening);
    await api.join(waiting, evening);
    await api.call(trainer, 'POST', `/api/classes/${cancelled}/cancel`);

    const res = await api.call(trainer, 'GET', '/api/classes/attendance?date=2026-11-25');
    expect(res.statusCode).toBe(200);
    const week = res.json();
    expect(week).toMatchObject({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toEqual({
      date: '2026-11-23',
      classes: 2,
      places: 3,
      booked: 3,
      attended: 1,
      noShows: 1,
      waiting: 1,
    });
    expect(
      (await api.call(await addMember(t), 'GET', '/api/classes/attendance?date=2026-11-25')).statusCode,
    ).toBe(403);
  });
});
