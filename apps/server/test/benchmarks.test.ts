import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, openTrainingBox, type Person, type TrainingBox } from './wod-support';

let box: TrainingBox;
let fran: { id: number; score: string; descriptionCa: string };
let grace: { id: number };

beforeAll(async () => {
  box = await openTrainingBox();
  const library = (await box.call(box.member, 'GET', '/api/benchmarks')).json();
  fran = library.find((b: { nameEs: string }) => b.nameEs === 'Fran');
  grace = library.find((b: { nameEs: string }) => b.nameEs === 'Grace');
});
afterAll(() => box.t.close());

const input = (extra: object = {}) => ({
  nameCa: 'La Bèstia',
  nameEs: 'La Bestia',
  descriptionCa: '5 rondes per temps:\n10 burpees',
  descriptionEs: '5 rondas por tiempo:\n10 burpees',
  category: 'BOX',
  score: 'time',
  ...extra,
});

/** Programs a WOD on `when` whose block b is the benchmark; answers the block's id. */
async function programme(when: string, benchmarkId: number, extra: object = {}) {
  const wod = (
    await box.call(box.trainer, 'POST', '/api/wod', {
      when,
      wbs: [block('Fuerza'), block('Benchmark', { benchmarkId, score: 'reps', ...extra })],
    })
  ).json();
  return { wodId: wod.id as number, blockId: wod.wbs[1].id as string, wod };
}

const logTime = (who: Person, at: { wodId: number; blockId: string }, seconds: number, division = 'RX') =>
  box.call(who, 'POST', '/api/scores', {
    ...at,
    userId: who.id,
    division,
    result: { kind: 'time', seconds },
    note: '',
  });
const history = async (who: Person, benchmarkId = fran.id, user?: number) =>
  box.call(who, 'GET', `/api/benchmarks/${benchmarkId}/history${user ? `?user=${user}` : ''}`);

describe('the library', () => {
  it('comes with the Girls, the Heroes and past Open workouts, in Catalan and Spanish', async () => {
    const library = (await box.call(box.member, 'GET', '/api/benchmarks')).json();
    const names = library.map((b: { nameEs: string }) => b.nameEs);
    for (const name of ['Fran', 'Grace', 'Helen', 'Cindy', 'Murph', 'DT', 'Open 23.1', 'Open 24.1'])
      expect(names).toContain(name);
    expect(fran).toMatchObject({ score: 'time', category: 'GIRL' });
    expect(fran.descriptionCa).toContain('Dominades');
    expect(library.find((b: { nameEs: string }) => b.nameEs === 'Cindy').score).toBe('rounds_reps');
  });

  it('staff add, change and delete a benchmark; members may not', async () => {
    expect((await box.call(box.member, 'POST', '/api/benchmarks', input())).statusCode).toBe(403);
    const made = await box.call(box.trainer, 'POST', '/api/benchmarks', input());
    expect(made.statusCode).toBe(200);
    const id = made.json().id;
    const changed = await box.call(box.trainer, 'PUT', `/api/benchmarks/${id}`, input({ score: 'reps' }));
    expect(changed.json()).toMatchObject({ id, score: 'reps', nameCa: 'La Bèstia' });
    expect((await box.call(box.admin, 'DELETE', `/api/benchmarks/${id}`)).statusCode).toBe(204);
    expect((await box.call(box.admin, 'GET', `/api/benchmarks/${id}`)).json().code).toBe('not_found');
  });

  it('refuses a taken name, an empty one, a line too long for a block and an unknown score', async () => {
    expect(
      (await box.call(box.trainer, 'POST', '/api/benchmarks', input({ nameEs: 'Fran' }))).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'benchmark_exists',
    });
    for (const bad of [
      { nameCa: '  ' },
      { descriptionEs: 'x'.repeat(201) },
      { score: 'calories' },
      { category: 'X' },
    ]) {
      const answer = await box.call(box.trainer, 'POST', '/api/benchmarks', input(bad));
      expect(answer.json()).toMatchObject({ statusCode: 400, code: 'validation' });
    }
    const library = (await box.call(box.member, 'GET', '/api/benchmarks')).json();
    expect(library.some((b: { nameEs: string }) => b.nameEs === 'La Bestia')).toBe(false);
  });
});

