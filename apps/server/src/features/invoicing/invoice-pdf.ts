import {
  type AeatEnvironment,
  aeatAmount,
  aeatDate,
  type Language,
  QR_CAPTION,
  VERIFACTU_LEGEND,
  verifactuQrUrl,
} from '@boxbook/domain';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import type { InvoiceRow } from '../../infra/db/schema';
import { A4, drawLines, embedFonts, mm, type PdfLine, wrapText } from '../../lib/pdf-page';

/** The server's own texts of an invoice, in the invoice's language (docs/invoicing.md, "The PDF"). */
const TEXTS = {
  ca: {
    F2: 'Factura simplificada',
    R5: 'Factura rectificativa',
    taxId: 'NIF',
    date: "Data d'expedició",
    customer: 'Client',
    corrects: 'Rectifica la factura {number}, del {date}.',
    byDifferences:
      'Rectificació per diferències: els imports d’aquesta factura són els que es resten de la factura rectificada.',
    concept: 'Concepte',
    amount: 'Import',
    base: 'Base imposable',
    vat: 'IVA ({rate} %)',
    total: 'Total (IVA inclòs)',
  },
  es: {
    F2: 'Factura simplificada',
    R5: 'Factura rectificativa',
    taxId: 'NIF',
    date: 'Fecha de expedición',
    customer: 'Cliente',
    corrects: 'Rectifica la factura {number}, del {date}.',
    byDifferences:
      'Rectificación por diferencias: los importes de esta factura son los que se restan de la factura rectificada.',
    concept: 'Concepto',
    amount: 'Importe',
    base: 'Base imponible',
    vat: 'IVA ({rate} %)',
    total: 'Total (IVA incluido)',
  },
} as const;

export type InvoiceForPdf = Pick<
  InvoiceRow,
  | 'invoiceNumber'
  | 'kind'
  | 'issueDate'
  | 'issuerNif'
  | 'issuerName'
  | 'concept'
  | 'baseCents'
  | 'vatCents'
  | 'totalCents'
  | 'vatRateBp'
>;

export interface InvoicePdfInput {
  invoice: InvoiceForPdf;
  /** An R5's corrected invoice. */
  corrected: { invoiceNumber: string; issueDate: string } | null;
  /** The member's name; null when the invoice names no member. */
  memberName: string | null;
  language: Language;
  /** Which AEAT the QR sends its reader to (VERIFACTU_ENV). */
  environment: AeatEnvironment;
}

/** The QR's URL: the very NIF, number, date and total (`aeatAmount`) of the invoice's record. */
export function invoiceQrUrl(invoice: InvoiceForPdf, environment: AeatEnvironment): string {
  return verifactuQrUrl({
    environment,
    verifactu: true,
    issuerNif: invoice.issuerNif,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: aeatDate(invoice.issueDate),
    total: aeatAmount(invoice.totalCents),
  });
}

/** The QR symbol's printed side, inside the AEAT's 30–40 mm. */
const QR_SIDE = mm(35);
/** The white border every QR needs, in modules (ISO/IEC 18004), part of the image drawn. */
const QUIET_ZONE = 4;
/** Pixels per module: the image is drawn without smoothing, so its edges stay sharp. */
const PIXELS_PER_MODULE = 8;

const LEFT = 56;
const RIGHT = A4.width - 50;

/**
 * The invoice as a one-page A4 PDF: the box as issuer, the kind and number, date, member, the
 * concept (wrapped), base, VAT and total right-aligned, for an R5 the invoice it corrects (its
 * amounts are the differences, negative), and the QR with "QR tributario:" above and the
 * VERI*FACTU legend below. The QR and its legends are the AEAT's and never translated.
 */
