import { expect, it } from 'vitest';
import { isDayOffOn } from './days-off';

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
