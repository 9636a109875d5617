import { expect, it } from 'vitest';
import { nextClassDate } from './next-class-date';

// 2026-11-23 is a Monday.
it.each([
  [0, '2026-11-23'],
  [1, '2026-11-24'],
  [2, '2026-11-25'],
  [3, null],
  [6, null],
])('a class on weekday %i is next booked on %s with 3 days to show', (day, date) => {
  expect(nextClassDate(day, '2026-11-23', 3)).toBe(date);
});

it('wraps from Sunday to Monday', () => {
  expect(nextClassDate(0, '2026-11-29', 3)).toBe('2026-11-30');
});
