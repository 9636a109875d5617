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
 * Zones that keep the European Union's summer time (Directive 2000/84/EC: one hour more from 01:00
 * UTC on March's last Sunday to 01:00 UTC on October's last Sunday), with their standard offset
 * in minutes; the years the rule holds in all of them. A box's dates there are worked out without
 * Intl: a page's first Intl formatter loads the browser's locale and zone data, 20–60 ms of the
 * main thread in one piece (four times that on a slow phone), in the render that first shows a
 * date (docs/performance.md, "Session 14"). Other zones and years ask Intl; a test holds both
 * ways to the same answers.
 */
const EU_SUMMER_TIME_ZONES: Record<string, number> = {
  'Europe/Madrid': 60,
  'Europe/Andorra': 60,
  'Europe/Paris': 60,
  'Europe/Berlin': 60,
  'Europe/Rome': 60,
  'Atlantic/Canary': 0,
  'Europe/Lisbon': 0,
};
const EU_RULE_YEARS = { from: 1996, to: 2099 };

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function euDateOf(ms: number, standardMinutes: number): string | null {
  const year = new Date(ms).getUTCFullYear();
  if (year < EU_RULE_YEARS.from || year > EU_RULE_YEARS.to) return null;
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  const local = new Date(ms + (standardMinutes + (summer ? 60 : 0)) * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
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
  const standard = EU_SUMMER_TIME_ZONES[timeZone];
  const byRule = standard === undefined ? null : euDateOf(ms, standard);
  if (byRule) return byRule;
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
