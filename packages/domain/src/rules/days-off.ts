import type { DayOff } from '../schemas/classes';

/** ONCE is that date; RECURRENT is the same day and month of every year; `skip` turns one off. */
export function isDayOffOn(
  date: string,
  daysOff: readonly Pick<DayOff, 'when' | 'frequency' | 'skip'>[],
): boolean {
  return daysOff.some(
    (dayOff) =>
      !dayOff.skip &&
      (dayOff.frequency === 'ONCE' ? dayOff.when === date : dayOff.when.slice(5) === date.slice(5)),
  );
}
