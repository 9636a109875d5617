import { describe, expect, it } from 'vitest';
import type { Division, ScoreResult } from '../schemas/score';
import { rankScores } from './whiteboard';

const s = (name: string, division: Division, result: ScoreResult) => ({ name, division, result });
const order = (list: ReturnType<typeof rankScores<ReturnType<typeof s>>>) =>
  list.map((e) => `${e.rank} ${e.name}`);

describe('rankScores', () => {
  it('puts every Rx time before any Scaled one, fastest first', () => {
    const ranked = rankScores([
      s('scaled fast', 'SCALED', { kind: 'time', seconds: 300 }),
      s('rx slow', 'RX', { kind: 'time', seconds: 600 }),
      s('rx fast', 'RX', { kind: 'time', seconds: 420 }),
    ]);
    expect(order(ranked)).toEqual(['1 rx fast', '2 rx slow', '3 scaled fast']);
  });

  it('ranks rounds before reps, and shares a rank on a tie', () => {
    const ranked = rankScores([
      s('a', 'RX', { kind: 'rounds_reps', rounds: 5, reps: 3 }),
      s('b', 'RX', { kind: 'rounds_reps', rounds: 6, reps: 0 }),
      s('c', 'RX', { kind: 'rounds_reps', rounds: 5, reps: 10 }),
      s('d', 'RX', { kind: 'rounds_reps', rounds: 5, reps: 10 }),
    ]);
    expect(order(ranked)).toEqual(['1 b', '2 c', '2 d', '4 a']);
  });

  it.each([
    ['load', { kind: 'load', load: 100 }, { kind: 'load', load: 102.5 }],
    ['reps', { kind: 'reps', reps: 40 }, { kind: 'reps', reps: 41 }],
    ['calories', { kind: 'calories', calories: 80 }, { kind: 'calories', calories: 95 }],
  ] as const)('ranks the higher %s first', (_, lower, higher) => {
    expect(order(rankScores([s('lower', 'RX', lower), s('higher', 'RX', higher)]))).toEqual([
      '1 higher',
      '2 lower',
    ]);
  });

  it('ranks nothing when nobody scored', () => {
    expect(rankScores([])).toEqual([]);
  });
});
