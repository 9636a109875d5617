import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/infra/db/schema';
import { addMembers, brokenInvariants } from './booking-rush-support';
import { addClass, type Box, bookingApi, headersOf, type Member, seedBox } from './booking-support';
import type { TestApp } from './test-app';
import { createTestApp } from './test-app';

// On PostgreSQL the real rush: 200 phones at 17:00 for a class of 12. PGlite runs one
// transaction at a time, so a smaller crowd proves the same rules there.
const CROWD = process.env.DATABASE_URL ? 200 : 40;
const PLACES = 12;
const CREDITS = 2;

let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let members: Member[];
let classId: number;
let trainer: Member;

beforeAll(async () => {
  t = await createTestApp(); // Monday 10:00 in Madrid: a 20:00 class is outside the cancellation window
  box = await seedBox(t);
  api = bookingApi(t);
  members = await addMembers(t, CROWD, CREDITS);
  trainer = { id: members[0]?.id ?? 0, roles: ['USER', 'TRAINER'] };
  await t.app.db.update(users).set({ roles: trainer.roles }).where(eq(users.id, trainer.id));
  classId = await addClass(t, {
    activityId: box.lifting,
    date: '2026-11-23',
    time: '20:00',
    maxPeople: PLACES,
  });
});
afterAll(() => t.close());

/** Every member's token first, so the requests leave together. */
const tokens = async (who: Member[]) => Promise.all(who.map((m) => headersOf(t.app, m)));
const join = (headers: { authorization: string }, userId: number) =>
  t.app.inject({ method: 'POST', url: `/api/classes/${classId}/join`, payload: { userId }, headers });
const leave = (headers: { authorization: string }, userId: number) =>
  t.app.inject({ method: 'POST', url: `/api/classes/${classId}/leave`, payload: { userId }, headers });

async function waitingPositions(): Promise<number[]> {
  const people = await api.classUsers(trainer, classId);
  const waiting = people.filter((p) => p.status === 'WAIT');
  const byUser = new Map(members.map((m) => [m.id, m]));
  const views = await Promise.all(
    waiting.map(async (p) => (await api.view(byUser.get(p.user.id) ?? trainer, classId)).json()),
  );
  return views.map((view) => view.me.position as number);
}

describe(`a rush of ${CROWD} members on one class of ${PLACES}`, () => {
  it('gives exactly the places there are and queues everyone else in the order accepted', async () => {
    const headers = await tokens(members);
    const answers = await Promise.all(members.map((m, i) => join(headers[i] ?? { authorization: '' }, m.id)));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const bodies = answers.map((a) => a.json() as { id: number; status: 'IN' | 'WAIT' });
    expect(bodies.filter((b) => b.status === 'IN')).toHaveLength(PLACES);
    // The first PLACES accepted (lowest entry ids, taken under the class lock) are the ones IN.
    const accepted = [...bodies].sort((a, b) => a.id - b.id);
    expect(accepted.slice(0, PLACES).every((b) => b.status === 'IN')).toBe(true);
    expect(await brokenInvariants(t, classId, members, CREDITS)).toEqual([]);
    const positions = await waitingPositions();
    expect([...positions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: CROWD - PLACES }, (_, i) => i + 1),
    );
  });

  it('keeps every rule while some leave and re-join at the same time', async () => {
    const people = await api.classUsers(trainer, classId);
    const placed = people.filter((p) => p.status === 'IN').map((p) => p.user.id);
    const waiting = people.filter((p) => p.status === 'WAIT').map((p) => p.user.id);
    const rejoining = [...placed.slice(0, 4), ...waiting.slice(3, 11)];
    const leaving = waiting.slice(11, 15);
    const all = [...rejoining, ...leaving];
    const headers = new Map(
      (await tokens(all.map((id) => ({ id, roles: ['USER'] })))).map((h, i) => [all[i] ?? 0, h]),
    );
    const auth = (id: number) => headers.get(id) ?? { authorization: '' };
    const results = await Promise.all([
      ...rejoining.map(async (id) => [await leave(auth(id), id), await join(auth(id), id)]),
      ...leaving.map(async (id) => [await leave(auth(id), id)]),
    ]);
    expect(
      results
        .flat()
        .map((r) => r.statusCode)
        .filter((s) => s !== 200),
    ).toEqual([]);

    expect(await brokenInvariants(t, classId, members, CREDITS)).toEqual([]);
    const after = await api.classUsers(trainer, classId);
    expect(after.filter((p) => p.status === 'IN')).toHaveLength(PLACES);
    expect(after).toHaveLength(CROWD - leaving.length);
    const positions = await waitingPositions();
    expect([...positions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: CROWD - leaving.length - PLACES }, (_, i) => i + 1),
    );
    // Those who left a place and came back queue at the end.
    expect(
      after
        .slice(-rejoining.length)
        .map((p) => p.user.id)
        .sort(),
    ).toEqual([...rejoining].sort());
  });
});
