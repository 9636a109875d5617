/**
 * How a billing record writes amounts and dates (docs/invoicing.md, "Formats"). The same string
 * goes into the record, its fingerprint and the QR: the AEAT recomputes the fingerprint from what
 * it receives, so the three must never be formatted apart.
 */

/** The XSD's `ImporteSgn12.2Type`: at most 12 digits before the point and 2 after. */
const MAX_CENTS = 10 ** 14 - 1;

/**
 * An amount in cents as the AEAT's records write it: point as decimal separator, always two
 * decimals, no thousands separator, a minus sign for a negative amount (a rectifying invoice).
 * `12345` → `123.45`, `-2100` → `-21.00`, `0` → `0.00`.
 */
export function aeatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_CENTS) {
    throw new RangeError(`aeatAmount: ${cents} is not a whole number of cents within 12 integer digits`);
  }
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (YYYY-MM-DD, the app's gym date) as the record's `FechaExpedicionFactura` and
 * the QR's `fecha` write it: DD-MM-YYYY. A date that does not exist is refused rather than sent.
 */
export function aeatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const [, y, m, d] = match ?? [];
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  if (!y || !m || !d || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`aeatDate: ${isoDate} is not a YYYY-MM-DD date`);
  }
  return `${d}-${m}-${y}`;
}
