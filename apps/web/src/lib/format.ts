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

/** The zone the box lives in until the server's config says otherwise. */
export const GYM_TIME_ZONE = 'Europe/Madrid';

/** Today's date (YYYY-MM-DD) at the box, wherever the phone's clock is set. */
export function todayIso(now: Date = new Date(), timeZone: string = GYM_TIME_ZONE): string {
  return gymDateOf(now, timeZone);
}

/** A class time (HH:mm) or another instant, in the box's zone and the user's language. */
export function formatInstant(
  iso: string,
  lng: string | undefined,
  options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' },
  timeZone: string = GYM_TIME_ZONE,
): string {
  return new Intl.DateTimeFormat(localeOf(lng), { ...options, timeZone }).format(new Date(iso));
}
