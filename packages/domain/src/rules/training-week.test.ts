import { expect, it } from 'vitest';
import { mondayOfIsoWeek } from './training-week';

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
