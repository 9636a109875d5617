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

/**
 * Why a day off cannot be added (or turned on again), or null: a date the box is closed already
 * (`day_off_exists`), or a single date that has passed (`day_off_past`); either would be
 * confirmed and then change nothing. A yearly day off may be entered with any year's date, since
 * it comes back every year, and one already known may be turned on again whatever its date.
 */
export function dayOffRefusal(
  dayOff: Pick<DayOff, 'when' | 'frequency'>,
  known: readonly Pick<DayOff, 'when' | 'frequency' | 'skip'>[],
  today: string,
): 'day_off_exists' | 'day_off_past' | null {
  // A yearly day off is only "already there" where another yearly one is: a single date does
  // not close the box on the years after it.
  const covering = known.filter((d) => dayOff.frequency === 'ONCE' || d.frequency === 'RECURRENT');
  if (isDayOffOn(dayOff.when, covering)) return 'day_off_exists';
  const again = known.some((d) => d.when === dayOff.when && d.frequency === dayOff.frequency);
  if (!again && dayOff.frequency === 'ONCE' && dayOff.when < today) return 'day_off_past';
  return null;
}
