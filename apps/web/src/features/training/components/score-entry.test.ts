import type { ScoreKind, ScoreResult } from '@boxbook/domain';
import { describe, expect, it } from 'vitest';
import { fieldsOf, resultOf, type ScoreFields } from './score-entry';

describe('resultOf', () => {
  it.each<[ScoreKind, ScoreFields, ScoreResult | null]>([
    // For time: minutes and seconds, either may be left blank.
    ['time', { minutes: '9', seconds: '30' }, { kind: 'time', seconds: 570 }],
    ['time', { minutes: ' 12 ' }, { kind: 'time', seconds: 720 }],
    ['time', { seconds: '45' }, { kind: 'time', seconds: 45 }],
    ['time', { minutes: '9', seconds: '75' }, null],
    ['time', { minutes: '0', seconds: '0' }, null],
    ['time', {}, null],
    ['time', { minutes: '1,5' }, null],
    ['time', { minutes: '-2', seconds: '10' }, null],
    ['time', { minutes: '1e3' }, null],
    ['time', { minutes: '1441' }, null],
    ['time', { minutes: '1440' }, { kind: 'time', seconds: 86_400 }],
    // Rounds + reps: a blank part is 0, but not both.
    ['rounds_reps', { rounds: '6', reps: '12' }, { kind: 'rounds_reps', rounds: 6, reps: 12 }],
    ['rounds_reps', { rounds: '6' }, { kind: 'rounds_reps', rounds: 6, reps: 0 }],
    ['rounds_reps', { reps: '14' }, { kind: 'rounds_reps', rounds: 0, reps: 14 }],
    ['rounds_reps', { rounds: '0', reps: '0' }, null],
    ['rounds_reps', { rounds: 'six' }, null],
    // Load: the movement value rules (decimal comma, two decimals), above 0.
    ['load', { load: '102,5' }, { kind: 'load', load: 102.5 }],
    ['load', { load: '80.125' }, { kind: 'load', load: 80.13 }],
    ['load', { load: 'heavy' }, null],
    ['load', { load: '0' }, null],
    ['load', { load: '10000' }, null],
    // Reps and calories: a whole number above 0.
    ['reps', { reps: '150' }, { kind: 'reps', reps: 150 }],
    ['reps', { reps: '' }, null],
    ['reps', { reps: '0' }, null],
    ['reps', { reps: '12.5' }, null],
    ['calories', { calories: '80' }, { kind: 'calories', calories: 80 }],
    ['calories', { calories: '0x10' }, null],
  ])('%s %j → %j', (kind, fields, expected) => {
    expect(resultOf(kind, fields)).toEqual(expected);
  });
});

describe('fieldsOf', () => {
  it.each<ScoreResult>([
    { kind: 'time', seconds: 754 },
    { kind: 'rounds_reps', rounds: 6, reps: 0 },
    { kind: 'load', load: 102.5 },
    { kind: 'reps', reps: 150 },
    { kind: 'calories', calories: 80 },
  ])('shows %j so that saving it again changes nothing', (result) => {
    expect(resultOf(result.kind, fieldsOf(result))).toEqual(result);
  });

  it('shows a load with a decimal comma and a time as minutes and seconds', () => {
    expect(fieldsOf({ kind: 'load', load: 102.5 })).toEqual({ load: '102,5' });
    expect(fieldsOf({ kind: 'time', seconds: 754 })).toEqual({ minutes: '12', seconds: '34' });
    expect(fieldsOf(undefined)).toEqual({});
  });
});
