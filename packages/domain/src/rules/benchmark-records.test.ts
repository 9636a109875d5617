import { describe, expect, it } from 'vitest';
import type { ScoreResult } from '../schemas/score';
import { bestScoreOf, markRecords } from './benchmark-records';

const time = (seconds: number): ScoreResult => ({ kind: 'time', seconds });
const load = (kg: number): ScoreResult => ({ kind: 'load', load: kg });
const at = (id: number, when: string, result: ScoreResult, division: 'RX' | 'SCALED' = 'RX') => ({
  id,
  when,
  division,
  result,
});

describe('benchmark records', () => {
  it('a faster time is a record, a slower one is not, and the first one sets the best', () => {
    const marked = markRecords([
      at(3, '2026-03-01', time(290)),
      at(1, '2026-01-01', time(300)),
      at(2, '2026-02-01', time(310)),
    ]);
    expect(marked.map((m) => [m.id, m.pr])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(marked[2]?.previous?.id).toBe(1);
  });

  it('a heavier load is a record; an equal one is not', () => {
    const marked = markRecords([
      at(1, '2026-01-01', load(80)),
      at(2, '2026-02-01', load(80)),
      at(3, '2026-03-01', load(82.5)),
    ]);
    expect(marked.map((m) => m.pr)).toEqual([false, false, true]);
  });

  it('a Scaled result never beats an Rx best, and a first Rx beats any Scaled one', () => {
    const marked = markRecords([
      at(1, '2026-01-01', time(400), 'SCALED'),
      at(2, '2026-02-01', time(500)),
      at(3, '2026-03-01', time(200), 'SCALED'),
    ]);
    expect(marked.map((m) => m.pr)).toEqual([false, true, false]);
    expect(bestScoreOf(marked)?.id).toBe(2);
  });

  it('no results, no best', () => {
    expect(bestScoreOf([])).toBeNull();
  });
});
