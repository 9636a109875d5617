/**
 * An invoice's number as printed and sent (`NumSerieFactura`): the series, a hyphen and the number
 * padded to six digits (`F-000042`), so numbers sort as they were issued. A number past 999,999
 * keeps all its digits. Letters, digits and `-` only: the QR's URL encoding leaves them as they are
 * (docs/invoicing.md, "Numbers").
 */
export function invoiceNumberText(series: string, number: number): string {
  if (!/^[A-Z0-9]{1,20}$/.test(series)) throw new RangeError(`invoiceNumberText: ${series} is not a series`);
  if (!Number.isSafeInteger(number) || number < 1)
    throw new RangeError(`invoiceNumberText: ${number} is not an invoice number`);
  return `${series}-${String(number).padStart(6, '0')}`;
}
