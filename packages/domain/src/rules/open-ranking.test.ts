import { describe, expect, it } from 'vitest';
import type { OpenResult } from '../schemas/open-event';
import { ageGroupFor, type OpenEntry, rankOverall, rankWorkout } from './open-ranking';

const e = (userId: number, result: OpenResult, tiebreakSeconds: number | null = null): OpenEntry => ({
  userId,
  result,
  tiebreakSeconds,
});
const ranks = (list: { userId: number; rank: number }[]) => list.map((x) => `${x.rank}:${x.userId}`);

describe('ageGroupFor', () => {
  it.each([
    ['2012-11-28', null], // 13 on the first day, 14 the day after: too young for this event
    ['2012-11-27', '14-17'],
    ['2008-11-28', '14-17'], // 17 until the day after the start
    ['2008-11-27', '18-34'],
    ['1991-11-28', '18-34'],
    ['1991-11-27', '35-44'],
    ['1981-11-27', '45-54'],
    ['1971-11-28', '45-54'],
    ['1971-11-27', '55+'],
  ])('born %s is %s on 27 November 2026', (birth, group) => {
    expect(ageGroupFor(birth, '2026-11-27')).toBe(group);
  });

  it('counts 29 February births on 28 February of other years as not yet a birthday', () => {
    expect(ageGroupFor('2008-02-29', '2026-02-28')).toBe('14-17');
    expect(ageGroupFor('2008-02-29', '2026-03-01')).toBe('18-34');
  });
});

describe('rankWorkout', () => {
  it('puts every finished time before any capped result, then more reps first', () => {
    const ranked = rankWorkout(
      [
        e(1, { kind: 'capped', reps: 180 }),
        e(2, { kind: 'time', seconds: 590 }),
        e(3, { kind: 'capped', reps: 200 }),
      ],
      false,
    );
    expect(ranks(ranked)).toEqual(['1:2', '2:3', '3:1']);
  });

  it('shares a rank on equal results without a tiebreak', () => {
    const ranked = rankWorkout(
      [e(1, { kind: 'load', load: 80 }), e(2, { kind: 'load', load: 90 }), e(3, { kind: 'load', load: 80 })],
      false,
    );
    expect(ranks(ranked)).toEqual(['1:2', '2:1', '2:3']);
  });

  it('breaks a tie by the tiebreak time, a given one before none', () => {
    const ranked = rankWorkout(
      [
        e(1, { kind: 'reps', reps: 150 }),
        e(2, { kind: 'reps', reps: 150 }, 300),
        e(3, { kind: 'reps', reps: 150 }, 280),
        e(4, { kind: 'reps', reps: 151 }, 400),
      ],
      true,
    );
    expect(ranks(ranked)).toEqual(['1:4', '2:3', '3:2', '4:1']);
  });

  it('ranks rounds before reps', () => {
    const ranked = rankWorkout(
      [e(1, { kind: 'rounds_reps', rounds: 5, reps: 20 }), e(2, { kind: 'rounds_reps', rounds: 6, reps: 0 })],
      false,
    );
    expect(ranks(ranked)).toEqual(['1:2', '2:1']);
  });
});

describe('rankOverall: the worked example of docs/product.md, The in-house Open', () => {
  // Ana 1, Bea 2, Carla 3, Dana 4 in one division; 26.1 is for time (cap, tiebreak), 26.2 a load.
  const workouts = [
    {
      id: 261,
      hasTiebreak: true,
      entries: [
        e(1, { kind: 'time', seconds: 420 }),
        e(2, { kind: 'time', seconds: 450 }, 200),
        e(3, { kind: 'time', seconds: 450 }, 210),
        e(4, { kind: 'capped', reps: 150 }),
      ],
    },
    {
      id: 262,
      hasTiebreak: false,
      entries: [
        e(2, { kind: 'load', load: 90 }),
        e(1, { kind: 'load', load: 80 }),
        e(3, { kind: 'load', load: 80 }),
      ],
    },
  ];

  it('adds the workout ranks, counts a missing workout as last + 1 and shares equal totals', () => {
    const standings = rankOverall([1, 2, 3, 4], workouts);
    expect(standings.map((s) => [s.userId, s.placings.map((p) => p.rank), s.points, s.rank])).toEqual([
      [1, [1, 2], 3, 1], // Ana: fastest in 26.1, tied second in 26.2
      [2, [2, 1], 3, 1], // Bea: her tiebreak beats Carla's in 26.1, heaviest in 26.2
      [3, [3, 2], 5, 3],
      [4, [4, null], 8, 4], // Dana: capped in 26.1, no 26.2 score: 3 ranked + 1 = 4 points
    ]);
  });

  it('ranks only the division’s athletes', () => {
    const standings = rankOverall([3, 4], workouts);
    expect(standings.map((s) => [s.userId, s.points])).toEqual([
      [3, 2], // first of two in 26.1, alone in 26.2
      [4, 4], // second in 26.1, missing 26.2: 1 ranked + 1
    ]);
  });
});
