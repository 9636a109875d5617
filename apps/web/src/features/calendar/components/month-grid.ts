import { addDaysTo, weekdayOf } from '@boxbook/domain';

/** The weeks (Monday first) covering a month, each day as YYYY-MM-DD or null outside the month. */
export function monthGrid(monthStart: string): (string | null)[][] {
  const [y, m] = monthStart.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(y ?? 2000, m ?? 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: weekdayOf(monthStart) }, () => null);
  for (let i = 0; i < daysInMonth; i++) cells.push(addDaysTo(monthStart, i));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export const monthStartOf = (date: string) => `${date.slice(0, 7)}-01`;

export function shiftMonth(monthStart: string, by: number): string {
  const [y, m] = monthStart.split('-').map(Number);
  const d = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1 + by, 1));
  return d.toISOString().slice(0, 10);
}
