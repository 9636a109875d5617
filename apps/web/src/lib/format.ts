import { gymDateOf } from '@boxbook/domain';
import i18n from 'i18next';
import { currentLanguage } from './i18n';

const locales = { ca: 'ca-ES', es: 'es-ES' } as const;

export const localeOf = (lng: string | undefined) => locales[currentLanguage(lng)];

/**
 * One formatter per locale and options, made once: making an Intl formatter costs far more than
 * using one, and a page of classes asked for a new one per line.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  const made = formatters.get(key);
  if (made) return made;
  const format = new Intl.DateTimeFormat(locale, options);
  formatters.set(key, format);
  return format;
}

/**
 * Euros with two decimals as the browser writes them in the user's locale: "1.234,50 €" in
 * Catalan, "1234,50 €" in Spanish (which groups thousands from five digits), a no-break space
 * before the sign. Written by hand, not by Intl: the first Intl formatter a page makes loads the
 * browser's locale data, 30–60 ms of the main thread in one piece (four times that on a slow
 * phone), and the public pages' first screens format nothing but prices (docs/performance.md,
 * "Session 14"). A test holds it to Intl's output.
 */
export function formatPrice(value: number, lng: string | undefined): string {
  // Rounded half up from the number as written (1.005 → 1,01), as Intl rounds: from its shortest
  // decimal, not its binary value (which toFixed rounds: 1,00).
  const written = String(Math.abs(value));
  const cents = Math.round(written.includes('e') ? Math.abs(value) * 100 : Number(`${written}e2`));
  const whole = String(Math.floor(cents / 100));
  const groupFrom = currentLanguage(lng) === 'es' ? 5 : 4;
  const grouped = whole.length >= groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return `${value < 0 ? '-' : ''}${grouped},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}

/** The date (YYYY-MM-DD) it is in `timeZone` at `now`, whatever zone the phone's clock is set to. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => gymDateOf(now, timeZone);

/** An instant as the clocks of `timeZone` read it, in the user's language (HH:mm unless told). */
export function formatInstant(
  iso: string,
  lng: string | undefined,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' },
): string {
  return dateFormat(localeOf(lng), { ...options, timeZone }).format(new Date(iso));
}

/**
 * A phone number as people write it: a Spanish one (+34 and nine digits) in groups,
 * "+34 931 23 45 67"; anything else as it came.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '');
  const spanish = /^(?:\+34)?([6789]\d{8})$/.exec(digits)?.[1];
  if (!spanish) return raw;
  const groups = [spanish.slice(0, 3), spanish.slice(3, 5), spanish.slice(5, 7), spanish.slice(7)];
  return `+34 ${groups.join(' ')}`;
}

/**
 * `15 de novembre` / `15 de noviembre`: a day of the box's calendar (YYYY-MM-DD) in words, as
 * Intl writes it, from the translations rather than Intl (its first formatter costs a phone's
 * main thread 20–60 ms at once: see formatPrice). A test holds it to Intl's output.
 */
export function formatDayMonth(date: string, lng: string | undefined): string {
  const [, month, day] = date.split('-').map(Number);
  return i18n.t(`dates.day_month.${month}`, { lng: currentLanguage(lng), day });
}

/**
 * Makes one date formatter in `lng` for the box's zone, to be thrown away: the first Intl
 * formatter of a page loads the browser's locale and zone data (20–60 ms of the main thread in one
 * piece, four times that on a slow phone). The app's shell calls it while it waits on the
 * network for the session and the day's classes, an idle main thread, rather than in the book
 * page's first render (its day chips and class times), which it doubled.
 */
export function warmDateFormats(lng: string | undefined, timeZone: string): void {
  dateFormat(localeOf(lng), { weekday: 'short', day: 'numeric', hour: '2-digit', timeZone }).format(0);
}