export async function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, language } = input;
  const t = TEXTS[language];
  const locale = language === 'ca' ? 'ca-ES' : 'es-ES';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const longDate = (isoDate: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T12:00:00Z`),
    );
  const title = `${t[invoice.kind]} ${invoice.invoiceNumber}`;

  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage(locale);
  doc.setAuthor(invoice.issuerName);
  const fonts = await embedFonts(doc);
  const page = doc.addPage([A4.width, A4.height]);

  // The QR, top right: the symbol QR_SIDE wide, its quiet zone around it.
  const url = invoiceQrUrl(invoice, input.environment);
  const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
  const png = await QRCode.toBuffer(url, {
    errorCorrectionLevel: 'M',
    margin: QUIET_ZONE,
    scale: PIXELS_PER_MODULE,
    type: 'png',
  });
  const drawn = (QR_SIDE * (modules + 2 * QUIET_ZONE)) / modules;
  const qrCentre = RIGHT - drawn / 2;
  const qrTop = 64;
  page.drawImage(await doc.embedPng(png), {
    x: RIGHT - drawn,
    y: A4.height - qrTop - drawn,
    width: drawn,
    height: drawn,
  });
  const border = (QR_SIDE * QUIET_ZONE) / modules;
  const lines: PdfLine[] = [
    { text: QR_CAPTION, x: qrCentre, y: qrTop + border - 4, size: 9, center: true, bold: true },
    ...wrapText(VERIFACTU_LEGEND, fonts.regular, 8, drawn).map((text, i) => ({
      text,
      x: qrCentre,
      y: qrTop + drawn - border + 12 + i * 10,
      size: 8,
      center: true,
    })),
  ];

  // The issuer, left of the QR.
  let y = 80;
  for (const text of wrapText(invoice.issuerName, fonts.bold, 16, RIGHT - drawn - 20 - LEFT)) {
    lines.push({ text, x: LEFT, y, size: 16, bold: true });
    y += 20;
  }
  lines.push({ text: `${t.taxId}: ${invoice.issuerNif}`, x: LEFT, y });

  y = Math.max(y + 40, qrTop + drawn + 40);
  lines.push({ text: title, x: LEFT, y, size: 18, bold: true });
  y += 26;
  lines.push({ text: `${t.date}: ${longDate(invoice.issueDate)}`, x: LEFT, y });
  if (input.memberName) {
    y += 18;
    lines.push({ text: `${t.customer}: ${input.memberName}`, x: LEFT, y });
  }
  if (input.corrected) {
    y += 26;
    const corrects = t.corrects
      .replace('{number}', input.corrected.invoiceNumber)
      .replace('{date}', longDate(input.corrected.issueDate));
    lines.push({ text: corrects, x: LEFT, y, bold: true });
    for (const text of wrapText(t.byDifferences, fonts.regular, 10, RIGHT - LEFT)) {
      y += 15;
      lines.push({ text, x: LEFT, y, size: 10 });
    }
  }

  // The concept, wrapped beside its amount; then the base, VAT and total under the amounts.
  y += 40;
  lines.push(
    { text: t.concept, x: LEFT, y, bold: true },
    { text: t.amount, x: RIGHT, y, bold: true, alignRight: true },
  );
  y += 20;
  lines.push({ text: money.format(invoice.totalCents / 100), x: RIGHT, y, alignRight: true });
  for (const text of wrapText(invoice.concept, fonts.regular, 11, RIGHT - LEFT - 130)) {
    lines.push({ text, x: LEFT, y });
    y += 15;
  }
  y += 25;
  const rate = new Intl.NumberFormat(locale).format(invoice.vatRateBp / 100);
  const sums: [label: string, cents: number, gapAfter: number][] = [
    [t.base, invoice.baseCents, 18],
    [t.vat.replace('{rate}', rate), invoice.vatCents, 24],
  ];
  for (const [label, cents, gapAfter] of sums) {
    lines.push(
      { text: label, x: 300, y },
      { text: money.format(cents / 100), x: RIGHT, y, alignRight: true },
    );
    y += gapAfter;
  }
  lines.push(
    { text: t.total, x: 300, y, bold: true },
    { text: money.format(invoice.totalCents / 100), x: RIGHT, y, bold: true, alignRight: true },
  );

  drawLines(page, fonts, lines);
  return Buffer.from(await doc.save());
}
