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
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  admin = await addMember(t, { name: 'Marta', surname: 'Admin', roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const adjust = (who: Member, member: Member, body: object) =>
  api.call(who, 'POST', `/api/users/${member.id}/credits/adjustments`, body);
const ledger = async (member: Member, page = 0) =>
  (await api.call(admin, 'GET', `/api/users/${member.id}/ledger?page=${page}`)).json();

describe("an admin's credit adjustment", () => {
  it('adds bought credits with the reason, kept in the ledger and in the audit log', async () => {
    const member = await addMember(t, { activity: 1 });
    const res = await adjust(admin, member, {
      kind: 'ACTIVITY',
      delta: 2,
      note: '  Classe de prova regalada  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().credits).toEqual({ activity: 3, open: 0 });

    const page = await ledger(member);
    expect(page).toMatchObject({ totalElements: 2, number: 0, balance: { activity: 3, open: 0 } });
    expect(page.content[0]).toMatchObject({
      kind: 'ACTIVITY',
      delta: 2,
      reason: 'ADJUSTMENT',
      note: 'Classe de prova regalada',
      by: { id: admin.id, name: 'Marta Admin' },
    });
    expect(page.content[1]).toMatchObject({ reason: 'PURCHASE', delta: 1, note: null, by: null });

    const audit = (await api.call(admin, 'GET', `/api/audit?userId=${member.id}`)).json();
    expect(audit.content[0]).toMatchObject({
      action: 'credits.adjust',
      before: { activity: 1, open: 0 },
      after: { activity: 3, open: 0, note: 'Classe de prova regalada' },
    });
  });

  it('takes credits back but never below zero, and always asks why', async () => {
    const member = await addMember(t, { open: 1 });
    const tooMany = await adjust(admin, member, { kind: 'OPEN', delta: -2, note: 'error de càrrega' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'balance_negative', params: { balance: 1 } });
    const noReason = await adjust(admin, member, { kind: 'OPEN', delta: -1, note: '  ' });
    expect(noReason.json()).toMatchObject({ statusCode: 400, field: 'note' });
    const zero = await adjust(admin, member, { kind: 'OPEN', delta: 0, note: 'res a fer' });
    expect(zero.json()).toMatchObject({ statusCode: 400, field: 'delta' });
    expect(
      (await adjust(admin, member, { kind: 'OPEN', delta: -1, note: 'error de càrrega' })).json().credits,
    ).toEqual({
      activity: 0,
      open: 0,
    });
    expect((await ledger(member)).totalElements).toBe(2);
  });

  it('is for admins only', async () => {
    const member = await addMember(t);
    expect((await adjust(trainer, member, { kind: 'ACTIVITY', delta: 1, note: 'prova' })).statusCode).toBe(
      403,
    );
    expect((await adjust(member, member, { kind: 'ACTIVITY', delta: 1, note: 'prova' })).statusCode).toBe(
      403,
    );
    expect((await api.call(trainer, 'GET', `/api/users/${member.id}/ledger`)).statusCode).toBe(403);
    expect((await api.call(admin, 'GET', '/api/users/999999/ledger')).statusCode).toBe(404);
  });
});

describe("the ledger's pages", () => {
  it('holds 50 moves a page, newest first', async () => {
    const member = await addMember(t);
    for (let i = 1; i <= 52; i++)
      await adjust(admin, member, { kind: 'OPEN', delta: 1, note: `moviment ${i}` });
    const [first, second] = [await ledger(member), await ledger(member, 1)];
    expect(first).toMatchObject({ totalElements: 52, totalPages: 2, number: 0 });
    expect(first.content).toHaveLength(50);
    expect(first.content[0].note).toBe('moviment 52');
    expect(second.content.map((m: { note: string }) => m.note)).toEqual(['moviment 2', 'moviment 1']);
  });
});

describe("a member's bookings and attendance", () => {
  it('lists places latest first and counts attended, no-shows, coming and waiting', async () => {
    const member = await addMember(t, { activity: 5 });
    const [attended, missed, coming, full] = [
      await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '07:00' }),
      await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '08:00' }),
      await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '20:00' }),
      await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '21:00', maxPeople: 1 }),
    ];
    for (const classId of [attended, missed, coming]) await api.join(trainer, classId, member.id);
    await api.join(await addMember(t, { activity: 1 }), full);
    await api.join(member, full);
    const [entry] = await api.classUsers(trainer, attended);
    await api.call(trainer, 'PUT', `/api/classes/${attended}/classUsers/${entry?.id}`, { validated: true });

    const res = await api.call(admin, 'GET', `/api/users/${member.id}/bookings`);
    expect(res.statusCode).toBe(200);
    const { attendance, bookings } = res.json();
    expect(attendance).toEqual({
      attended: 1,
      noShows: 1,
      upcoming: 1,
      waiting: 1,
      lastAttended: '2026-11-23',
    });
    expect(bookings.content.map((b: { classId: number }) => b.classId)).toEqual([
      full,
      coming,
      missed,
      attended,
    ]);
    expect(bookings.content[2]).toMatchObject({ status: 'IN', validated: false, noShow: true });
    expect((await api.call(member, 'GET', `/api/users/${member.id}/bookings`)).statusCode).toBe(403);
  });
});

describe("a member's own credit history", () => {
  const read = (who: Member, member: Member) => api.call(who, 'GET', `/api/users/${member.id}/ledger`);

  it('is theirs to read, an admin may read anyone’s, another member or a trainer may not', async () => {
    const member = await addMember(t, { activity: 1 });
    const other = await addMember(t, { activity: 1 });
    const own = await read(member, member);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ totalElements: 1, content: [{ reason: 'PURCHASE', delta: 1 }] });
    expect((await read(other, member)).statusCode).toBe(403);
    expect((await read(trainer, member)).statusCode).toBe(403);
    expect((await read(admin, member)).statusCode).toBe(200);
  });

  it('tells a credit lost to a late cancellation from one given back in time', async () => {
    // Madrid is at 10:00 and the cancellation limit is 120 minutes: 11:30 is late, 20:00 is not.
    const late = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '11:30',
      maxPeople: 5,
    });
    const inTime = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '20:00',
      maxPeople: 5,
    });
    const member = await addMember(t, { activity: 2 });
    await api.join(member, late);
    await api.join(member, inTime);
    await api.leave(member, late, member.id, true);
    await api.leave(member, inTime);
    const moves = (await read(member, member)).json().content;
    expect(
      moves.map((m: { reason: string; delta: number; lost: boolean }) => [m.reason, m.delta, m.lost]),
    ).toEqual([
      ['REFUND', 1, false],
      ['BOOKING', -1, false],
      ['BOOKING', -1, true],
      ['PURCHASE', 2, false],
    ]);
  });
});
