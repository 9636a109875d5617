import { gymDateOf } from '@boxbook/domain';
import { currentLanguage } from './i18n';

const locales = { ca: 'ca-ES', es: 'es-ES' } as const;

export const localeOf = (lng: string | undefined) => locales[currentLanguage(lng)];

/** Euros with two decimals in the user's locale: "12,00 €". */
export function formatPrice(value: number, lng: string | undefined): string {
  return new Intl.NumberFormat(localeOf(lng), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(value);
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
  return new Intl.DateTimeFormat(localeOf(lng), { ...options, timeZone }).format(new Date(iso));
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

/** `15 de novembre` / `15 de noviembre`: a day of the box's calendar (YYYY-MM-DD) in words. */
export function formatDayMonth(date: string, lng: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(lng), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
