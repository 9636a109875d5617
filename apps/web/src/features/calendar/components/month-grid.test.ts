import { expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './month-grid';

it('lays November 2026 out Monday first', () => {
  const weeks = monthGrid('2026-11-01');
  expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
  expect(weeks).toHaveLength(6);
});

it('moves across years', () => {
  expect(shiftMonth('2026-12-01', 1)).toBe('2027-01-01');
  expect(shiftMonth('2026-01-01', -1)).toBe('2025-12-01');
});
