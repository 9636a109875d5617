import { addDaysTo, weekdayOf } from './gym-clock';

export interface IsoWeek {
  year: number;
  week: number;
  /** YYYY-MM-DD */
  monday: string;
}

/** The ISO-8601 week of a YYYY-MM-DD date: weeks start on Monday, the week's Thursday names the year. */
export function isoWeekOfDay(date: string): IsoWeek {
  const monday = addDaysTo(date, -weekdayOf(date));
  const thursday = addDaysTo(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000;
  return { year, week: Math.floor(dayOfYear / 7) + 1, monday };
}

/** The Monday of ISO week `week` of `year`, or null when that year has no such week (53 in most years). */
export function mondayOfIsoWeek(year: number, week: number): string | null {
  // 4 January is always in week 1.
  const jan4 = `${String(year).padStart(4, '0')}-01-04`;
  const monday = addDaysTo(isoWeekOfDay(jan4).monday, (week - 1) * 7);
  const check = isoWeekOfDay(monday);
  return check.year === year && check.week === week ? monday : null;
}
