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
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const edit = { startTime: '20:00', endTime: '21:00', maxPeople: 12, show: true, free: false };
const put = (who: Member, classId: number, body: object) =>
  api.call(who, 'PUT', `/api/classes/${classId}`, { ...edit, ...body });
const lifting = (time: string, maxPeople = 12) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople });
const balanceOf = async (who: Member) => (await api.user(who)).credits.activity as number;

describe('editing a class already made', () => {
  it('changes its times on its date, its size, whether members see it and whether it is free', async () => {
    const classId = await lifting('20:00');
    const member = await addMember(t, { activity: 1 });
    const res = await put(trainer, classId, {
      startTime: '18:30',
      endTime: '19:45',
      maxPeople: 8,
      show: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().class).toMatchObject({
      date: TODAY,
      startTime: '2026-11-23T17:30:00.000Z',
      endTime: '2026-11-23T18:45:00.000Z',
      maxPeople: 8,
      show: false,
    });
    // Hidden: members no longer find it, nor can they book it.
    expect((await api.view(member, classId)).statusCode).toBe(404);
    expect((await api.join(member, classId)).json()).toMatchObject({ code: 'class_not_bookable' });

    await put(trainer, classId, { show: true, free: true });
    expect((await api.join(member, classId)).json()).toMatchObject({ status: 'IN' });
    expect(await balanceOf(member)).toBe(1);
  });

  it('never takes a place away: a size below the places taken is refused', async () => {
    const classId = await lifting('19:00');
    for (const member of [await addMember(t, { activity: 1 }), await addMember(t, { activity: 1 })])
      await api.join(member, classId);
    const res = await put(trainer, classId, { maxPeople: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'capacity_below_booked', params: { inCount: 2 } });
    expect((await put(trainer, classId, { maxPeople: 2 })).statusCode).toBe(200);
  });

  it('refuses a class that has started or was cancelled, and times that would have started', async () => {
    const started = await lifting('09:30');
    expect((await put(trainer, started, {})).json()).toMatchObject({ code: 'class_started' });
    const later = await lifting('21:00');
    const early = await put(trainer, later, { startTime: '08:00', endTime: '09:00' });
    expect(early.json()).toMatchObject({ code: 'validation', field: 'startTime' });
    const backwards = await put(trainer, later, { startTime: '21:00', endTime: '20:00' });
    expect(backwards.json()).toMatchObject({ code: 'validation', field: 'endTime' });
    await api.call(trainer, 'POST', `/api/classes/${later}/cancel`);
    expect((await put(trainer, later, {})).json()).toMatchObject({ code: 'class_cancelled' });
  });

  it('is for staff', async () => {
    const classId = await lifting('20:30');
    const member = await addMember(t);
    expect((await put(member, classId, {})).statusCode).toBe(403);
    expect((await put(admin, classId, {})).statusCode).toBe(200);
    expect((await put(trainer, 999_999, {})).statusCode).toBe(404);
  });
});

describe('a larger capacity', () => {
  it('moves the first waiting members who can pay into the new places, in order', async () => {
    const classId = await lifting('20:00', 1);
    const [inside, broke, first, second] = [
      await addMember(t, { activity: 1 }),
      await addMember(t),
      await addMember(t, { activity: 1 }),
      await addMember(t, { activity: 1 }),
    ];
    await api.join(inside, classId);
    for (const member of [broke, first, second])
      expect((await api.join(member, classId)).json()).toMatchObject({ status: 'WAIT' });

    const res = await put(trainer, classId, { maxPeople: 2 });
    // The member without credits is skipped and keeps waiting.
    expect(res.json().promoted).toEqual([first.id]);
    expect(res.json().class).toMatchObject({
      usersIn: [inside.id, first.id],
      usersWait: [broke.id, second.id],
    });
    expect(await balanceOf(first)).toBe(0);
    expect(await balanceOf(second)).toBe(1);
  });

  it('moves nobody in inside the cancellation window: the first to join takes the place', async () => {
    const classId = await lifting('11:30', 1);
    const [inside, waiting] = [await addMember(t, { activity: 1 }), await addMember(t, { activity: 1 })];
    await api.join(inside, classId);
    await api.join(waiting, classId);
    const res = await put(trainer, classId, { startTime: '11:30', endTime: '12:30', maxPeople: 2 });
    expect(res.json()).toMatchObject({ promoted: [], class: { usersWait: [waiting.id] } });
    expect((await api.join(waiting, classId)).json()).toMatchObject({ status: 'IN' });
  });
});
