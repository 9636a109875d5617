import type { DayOff } from '@boxbook/domain';
import type { DayOffRow } from '../../infra/db/schema';
import { monthOf } from '../schedule/calendar-dates';

/** A RECURRENT day off on the given year, or null when that year has no such date (29 Feb). */
function onYear(when: string, year: string): string | null {
  const date = `${year}${when.slice(4)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/**
 * The days off in force falling in the month of `when`, for the calendar: ONCE ones on their
 * date and RECURRENT ones placed on that year.
 */
export function daysOffOfMonth(daysOff: readonly DayOffRow[], when: string): DayOff[] {
  const { first, last } = monthOf(when);
  return daysOff
    .flatMap((row) => {
      const date = row.frequency === 'ONCE' ? row.when : onYear(row.when, first.slice(0, 4));
      return date && date >= first && date <= last ? [{ ...row, when: date }] : [];
    })
    .sort((a, b) => a.when.localeCompare(b.when) || a.id - b.id);
}
