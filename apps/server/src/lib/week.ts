import type { Clock } from './clock';
import { addDays, gymDate, isoWeek } from './gym-time';

/** The gym-local Monday..Sunday of the week `now` falls in. */
export function currentGymWeek(clock: Clock, timeZone: string): { monday: string; sunday: string } {
  const { monday } = isoWeek(gymDate(clock.now(), timeZone));
  return { monday, sunday: addDays(monday, 6) };
}
