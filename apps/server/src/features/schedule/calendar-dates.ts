import { addDaysTo } from '@boxbook/domain';

/** `days` consecutive YYYY-MM-DD dates starting at `from`. */
export const datesOf = (from: string, days: number): string[] =>
  Array.from({ length: Math.max(0, days) }, (_, i) => addDaysTo(from, i));

/** The first and last date of the month a date falls in. */
export function monthOf(date: string): { first: string; last: string } {
  const first = `${date.slice(0, 7)}-01`;
  const [year, month] = first.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { first, last: addDaysTo(next, -1) };
}
