import { addDaysTo, isoWeekOf } from './calendar-days';

/** The Monday of ISO week `week` of `year`, or null when that year has no such week (53 in most years). */
export function mondayOfIsoWeek(year: number, week: number): string | null {
  // 4 January is always in week 1.
  const jan4 = `${String(year).padStart(4, '0')}-01-04`;
  const monday = addDaysTo(isoWeekOf(jan4).monday, (week - 1) * 7);
  const check = isoWeekOf(monday);
  return check.year === year && check.week === week ? monday : null;
}
