import { expect, it } from 'vitest';
import { isoWeekOfDay, mondayOfIsoWeek } from './training-week';

it.each([
  ['2026-11-23', 2026, 48, '2026-11-23'],
  ['2026-11-29', 2026, 48, '2026-11-23'],
  ['2026-01-01', 2026, 1, '2025-12-29'],
  ['2027-01-01', 2026, 53, '2026-12-28'],
  ['2021-01-03', 2020, 53, '2020-12-28'],
  ['2024-12-30', 2025, 1, '2024-12-30'],
])('%s is in ISO week %i-W%i, from %s', (date, year, week, monday) => {
  expect(isoWeekOfDay(date)).toEqual({ year, week, monday });
});

it.each([
  [2026, 48, '2026-11-23'],
  [2026, 1, '2025-12-29'],
  [2026, 53, '2026-12-28'],
  [2027, 52, '2027-12-27'],
  [2027, 53, null],
  [2021, 1, '2021-01-04'],
])('ISO week %i-W%i starts on %s', (year, week, monday) => {
  expect(mondayOfIsoWeek(year, week)).toBe(monday);
});
