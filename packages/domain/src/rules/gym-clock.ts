import { TZDate } from '@date-fns/tz';

/** The instant of a wall-clock time (HH:MM) on a gym-local date, right on daylight-saving days too. */
export function gymInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, timeZone).getTime());
}

/** The gym-local calendar date (YYYY-MM-DD) of an instant. */
export function gymDateOf(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Whole-day arithmetic on YYYY-MM-DD dates. */
export function addDaysTo(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, the weekday numbering of class templates. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}
