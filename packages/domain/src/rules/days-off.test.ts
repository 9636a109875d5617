import { expect, it } from 'vitest';
import { dayOffRefusal, isDayOffOn } from './days-off';

const christmas = { when: '2024-12-25', frequency: 'RECURRENT', skip: false } as const;
const closedOnce = { when: '2026-08-15', frequency: 'ONCE', skip: false } as const;

it.each([
  ['a recurrent day off, another year', '2026-12-25', [christmas], true],
  ['a recurrent day off, the day after', '2026-12-26', [christmas], false],
  ['a single day off, that date', '2026-08-15', [closedOnce], true],
  ['a single day off, a year later', '2027-08-15', [closedOnce], false],
  ['a skipped day off', '2026-12-25', [{ ...christmas, skip: true }], false],
  ['no days off', '2026-12-25', [], false],
] as const)('%s: %s is off: %s', (_, date, daysOff, off) => {
  expect(isDayOffOn(date, daysOff)).toBe(off);
});

const today = '2026-11-23';
it.each([
  ['a single date ahead', { when: '2026-12-08', frequency: 'ONCE' }, [], null],
  ['today', { when: today, frequency: 'ONCE' }, [], null],
  ['a single date past', { when: '2026-11-22', frequency: 'ONCE' }, [], 'day_off_past'],
  ['a yearly one from a past year', { when: '2020-01-06', frequency: 'RECURRENT' }, [], null],
  ['the same date again', { when: '2026-12-25', frequency: 'ONCE' }, [christmas], 'day_off_exists'],
  ['a yearly one again', { when: '2025-12-25', frequency: 'RECURRENT' }, [christmas], 'day_off_exists'],
  ['a yearly one over a single date', { when: '2026-08-15', frequency: 'RECURRENT' }, [closedOnce], null],
  [
    'a date a skipped one holds',
    { when: '2026-12-25', frequency: 'ONCE' },
    [{ ...christmas, skip: true }],
    null,
  ],
  [
    'a past one turned on again',
    { when: '2026-08-15', frequency: 'ONCE' },
    [{ ...closedOnce, skip: true }],
    null,
  ],
] as const)('adding %s: %s', (_, dayOff, known, refusal) => {
  expect(dayOffRefusal(dayOff, known, today)).toBe(refusal);
});
