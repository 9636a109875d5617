import type { InvoiceListItem } from '@boxbook/domain';
import { stringify } from 'csv-stringify/sync';
import { inert } from '../../lib/inert-cell';

/**
 * The accountant's CSV of a quarter (docs/invoicing.md, "For the admin and the accountant"): one
 * line per invoice in the order issued, then the sums the quarterly VAT return (Modelo 303) takes,
 * by VAT rate, R5s subtracting. Spanish spreadsheet conventions, because the file is opened by a
 * Spanish accountant's spreadsheet with a Spanish locale: `;` between cells, a decimal comma, no
 * thousands separator, Spanish headings, a UTF-8 byte-order mark.
 */

const HEADINGS = [
  'Número',
  'Tipo',
  'Fecha de expedición',
  'Rectifica a',
  'Cliente',
  'Concepto',
  'Base imponible',
  'Tipo IVA (%)',
  'Cuota IVA',
  'Total',
  'Estado AEAT',
  'Anulada',
];

const AEAT_STATUS_ES: Record<InvoiceListItem['aeatStatus'], string> = {
  pending: 'Pendiente de envío',
  sent: 'Enviada',
  accepted: 'Aceptada',
  accepted_with_errors: 'Aceptada con errores',
  refused: 'Rechazada',
};

/** Cents as a Spanish spreadsheet reads a number: `-1234,56`. */
export const spanishAmount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};
const spanishRate = (basisPoints: number) => spanishAmount(basisPoints).replace(/,00$/, '');
/** YYYY-MM-DD → DD/MM/YYYY, the date a Spanish spreadsheet recognises. */
const spanishDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

interface Sum {
  base: number;
  vat: number;
  total: number;
  count: number;
}
const add = (sum: Sum, i: InvoiceListItem): Sum => ({
  base: sum.base + i.baseCents,
  vat: sum.vat + i.vatCents,
  total: sum.total + i.totalCents,
  count: sum.count + 1,
});
const NONE: Sum = { base: 0, vat: 0, total: 0, count: 0 };

export function invoiceCsv(quarter: string, items: InvoiceListItem[]): string {
  const lines: (string | number)[][] = [HEADINGS];
  for (const i of items) {
    lines.push([
      i.number,
      i.kind,
      spanishDate(i.issueDate),
      i.corrects?.number ?? '',
      inert(i.memberName ?? '') ?? '',
      inert(i.concept) ?? '',
      spanishAmount(i.baseCents),
      spanishRate(i.vatRateBp),
      spanishAmount(i.vatCents),
      spanishAmount(i.totalCents),
      AEAT_STATUS_ES[i.aeatStatus],
      i.voided ? 'Sí' : 'No',
    ]);
  }
  // A voided invoice (registro de anulación) is no longer an operation of the quarter.
  const counted = items.filter((i) => !i.voided);
  lines.push([]);
  lines.push([
    `Resumen ${quarter} (Modelo 303)`,
    '',
    'Facturas',
    'Tipo IVA (%)',
    'Base imponible',
    'Cuota IVA',
    'Total',
  ]);
  const rates = [...new Set(counted.map((i) => i.vatRateBp))].sort((a, b) => a - b);
  for (const rate of rates) {
    const atRate = counted.filter((i) => i.vatRateBp === rate);
    const row = (label: string, sum: Sum) => [
      label,
      '',
      sum.count,
      spanishRate(rate),
      spanishAmount(sum.base),
      spanishAmount(sum.vat),
      spanishAmount(sum.total),
    ];
    lines.push(row('Facturas simplificadas (F2)', atRate.filter((i) => i.kind === 'F2').reduce(add, NONE)));
    lines.push(row('Rectificativas (R5)', atRate.filter((i) => i.kind === 'R5').reduce(add, NONE)));
    lines.push(row('Total a declarar', atRate.reduce(add, NONE)));
  }
  return stringify(lines, { bom: true, delimiter: ';', record_delimiter: 'windows' });
}
