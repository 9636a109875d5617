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

/** Today's date as YYYY-MM-DD in the browser's zone (the box's members live in its zone). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
