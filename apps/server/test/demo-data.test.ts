import { addDaysTo } from '@boxbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type SignedIn, signIn, type TestApp } from './test-app';

/** What `npm start` shows a new user: the demo box (src/demo), seeded on Monday 23 November 2026. */
let t: TestApp;
let member: SignedIn;
let trainer: SignedIn;
const TODAY = '2026-11-23';

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  member = await signIn(t.app, ...DEMO.member);
  trainer = await signIn(t.app, ...DEMO.trainer);
});
afterAll(() => t.close());

const get = async (who: SignedIn, url: string) => {
  const res = await t.app.inject({ url, headers: who.headers });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('the demo box', () => {
  it('runs an Open, named and described in Catalan and Spanish, with a board of judged scores', async () => {
    const events = (await get(member, '/api/openEvents')) as {
      id: number;
      nameCa: string;
      nameEs: string;
      startsOn: string;
      endsOn: string;
      registrationOpen: boolean;
      workouts: { nameCa: string; descriptionCa: string; descriptionEs: string; scoringOpen: boolean }[];
    }[];
    const running = events.filter((e) => e.startsOn <= TODAY && TODAY <= e.endsOn);
    expect(running).toHaveLength(1);
    const [open] = running;
    if (!open) return;
    expect(open.nameCa).not.toBe(open.nameEs);
    expect(open.registrationOpen).toBe(true);
    expect(open.workouts.length).toBeGreaterThanOrEqual(2);
    for (const workout of open.workouts) {
      expect(workout.descriptionCa).not.toBe('');
      expect(workout.descriptionEs).not.toBe(workout.descriptionCa);
    }
    expect(open.workouts.some((w) => w.scoringOpen)).toBe(true);

    // The member is not in it yet: the registration is theirs to try.
    expect((await get(member, `/api/openEvents/${open.id}/me`)).entry).toBeNull();
    const board = await get(member, `/api/openEvents/${open.id}/leaderboard`);
    expect(board.rows.length).toBeGreaterThanOrEqual(3);
    expect(board.rows[0].placings[0]).toMatchObject({ rank: 1, result: expect.anything() });
    // And a trainer has scores to judge.
    expect((await get(trainer, `/api/openEvents/${open.id}/pending`)).length).toBeGreaterThanOrEqual(1);
  });

  it("programmes a benchmark in the week's workouts, so a member's score there counts for it", async () => {
    const library = (await get(member, '/api/benchmarks')) as { id: number; nameEs: string }[];
    const blocks = [];
    for (let offset = -3; offset <= 3; offset++) {
      const day = addDaysTo(TODAY, offset);
      const wod = await get(trainer, `/api/wod/findByWhen/${Date.parse(`${day}T12:00:00Z`)}`);
      blocks.push(...(wod?.wbs ?? []));
    }
    const linked = blocks.filter((b: { benchmarkId?: number | null }) => b.benchmarkId);
    expect(linked.length).toBeGreaterThanOrEqual(1);
    const names = linked.map(
      (b: { benchmarkId: number }) => library.find((l) => l.id === b.benchmarkId)?.nameEs,
    );
    expect(names).toContain('Fran');
  });
});
