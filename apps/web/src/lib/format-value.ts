import type { MovementUnit } from '@boxbook/domain';
import type { TFunction } from 'i18next';

/** "102,5 kg", "225 lb", "12 reps", in the user's language. */
export function formatValue(value: number, unit: MovementUnit, t: TFunction, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return unit === 'reps' ? t('movements.reps', { count: value, value: number }) : `${number} ${unit}`;
}
