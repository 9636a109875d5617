import { TZDate } from '@date-fns/tz';

/** The instant of a wall-clock time (HH:MM) on a gym-local date, right on daylight-saving days too. */
export function gymInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, timeZone).getTime());
}

const minutesOf = (time: string) => {
  const [hh, mm] = time.split(':').map(Number);
  return (hh ?? 0) * 60 + (mm ?? 0);
};

/**
 * When a class of a weekly template (HH:MM to HH:MM, wall clock) runs on a date. It starts at its
 * wall-clock time in the gym's zone; a start that does not exist (inside the spring-forward gap,
 * 02:00–03:00 in Madrid) moves forward by the gap, as calendar programs do. It lasts what the
 * template says, so a class never ends before it starts on the day the clocks change.
 */
export function classTimes(
  date: string,
  template: { startTime: string; endTime: string },
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const startsAt = gymInstant(date, template.startTime, timeZone);
  const minutes = minutesOf(template.endTime) - minutesOf(template.startTime);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}

/**
 * Per zone, its formatter (building an Intl.DateTimeFormat costs far more than using one) and its
 * last answer: a list of classes asks for the date of one `now` once per class (the booking
 * window of each), and formatting was half of a class view's time.
 */
const zones = new Map<string, { format: Intl.DateTimeFormat; lastMs: number; lastDate: string }>();

/** The gym-local calendar date (YYYY-MM-DD) of an instant. */
export function gymDateOf(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  let zone = zones.get(timeZone);
  if (zone?.lastMs === ms) return zone.lastDate;
  if (!zone) {
    // en-CA writes dates as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zone = { format, lastMs: Number.NaN, lastDate: '' };
    zones.set(timeZone, zone);
  }
  zone.lastDate = zone.format.format(instant);
  zone.lastMs = ms;
  return zone.lastDate;
}
