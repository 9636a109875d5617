/**
 * The box's prices are VAT-inclusive: what a member pays is the invoice's total. The invoice and its
 * billing record need the base and the VAT behind that total (docs/invoicing.md, "VAT from the
 * total").
 */

import { VAT_RATE_PERCENT } from '../prices';

/** The general VAT rate (21 %) in basis points, the only rate the box's services carry. */
export const GENERAL_VAT_RATE_BP = VAT_RATE_PERCENT * 100;

export interface VatSplit {
  baseCents: number;
  vatCents: number;
}

/**
 * Splits a VAT-inclusive total into base and VAT, in cents: the base is the total over (1 + rate)
 * rounded to the nearest cent, and the VAT is what is left, so base + VAT is always exactly the total
 * charged. The VAT is then within 0.605 cents of base × rate (the base is off by at most half a cent,
 * times 1.21), so it is base × rate rounded to the cent, or one cent from it: the narrowest
 * difference any VAT-inclusive price allows. Negative totals (a rectifying invoice) split as the
 * mirror of the positive one, so a full refund takes back exactly the base and VAT first invoiced.
 */
export function splitVatIncluded(totalCents: number, rateBp: number = GENERAL_VAT_RATE_BP): VatSplit {
  if (!Number.isSafeInteger(totalCents))
    throw new RangeError(`splitVatIncluded: ${totalCents} is not whole cents`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000)
    throw new RangeError(`splitVatIncluded: ${rateBp} is not a rate in basis points`);
  const sign = totalCents < 0 ? -1 : 1;
  const abs = Math.abs(totalCents);
  // Integer arithmetic: round(abs × 10000 / (10000 + rate)), half up.
  const denominator = 10_000 + rateBp;
  const baseAbs = Math.floor((abs * 10_000 * 2 + denominator) / (denominator * 2));
  const base = sign * baseAbs;
  // `+ 0` turns a -0 into 0.
  return { baseCents: base + 0, vatCents: totalCents - base + 0 };
}

/**
 * An invoice's number as printed and sent (`NumSerieFactura`): the series, a hyphen and the number
 * padded to six digits (`F-000042`), so numbers sort as they were issued. A number past 999,999
 * keeps all its digits.
 */
export function invoiceNumberText(series: string, number: number): string {
  if (!/^[A-Z0-9]{1,20}$/.test(series)) throw new RangeError(`invoiceNumberText: ${series} is not a series`);
  if (!Number.isSafeInteger(number) || number < 1)
    throw new RangeError(`invoiceNumberText: ${number} is not an invoice number`);
  return `${series}-${String(number).padStart(6, '0')}`;
}
