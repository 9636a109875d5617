import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatPhone, formatPrice } from './format';

describe('formatPhone', () => {
  it.each([
    ['+34931234567', '+34 931 23 45 67'],
    ['931234567', '+34 931 23 45 67'],
    ['+34 600 11 22 33', '+34 600 11 22 33'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['', ''],
  ])('%s → %s', (raw, shown) => expect(formatPhone(raw)).toBe(shown));
});

describe('formatPrice', () => {
  const intl = (value: number, locale: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
      value,
    );
  const values = [
    0, 0.5, 5, 12, 19.99, 99.5, 1.005, 2.675, 999.999, 1234.5, 9999, 12345.67, 1234567, -3, -1234.5,
  ];

  it.each(values)('writes %s euros as the browser writes them in Catalan and Spanish', (value) => {
    expect(formatPrice(value, 'ca')).toBe(intl(value, 'ca-ES'));
    expect(formatPrice(value, 'es')).toBe(intl(value, 'es-ES'));
  });

  it('groups thousands from four digits in Catalan and from five in Spanish', () => {
    expect(formatPrice(1234.5, 'ca')).toBe('1.234,50\u00a0€');
    expect(formatPrice(1234.5, 'es')).toBe('1234,50\u00a0€');
    expect(formatPrice(12345, 'es')).toBe('12.345,00\u00a0€');
  });
});

describe('formatDayMonth', () => {
  const intl = (date: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );

  it.each(['2026-01-01', '2026-03-15', '2026-04-01', '2026-08-09', '2026-10-31', '2026-12-25'])(
    'writes %s as the browser writes it in Catalan and Spanish',
    (date) => {
      expect(formatDayMonth(date, 'ca')).toBe(intl(date, 'ca-ES'));
      expect(formatDayMonth(date, 'es')).toBe(intl(date, 'es-ES'));
    },
  );
});
