import { addDaysTo, lastDayOfMonth } from '@boxbook/domain';

/** `days` consecutive YYYY-MM-DD dates starting at `from`. */
export const datesOf = (from: string, days: number): string[] =>
  Array.from({ length: Math.max(0, days) }, (_, i) => addDaysTo(from, i));

/** The first and last date of the month a date falls in. */
export const monthOf = (date: string): { first: string; last: string } => ({
  first: `${date.slice(0, 7)}-01`,
  last: lastDayOfMonth(date),
});
