import { addDaysTo } from './calendar-days';
import { gymInstant } from './gym-clock';

/**
 * When members may first read the WOD of a date: `hoursBefore` hours before that date starts at
 * the box, on the wall clock (4 is 20:00 the day before, on daylight-saving days too; 0 is the
 * day's own midnight). Staff always read it.
 */
export function wodPublishesAt(date: string, hoursBefore: number, timeZone: string): Date {
  const days = Math.ceil(hoursBefore / 24);
  const hour = days * 24 - hoursBefore;
  return gymInstant(addDaysTo(date, -days), `${String(hour).padStart(2, '0')}:00`, timeZone);
}

/**
 * When a WOD of `date` that is not out yet comes out (ISO), or undefined once members read it:
 * what the WOD and whiteboard answers carry, with no blocks for members.
 */
export function wodNotOutUntil(
  date: string,
  { now, hoursBefore, timeZone }: { now: Date; hoursBefore: number; timeZone: string },
): string | undefined {
  const at = wodPublishesAt(date, hoursBefore, timeZone);
  return now < at ? at.toISOString() : undefined;
}
