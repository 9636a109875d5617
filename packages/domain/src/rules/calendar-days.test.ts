import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, addMonthsTo, daysBetween, gymWeekOf, isoWeekOf, weekdayOf } from './calendar-days';

/**
 * The server's process may run in any zone: UTC on most hosts, the gym's own on a box at the gym,
 * and zones whose clocks skip midnight itself on the day they change (São Paulo until 2019).
 * Whole days must come out the same in every one of them.
 */
describe.each(['UTC', 'Europe/Madrid', 'America/Sao_Paulo', 'Pacific/Auckland'])(
  'in a process in %s',
  (zone) => {
    let previous: string | undefined;
    beforeAll(() => {
      previous = process.env.TZ;
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });

    it.each([
      ['2026-11-30', 1, '2026-12-01'], // a month end
      ['2026-12-31', 1, '2027-01-01'], // a year end
      ['2027-01-01', -1, '2026-12-31'],
      ['2024-02-28', 1, '2024-02-29'], // a leap year
      ['2025-02-28', 1, '2025-03-01'], // not one
      ['2100-02-28', 1, '2100-03-01'], // a century that is not a leap year
      ['2000-02-28', 1, '2000-02-29'], // one that is
      ['2026-03-28', 1, '2026-03-29'], // Madrid's spring forward
      ['2026-03-29', 1, '2026-03-30'],
      ['2026-10-24', 1, '2026-10-25'], // Madrid's fall back
      ['2026-10-25', 1, '2026-10-26'],
      ['2018-11-03', 1, '2018-11-04'], // São Paulo skipped this midnight
      ['2018-11-04', 1, '2018-11-05'],
      ['2026-03-23', 7, '2026-03-30'], // a week across spring forward
      ['2026-10-19', 7, '2026-10-26'], // a week across fall back
      ['2026-01-01', 400, '2027-02-05'],
    ])('%s plus %i days is %s', (date, days, expected) => {
      expect(addDaysTo(date, days)).toBe(expected);
      expect(daysBetween(date, expected)).toBe(days);
      expect(daysBetween(expected, date)).toBe(-days);
    });

    it.each([
      ['2026-11', 1, '2026-12'],
      ['2026-12', 1, '2027-01'],
      ['2027-01', -1, '2026-12'],
      ['2026-03', -14, '2025-01'],
      ['2024-02', 12, '2025-02'],
      ['2026-10', 0, '2026-10'],
    ])('%s plus %i months is %s', (month, months, expected) => {
      expect(addMonthsTo(month, months)).toBe(expected);
    });

    it.each([
      ['2026-11-23', 0],
      ['2026-11-29', 6],
      ['2026-03-29', 6], // a Sunday the clocks change on
      ['2024-02-29', 3],
    ])('%s is weekday %i, counted from Monday', (date, weekday) => {
      expect(weekdayOf(date)).toBe(weekday);
    });

    it.each([
      ['2026-11-23', '2026-11-23', '2026-11-29'], // a Monday
      ['2026-11-29', '2026-11-23', '2026-11-29'], // its Sunday
      ['2027-01-01', '2026-12-28', '2027-01-03'], // across the new year
      ['2026-03-29', '2026-03-23', '2026-03-29'], // the Sunday of spring forward
      ['2026-10-25', '2026-10-19', '2026-10-25'], // the Sunday of fall back
      ['2024-02-29', '2024-02-26', '2024-03-03'], // a leap day
    ])('%s is in the week %s..%s', (date, monday, sunday) => {
      expect(gymWeekOf(date)).toEqual({ monday, sunday });
    });

    it.each([
      ['2026-11-23', 2026, 48, '2026-11-23'],
      ['2026-11-29', 2026, 48, '2026-11-23'], // its Sunday
      ['2027-01-01', 2026, 53, '2026-12-28'], // a Friday: its Thursday is in 2026
      ['2025-12-29', 2026, 1, '2025-12-29'], // a Monday whose Thursday is in 2026
      ['2026-01-01', 2026, 1, '2025-12-29'],
      ['2021-01-03', 2020, 53, '2020-12-28'],
      ['2024-12-30', 2025, 1, '2024-12-30'],
      ['2026-03-29', 2026, 13, '2026-03-23'], // the Sunday of spring forward
      ['2026-10-25', 2026, 43, '2026-10-19'], // the Sunday of fall back
    ])('%s is in ISO week %i-W%i, from %s', (date, year, week, monday) => {
      expect(isoWeekOf(date)).toEqual({ year, week, monday });
    });
  },
);
