import { QR_CAPTION, VERIFACTU_LEGEND, verifactuQrUrl } from '@boxbook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceForPdf, invoicePdf } from '../src/features/invoicing/invoice-pdf';
import { PDF_WARM_UP_MS, pdfQrCodes, pdfText, warmUpPdfReading } from './pdf-reading';

const F2: InvoiceForPdf = {
  invoiceNumber: 'F-000042',
  kind: 'F2',
  issueDate: '2027-01-15',
  issuerNif: 'B12345678',
  issuerName: 'Boxbook Fitness SL',
  concept: "Tarifa mensual Il·limitat (gener de 2027) — l'accés a totes les classes",
  baseCents: 4959,
  vatCents: 1041,
  totalCents: 6000,
  vatRateBp: 2100,
};

const R5: InvoiceForPdf = {
  ...F2,
  invoiceNumber: 'FR-000003',
  kind: 'R5',
  issueDate: '2027-02-01',
  concept: 'Devolució parcial',
  baseCents: -1653,
  vatCents: -347,
  totalCents: -2000,
};

const pdfOf = (invoice: InvoiceForPdf, language: 'ca' | 'es', extra: { corrected?: boolean } = {}) =>
  invoicePdf({
    invoice,
    corrected: extra.corrected ? { invoiceNumber: 'F-000042', issueDate: '2027-01-15' } : null,
    memberName: 'Núria Puig',
    language,
    environment: 'test',
  });

// Not counted in any test's time: pdf.js starts its worker once (see pdf-reading.ts).
beforeAll(warmUpPdfReading, PDF_WARM_UP_MS);

describe('the invoice PDF', () => {
  it('prints a simplified invoice in Catalan, with a QR that decodes to the AEAT check of that very invoice', async () => {
    const pdf = await pdfOf(F2, 'ca');
    const text = await pdfText(pdf);
    expect(text).toContain('Boxbook Fitness SL');
    expect(text).toContain('NIF: B12345678');
    expect(text).toContain('Factura simplificada F-000042');
    expect(text).toContain("Data d'expedició: 15 de gener del 2027");
    expect(text).toContain('Client: Núria Puig');
    // The concept wraps beside its amount; its characters (l·l, —, accents) are all there.
    expect(text).toContain("Tarifa mensual Il·limitat (gener de 2027) — l'accés a totes les");
    expect(text).toMatch(/Base imposable 49,59 €/);
    expect(text).toMatch(/IVA \(21 %\) 10,41 €/);
    expect(text).toMatch(/Total \(IVA inclòs\) 60,00 €/);
    expect(text).toContain(QR_CAPTION);
    // The legend may wrap under the QR: all its words, in order.
    expect(text.replace(/\s+/g, ' ')).toContain(VERIFACTU_LEGEND);

    expect(await pdfQrCodes(pdf)).toEqual([
      verifactuQrUrl({
        environment: 'test',
        verifactu: true,
        issuerNif: 'B12345678',
        invoiceNumber: 'F-000042',
        issueDate: '15-01-2027',
        total: '60.00',
      }),
    ]);
  });

  it('prints a rectifying invoice in Spanish naming the invoice it corrects and the amounts by which', async () => {
    const pdf = await pdfOf(R5, 'es', { corrected: true });
    const text = await pdfText(pdf);
    expect(text).toContain('Factura rectificativa FR-000003');
    expect(text).toContain('Fecha de expedición: 1 de febrero de 2027');
    expect(text).toContain('Rectifica la factura F-000042, del 15 de enero de 2027.');
    expect(text).toMatch(/Base imponible -16,53 €/);
    expect(text).toMatch(/IVA \(21 %\) -3,47 €/);
    expect(text).toMatch(/Total \(IVA incluido\) -20,00 €/);
    const [qr] = await pdfQrCodes(pdf);
    expect(qr).toContain('numserie=FR-000003');
    expect(qr).toContain('importe=-20.00');
  });

  it('wraps a long concept onto several lines without losing a word', async () => {
    const words = Array.from({ length: 70 }, (_, i) => `paraula${i}`);
    const concept = `${words.join(' ')} Supercalifragilísticoespialidósamentequeesmoltmésllargquenounalínia${'x'.repeat(90)}`;
    const text = await pdfText(await pdfOf({ ...F2, concept }, 'ca'));
    const conceptLines = text.split('\n').filter((line) => line.includes('paraula'));
    expect(conceptLines.length).toBeGreaterThan(3);
    const flat = text.replace(/\s+/g, ' ');
    for (const word of words) expect(flat).toMatch(new RegExp(`\\b${word}\\b`));
    // A word longer than a line is cut between characters: every character is still printed.
    expect(text.replace(/\s+/g, '')).toContain(concept.slice(-120).replace(/\s+/g, ''));
  });
});
