import { createHash } from 'node:crypto';
import { drawOrder } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  classes,
  classTemplates,
  classUsers,
  drawEntries,
  settings,
  standingBookings,
  standingBookingTakes,
} from '../src/infra/db/schema';
import { addMembers, brokenInvariants } from './booking-rush-support';
import { addClass, addMember, at, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, createTwinApp, fixedClock, type TestApp } from './test-app';

/**
 * The booking draw (docs/product.md, The booking draw). A class of Tuesday 24 opens on Monday 23
 * at 17:00 (bookFutureClassStartHour); with the draw on, the joins of its first 60 seconds are
 * collected and drawn at 17:01.
 */
const DAY = '2026-11-24';
const OPENS = at('2026-11-23', '17:00');
const secondsAfterOpening = (s: number) => new Date(OPENS.getTime() + s * 1000).toISOString();
const serverUrl = process.env.DATABASE_URL;

const clock = fixedClock(secondsAfterOpening(-3600));
let t: TestApp;
let box: Box;
const api = () => bookingApi(t);

async function turnDrawOn(app: TestApp) {
  for (const [key, value] of [
    ['drawEnabled', true],
    ['drawWindowSeconds', 60],
  ] as const)
    await app.app.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  app.app.boxSettings.invalidate();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  await turnDrawOn(t);
});
afterAll(() => t?.close());
beforeEach(() => clock.set(secondsAfterOpening(-3600)));

const newClass = (maxPeople: number, activityId = box.lifting, time = '19:00') =>
  addClass(t, { activityId, date: DAY, time, maxPeople });
const drawOf = async (who: Member, classId: number) =>
  (await api().call(who, 'GET', `/api/classes/${classId}/draw`)).json();
const placesOf = async (classId: number) =>
  t.app.db.select().from(classUsers).where(eq(classUsers.classId, classId)).orderBy(classUsers.id);

