import { type Language, type Receipt, VAT_RATE_PERCENT } from '@boxbook/domain';
import { PDFDocument } from 'pdf-lib';
import { A4, drawLines, embedFonts, type PdfLine } from '../../lib/pdf-page';

const TEXTS = {
  ca: {
    title: 'Rebut',
    number: 'Número',
    date: 'Data',
    customer: 'Client',
    concept: 'Concepte',
    base: 'Base imposable',
    vat: `IVA (${VAT_RATE_PERCENT} %)`,
    total: 'Total (IVA inclòs)',
    taxId: 'NIF',
    paid: { card: 'Pagat amb targeta.', bizum: 'Pagat amb Bizum.' },
    purposes: {
      CHECKOUT: 'Pagament al box',
      CREDIT_ACTIVITY: '1 crèdit de classe',
      CREDIT_OPEN: "1 crèdit d'open box",
      PLAN: 'Tarifa mensual {plan}',
      PLAN_RENEWAL: 'Renovació de la tarifa {plan} ({period})',
      SEPA_DEBT: 'Quota domiciliada retornada pel banc',
      DROP_IN: 'Classe solta (drop-in)',
    },
  },
  es: {
    title: 'Recibo',
    number: 'Número',
    date: 'Fecha',
    customer: 'Cliente',
    concept: 'Concepto',
    base: 'Base imponible',
    vat: `IVA (${VAT_RATE_PERCENT} %)`,
    total: 'Total (IVA incluido)',
    taxId: 'NIF',
    paid: { card: 'Pagado con tarjeta.', bizum: 'Pagado con Bizum.' },
    purposes: {
      CHECKOUT: 'Pago en el box',
      CREDIT_ACTIVITY: '1 crédito de clase',
      CREDIT_OPEN: '1 crédito de open box',
      PLAN: 'Tarifa mensual {plan}',
      PLAN_RENEWAL: 'Renovación de la tarifa {plan} ({period})',
      SEPA_DEBT: 'Cuota domiciliada devuelta por el banco',
      DROP_IN: 'Clase suelta (drop-in)',
    },
  },
} as const;

/** Receipt numbers as printed: one series, never reused (R-000042). */
export const receiptNumberText = (number: number) => `R-${String(number).padStart(6, '0')}`;

/** The concept of a receipt in a language: what it paid for, never the text a browser sent. */
export function receiptConcept(receipt: Receipt, language: Language): string {
  const plan = (language === 'ca' ? receipt.planNameCa : receipt.planNameEs) ?? '';
  const period = receipt.period
    ? new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${receipt.period}T12:00:00Z`),
      )
    : '';
  return TEXTS[language].purposes[receipt.purpose].replace('{plan}', plan).replace('{period}', period).trim();
}

/**
 * The receipt as a one-page PDF in the member's language (see docs/decisions.md, Payments, plans
 * and renewals).
 */
export async function receiptPdf(input: {
  receipt: Receipt;
  language: Language;
  box: { legalName: string; taxId: string; email: string };
  member: { name: string; cin: string };
  timeZone: string;
}): Promise<Buffer> {
  const { receipt, language, box, member } = input;
  const t = TEXTS[language];
  const money = new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
    style: 'currency',
    currency: 'EUR',
  });
  const date = new Intl.DateTimeFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
    dateStyle: 'long',
    timeZone: input.timeZone,
  }).format(new Date(receipt.issuedAt));
  const right = 530;
  const lines: PdfLine[] = [
    { text: box.legalName, x: 60, y: 70, size: 16, bold: true },
    { text: `${t.taxId}: ${box.taxId}`, x: 60, y: 90 },
    { text: box.email, x: 60, y: 106 },
    { text: `${t.title} ${receiptNumberText(receipt.number)}`, x: 60, y: 160, size: 20, bold: true },
    { text: `${t.date}: ${date}`, x: 60, y: 186 },
    { text: `${t.customer}: ${member.name} (${member.cin})`, x: 60, y: 204 },
    { text: t.concept, x: 60, y: 250, bold: true },
    { text: receiptConcept(receipt, language), x: 60, y: 270 },
    { text: money.format(receipt.amount), x: right, y: 270, alignRight: true },
    { text: t.base, x: 300, y: 320 },
    { text: money.format(receipt.base), x: right, y: 320, alignRight: true },
    { text: t.vat, x: 300, y: 338 },
    { text: money.format(receipt.vat), x: right, y: 338, alignRight: true },
    { text: t.total, x: 300, y: 362, bold: true },
    { text: money.format(receipt.amount), x: right, y: 362, bold: true, alignRight: true },
    { text: t.paid[receipt.paymentMethod], x: 60, y: 420, size: 9 },
  ];
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.title} ${receiptNumberText(receipt.number)}`);
  doc.setLanguage(language === 'ca' ? 'ca-ES' : 'es-ES');
  const fonts = await embedFonts(doc);
  drawLines(doc.addPage([A4.width, A4.height]), fonts, lines);
  return Buffer.from(await doc.save());
}