describe('a WOD block linked to a benchmark', () => {
  it('is scored as the benchmark is, and an unknown benchmark is refused', async () => {
    const { wod } = await programme('2026-09-01', fran.id);
    expect(wod.wbs[1]).toMatchObject({ benchmarkId: fran.id, score: 'time' });
    const unknown = await box.call(box.trainer, 'POST', '/api/wod', {
      when: '2026-09-02',
      wbs: [block('WOD', { benchmarkId: 999_999, score: 'time' })],
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'not_found', field: 'wbs' });
  });

  it("shows the member's previous results, newest first, their best, and marks a new best", async () => {
    const first = await programme('2026-10-01', fran.id);
    const second = await programme('2026-11-02', fran.id);
    const third = await programme('2026-11-23', fran.id);
    expect((await logTime(box.member, first, 330)).json()).toMatchObject({ benchmarkId: fran.id });
    await logTime(box.member, second, 360);
    const before = (await history(box.member)).json();
    expect(before.results.map((r: { when: string; pr: boolean }) => [r.when, r.pr])).toEqual([
      ['2026-11-02', false],
      ['2026-10-01', false],
    ]);
    expect(before.bestScoreId).toBe(before.results[1].scoreId);

    const faster = (await logTime(box.member, third, 299)).json();
    const after = (await history(box.member)).json();
    expect(after.results[0]).toMatchObject({
      scoreId: faster.id,
      when: '2026-11-23',
      pr: true,
      division: 'RX',
    });
    expect(after.bestScoreId).toBe(faster.id);
    const mine = (await box.call(box.member, 'GET', '/api/benchmarks/records')).json();
    expect(mine[0]).toMatchObject({
      scoreId: faster.id,
      benchmark: { id: fran.id, nameCa: 'Fran' },
      result: { kind: 'time', seconds: 299 },
      previous: { division: 'RX', result: { kind: 'time', seconds: 330 } },
    });
  });

  it('a Scaled result, however fast, does not beat an Rx best', async () => {
    const a = await programme('2026-08-03', grace.id);
    const b = await programme('2026-08-10', grace.id);
    const c = await programme('2026-08-17', grace.id);
    await logTime(box.other, a, 240);
    await logTime(box.other, b, 120, 'SCALED');
    await logTime(box.other, c, 230);
    const seen = (await history(box.other, grace.id)).json();
    expect(seen.results.map((r: { pr: boolean }) => r.pr)).toEqual([true, false, false]);
    expect(seen.results.find((r: { scoreId: number }) => r.scoreId === seen.bestScoreId).result.seconds).toBe(
      230,
    );
  });

  it('unlinking a block takes its scores out of the benchmark; a benchmark with results is kept', async () => {
    const at = await programme('2026-07-01', grace.id);
    const score = (await logTime(box.member, at, 500)).json();
    expect((await box.call(box.trainer, 'DELETE', `/api/benchmarks/${grace.id}`)).json()).toMatchObject({
      statusCode: 409,
      code: 'benchmark_in_use',
    });
    const wod = (await box.call(box.trainer, 'GET', `/api/wod/${at.wodId}`)).json();
    wod.wbs[1].benchmarkId = null;
    await box.call(box.trainer, 'PUT', `/api/wod/${at.wodId}`, { when: wod.when, wbs: wod.wbs });
    const seen = (await history(box.member, grace.id)).json();
    expect(seen.results.some((r: { scoreId: number }) => r.scoreId === score.id)).toBe(false);
  });
});

describe('who sees which records', () => {
  it("a member reads only their own history and records; staff read anyone's", async () => {
    expect((await history(box.other, fran.id, box.member.id)).statusCode).toBe(403);
    expect(
      (await box.call(box.other, 'GET', `/api/benchmarks/records?user=${box.member.id}`)).statusCode,
    ).toBe(403);
    expect((await history(box.trainer, fran.id, box.member.id)).json().results.length).toBeGreaterThan(0);
  });

  it("the box's feed shows only the records of members on the whiteboard, named as there", async () => {
    const boxFeed = async () => (await box.call(box.other, 'GET', '/api/benchmarks/records/box')).json();
    expect((await boxFeed()).some((e: { user: { id: number } }) => e.user.id === box.member.id)).toBe(false);
    await box.call(box.member, 'PUT', `/api/scores/settings/${box.member.id}`, { showOnWhiteboard: true });
    const shown = (await boxFeed()).find((e: { user: { id: number } }) => e.user.id === box.member.id);
    expect(shown.user.name).toMatch(/^Laia\d+ P\.$/);
    expect(shown.benchmark.nameEs).toBe('Fran');
    await box.call(box.member, 'PUT', `/api/scores/settings/${box.member.id}`, { showOnWhiteboard: false });
    expect((await boxFeed()).some((e: { user: { id: number } }) => e.user.id === box.member.id)).toBe(false);
  });
});