describe('the booking draw', () => {
  it('publishes the seed’s hash before the window, and counts nothing asked before the opening', async () => {
    const classId = await newClass(3);
    const member = await addMember(t, { activity: 2 });
    await t.app.draws.run();
    const before = await drawOf(member, classId);
    expect(before).toMatchObject({ classId, seed: null, result: null, entrantCount: 0, drawnAt: null });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);

    clock.set(secondsAfterOpening(-1));
    const early = await api().join(member, classId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'class_not_bookable', params: { block: 'not_open_yet' } });
    expect(await t.app.db.select().from(drawEntries).where(eq(drawEntries.classId, classId))).toEqual([]);

    clock.set(secondsAfterOpening(61));
    await t.app.draws.run();
    const after = await drawOf(member, classId);
    expect(after.result.entrants).toEqual([]);
    expect(createHash('sha256').update(Buffer.from(after.seed, 'hex')).digest('hex')).toBe(before.seedHash);
  });

  it('says "in the draw" at once, counts a member asking twice once, and lets them leave it', async () => {
    const classId = await newClass(3);
    const [stays, leaves] = [await addMember(t, { activity: 2 }), await addMember(t, { activity: 2 })];
    clock.set(secondsAfterOpening(0));
    const first = await api().join(stays, classId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'DRAW', class: { me: { status: 'DRAW' }, usersIn: [] } });
    clock.set(secondsAfterOpening(5));
    expect((await api().join(stays, classId)).json().status).toBe('DRAW');
    expect((await api().join(leaves, classId)).json().status).toBe('DRAW');
    const left = await api().leave(leaves, classId);
    expect(left.statusCode).toBe(200);
    expect(left.json().me).toBeNull();
    expect((await api().view(stays, classId)).json().draw.entrants).toEqual([stays.id]);
    // Another class's draw holds its own entrants only.
    const other = await newClass(3, box.lifting, '21:00');
    await t.app.draws.run(); // commits its seed
    expect((await api().view(stays, other)).json()).toMatchObject({ draw: { entrants: [] }, me: null });
    expect((await drawOf(stays, classId)).entrantCount).toBe(1);

    clock.set(secondsAfterOpening(60));
    await t.app.draws.run();
    const draw = await drawOf(stays, classId);
    expect(draw.result.entrants).toEqual([{ userId: stays.id, standing: false }]);
    expect((await placesOf(classId)).map((p) => [p.userId, p.status])).toEqual([[stays.id, 'IN']]);
    expect((await api().view(stays, classId)).json()).toMatchObject({ me: { status: 'IN' }, draw: null });
  });

  it('takes a guardian’s join for their child as the child’s entry, not a place served at once', async () => {
    const classId = await newClass(3);
    const guardian = await addMember(t, { activity: 2 });
    const added = await api().call(guardian, 'POST', `/api/users/${guardian.id}/dependents`, {
      name: 'Pau',
      surname: 'Vidal',
      birth: '2015-03-01',
      consent: true,
    });
    expect(added.statusCode).toBe(201);
    const child: Member = { id: added.json().id, roles: ['USER'] };
    clock.set(secondsAfterOpening(2));
    const entered = await api().join(guardian, classId, child.id);
    expect(entered.json()).toMatchObject({ status: 'DRAW' });
    expect((await placesOf(classId)).length).toBe(0);
    expect((await api().view(guardian, classId)).json().draw.entrants).toEqual([child.id]);
    clock.set(secondsAfterOpening(60));
    await t.app.draws.run();
    // The child has no credit of their own: drawn, then skipped for it, as any entrant would be.
    expect((await drawOf(guardian, classId)).result.entrants).toEqual([
      { userId: child.id, standing: false },
    ]);
  });

  it('gives the places in the order anyone recomputes from the revealed seed, the rest wait in that order', async () => {
    const classId = await newClass(4);
    const members = await Promise.all(Array.from({ length: 10 }, () => addMember(t, { activity: 2 })));
    clock.set(secondsAfterOpening(10));
    for (const m of members) expect((await api().join(m, classId)).json().status).toBe('DRAW');
    clock.set(secondsAfterOpening(60));
    expect(await t.app.draws.run()).toBe(1);
    const draw = await drawOf(members[0] as Member, classId);
    const order = drawOrder(
      draw.seed,
      members.map((m) => ({ userId: m.id, standing: false })),
    );
    expect(draw.result.order).toEqual(order);
    const places = await placesOf(classId);
    expect(places.filter((p) => p.status === 'IN').map((p) => p.userId)).toEqual(order.slice(0, 4));
    expect(places.filter((p) => p.status === 'WAIT').map((p) => p.userId)).toEqual(order.slice(4));
    expect(await brokenInvariants(t, classId, members, 2)).toEqual([]);
    // A second look finds it drawn: once only.
    expect(await t.app.draws.run()).toBe(0);
  });

  it('holds the booking rules: no credit and one class a day are refused and skipped, with their reason', async () => {
    const classId = await newClass(5, box.crossfit, '19:00');
    const otherCrossfit = await addClass(t, { activityId: box.crossfit, date: DAY, time: '08:00' });
    const broke = await addMember(t, { activity: 0 });
    const booked = await addMember(t, { activity: 2 });
    const fine = await addMember(t, { activity: 2 });
    clock.set(secondsAfterOpening(-30));
    const staff = await addMember(t, { roles: ['USER', 'TRAINER'] });
    await api().add(staff, otherCrossfit, booked.id, { free: false });
    clock.set(secondsAfterOpening(1));
    for (const m of [broke, booked, fine]) expect((await api().join(m, classId)).json().status).toBe('DRAW');
    clock.set(secondsAfterOpening(61));
    await t.app.draws.run();
    const { result } = await drawOf(fine, classId);
    const outcome = (m: Member) => result.outcomes.find((o: { userId: number }) => o.userId === m.id);
    expect(outcome(broke)).toEqual({ userId: broke.id, status: 'REFUSED', code: 'no_credits' });
    expect(outcome(booked)).toEqual({ userId: booked.id, status: 'REFUSED', code: 'single_book' });
    expect(outcome(fine)).toEqual({ userId: fine.id, status: 'IN', code: null });
    expect((await placesOf(classId)).map((p) => p.userId)).toEqual([fine.id]);
  });

  it('serves standing-booking holders first, and records their week as taken', async () => {
    const [template] = await t.app.db
      .insert(classTemplates)
      .values({ activityId: box.lifting, day: 1, startTime: '07:00', endTime: '08:00', maxPeople: 1 })
      .returning();
    const classId = await addClass(t, { activityId: box.lifting, date: DAY, time: '07:00', maxPeople: 1 });
    await t.app.db
      .update(classes)
      .set({ templateId: template?.id ?? 0 })
      .where(eq(classes.id, classId));
    const holder = await addMember(t, { activity: 2 });
    const [standing] = await t.app.db
      .insert(standingBookings)
      .values({ userId: holder.id, templateId: template?.id ?? 0 })
      .returning();
    const crowd = await Promise.all(Array.from({ length: 8 }, () => addMember(t, { activity: 2 })));
    clock.set(secondsAfterOpening(0));
    await t.app.standingBookings.run(); // the standing job leaves the class to its draw
    for (const m of crowd) await api().join(m, classId);
    clock.set(secondsAfterOpening(60));
    await t.app.draws.run();
    const places = await placesOf(classId);
    expect(places.find((p) => p.status === 'IN')?.userId).toBe(holder.id);
    const takes = await t.app.db
      .select()
      .from(standingBookingTakes)
      .where(eq(standingBookingTakes.standingBookingId, standing?.id ?? 0));
    expect(takes.map((take) => take.outcome)).toEqual(['IN']);
    await t.app.standingBookings.run();
    expect(await t.app.db.select().from(standingBookingTakes)).toHaveLength(1);
  });

  it('runs a draw whose window ended before a later join is served, so nobody overtakes it', async () => {
    const classId = await newClass(1);
    const [entered, late] = [await addMember(t, { activity: 2 }), await addMember(t, { activity: 2 })];
    clock.set(secondsAfterOpening(30));
    await api().join(entered, classId);
    clock.set(secondsAfterOpening(60.2)); // before the job's next look
    const served = await api().join(late, classId);
    expect(served.json().status).toBe('WAIT');
    expect((await placesOf(classId)).map((p) => [p.userId, p.status])).toEqual([
      [entered.id, 'IN'],
      [late.id, 'WAIT'],
    ]);
  });
});

