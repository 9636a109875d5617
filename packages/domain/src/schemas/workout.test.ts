import { describe, expect, it } from 'vitest';
import { scoreResultSchema } from './score';
import { WORKOUT_LIMITS, wodInputSchema, workoutTreeInputSchema } from './workout';

const block = (wbs: object[] = [], extra: object = {}) => ({
  title: 'B',
  exercices: ['10 burpees'],
  wbs,
  ...extra,
});

describe('a workout tree', () => {
  it('takes three levels and fills what a designer may leave out', () => {
    const tree = workoutTreeInputSchema.parse([{ title: ' WOD ', wbs: [block([block()])] }]);
    expect(tree[0]).toMatchObject({ title: 'WOD', exercices: [], wbs: [{ wbs: [{ wbs: [] }] }] });
  });

  it('refuses a fourth level, whatever the nesting sent', () => {
    let deep: object = block();
    for (let i = 0; i < 200; i++) deep = block([deep]);
    expect(workoutTreeInputSchema.safeParse([block([block([block([block()])])])]).success).toBe(false);
    expect(workoutTreeInputSchema.safeParse([deep]).success).toBe(false);
  });

  it('is bounded in size', () => {
    const wide = Array.from({ length: WORKOUT_LIMITS.blocksPerLevel }, () =>
      block(Array.from({ length: 3 }, () => block())),
    );
    expect(workoutTreeInputSchema.safeParse(wide).success).toBe(false); // 48 blocks
    const wordy = block([], { exercices: Array.from({ length: 41 }, () => 'row') });
    expect(workoutTreeInputSchema.safeParse([wordy]).success).toBe(false);
    expect(workoutTreeInputSchema.safeParse([]).success).toBe(false);
  });

  it.each([
    [{ tc: 0 }, false],
    [{ tc: 1 }, true],
    [{ tc: 2.5 }, false],
    [{ exercices: ['  '] }, false],
    [{ exercices: ['x'.repeat(201)] }, false],
    [{ score: 'rounds_reps' }, true],
    [{ score: 'distance' }, false],
    [{ id: 'a b' }, false],
  ])('block %o valid: %s', (extra, valid) => {
    expect(workoutTreeInputSchema.safeParse([block([], extra)]).success).toBe(valid);
  });

  it('trims the exercise lines', () => {
    expect(workoutTreeInputSchema.parse([block([], { exercices: ['  21-15-9 '] })])[0]?.exercices).toEqual([
      '21-15-9',
    ]);
  });
});

describe('a WOD date', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-23T23:30:00Z', '2026-11-23'],
    ['2026-11-24T00:30:00+02:00', '2026-11-23'],
  ])('%s is the UTC day %s', (when, day) => {
    expect(wodInputSchema.parse({ when, wbs: [block()] }).when).toBe(day);
  });

  it.each(['2026-02-30', '9999-12-31', 'tomorrow', ''])('refuses %s', (when) => {
    expect(wodInputSchema.safeParse({ when, wbs: [block()] }).success).toBe(false);
  });
});

describe('a score result', () => {
  it.each([
    [{ kind: 'time', seconds: 754 }, true],
    [{ kind: 'time', seconds: 0 }, false],
    [{ kind: 'rounds_reps', rounds: 7, reps: 12 }, true],
    [{ kind: 'rounds_reps', rounds: 0, reps: 0 }, false],
    [{ kind: 'load', load: 102.5 }, true],
    [{ kind: 'load', load: 102.555 }, false],
    [{ kind: 'reps', reps: 0 }, false],
    [{ kind: 'calories', calories: 85 }, true],
    [{ kind: 'distance', meters: 5 }, false],
  ])('%o valid: %s', (result, valid) => {
    expect(scoreResultSchema.safeParse(result).success).toBe(valid);
  });
});