describe('a rush of 1,000 joins in the draw’s first second', () => {
  let twin: TestApp | null = null;
  beforeAll(async () => {
    // On PostgreSQL the rush comes through two app instances with pools of their own, as two server processes.
    if (serverUrl) twin = await createTwinApp(t, { clock });
  });
  afterAll(() => twin?.close());

  it('collects each member once, then never puts more than maxPeople IN, once across processes', async () => {
    const PLACES = 12;
    const classId = await newClass(PLACES);
    const members = await addMembers(t, 1000, 2);
    const apis = [bookingApi(t), bookingApi(twin ?? t)];
    clock.set(secondsAfterOpening(0.5));
    // In waves of 200 at once (as booking-races.test.ts), so that a loaded machine's pools answer in
    // time; the clock stands still within the first second. bench/draw-rush.mjs sends all 1,000 at once.
    const answers = [];
    for (let wave = 0; wave < members.length; wave += 200)
      answers.push(
        ...(await Promise.all(
          members.slice(wave, wave + 200).map((m, i) => (apis[i % 2] ?? api()).join(m, classId)),
        )),
      );
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(new Set(answers.map((r) => r.json().status))).toEqual(new Set(['DRAW']));
    clock.set(secondsAfterOpening(60));
    const ran = await Promise.all([t.app.draws.run(), (twin ?? t).app.draws.run()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    const places = await placesOf(classId);
    expect(places.filter((p) => p.status === 'IN')).toHaveLength(PLACES);
    expect(places).toHaveLength(1000);
    expect(await brokenInvariants(t, classId, members, 2)).toEqual([]);
  }, 120_000);
});
