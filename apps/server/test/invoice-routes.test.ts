import {
  aeatAmount,
  aeatDate,
  type InvoiceListItem,
  invoiceListItemSchema,
  invoicePageSchema,
  verifactuQrUrl,
} from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../src/infra/db/schema';
import { addMember, bookingApi, type Member } from './booking-support';
import { BOX, issue } from './invoicing-support';
import { PDF_WARM_UP_MS, pdfQrCodes, pdfText, warmUpPdfReading } from './pdf-reading';
import { createTestApp, type TestApp } from './test-app';

/**
 * The invoice routes on invoices issued here with `issueInvoice`, across the box's quarters: the
 * first and last minutes of Q1 2027 are box dates (Madrid), not UTC ones.
 */
let t: TestApp;
let api: ReturnType<typeof bookingApi>;
let admin: Member;
let member: Member;
let other: Member;
const issued: Record<'q4' | 'newYear' | 'feb' | 'refund' | 'lastMinute' | 'q2', InvoiceRow> = {} as never;

const get = (who: Member, url: string) => api.call(who, 'GET', url);

/** The CSV as a spreadsheet with `;` reads it (no cell here holds a quote or a `;`). */
function csvRows(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1')));
}

beforeAll(async () => {
  t = await createTestApp();
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  member = await addMember(t, { name: 'Núria', surname: 'Puig' });
  other = await addMember(t, { name: 'Pau', surname: 'Vidal' });
  const db = t.app.db;
  const at = (iso: string) => new Date(iso);
  issued.q4 = (
    await issue(db, { userId: member.id, now: at('2026-12-31T22:30:00Z'), totalCents: 1200 })
  ).invoice;
  issued.newYear = (
    await issue(db, {
      userId: member.id,
      now: at('2026-12-31T23:30:00Z'),
      totalCents: 6000,
      concept: 'Tarifa mensual Il·limitat (gener de 2027)',
    })
  ).invoice;
  issued.feb = (
    await issue(db, { userId: other.id, now: at('2027-02-10T10:00:00Z'), totalCents: 1200, language: 'es' })
  ).invoice;
  issued.refund = (
    await issue(db, {
      kind: 'R5',
      userId: member.id,
      now: at('2027-03-05T10:00:00Z'),
      totalCents: -2000,
      correctsInvoiceId: issued.newYear.id,
      concept: 'Devolució parcial',
    })
  ).invoice;
  issued.lastMinute = (
    await issue(db, { userId: member.id, now: at('2027-03-31T21:59:00Z'), totalCents: 3500 })
  ).invoice;
  issued.q2 = (
    await issue(db, { userId: member.id, now: at('2027-03-31T22:00:00Z'), totalCents: 999 })
  ).invoice;
  await db.execute(
    sql`update billing_records set aeat_status = 'accepted' where invoice_id = ${issued.feb.id}`,
  );
});

afterAll(() => t?.close());

// Not counted in any test's time: pdf.js starts its worker once (see pdf-reading.ts).
beforeAll(warmUpPdfReading, PDF_WARM_UP_MS);

describe('the invoice PDF route', () => {
  it('gives the member their own invoice, with the QR of that invoice, in its language or the one asked', async () => {
    const res = await get(member, `/api/invoices/${issued.newYear.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="F-000002.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Factura simplificada F-000002');
    expect(text).toContain("Data d'expedició: 1 de gener del 2027");
    expect(text).toContain('Client: Núria Puig');
    expect(await pdfQrCodes(res.rawPayload)).toEqual([
      verifactuQrUrl({
        environment: 'test',
        verifactu: true,
        issuerNif: BOX.nif,
        invoiceNumber: 'F-000002',
        issueDate: aeatDate('2027-01-01'),
        total: aeatAmount(6000),
      }),
    ]);

    const es = await pdfText(
      (await get(member, `/api/invoices/${issued.newYear.id}/pdf?lang=es`)).rawPayload,
    );
    expect(es).toContain('Fecha de expedición: 1 de enero de 2027');
  });

  it('names the invoice an R5 corrects', async () => {
    const res = await get(member, `/api/invoices/${issued.refund.id}/pdf`);
    expect(res.headers['content-disposition']).toBe('inline; filename="FR-000001.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Factura rectificativa FR-000001');
    expect(text).toContain('Rectifica la factura F-000002, del 1 de gener del 2027.');
    expect(text).toMatch(/Total \(IVA inclòs\) -20,00 €/);
  });

  it("answers another member's invoice and a missing one alike (404); an admin reads any", async () => {
    const theirs = await get(other, `/api/invoices/${issued.newYear.id}/pdf`);
    const missing = await get(other, '/api/invoices/999999/pdf');
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await get(admin, `/api/invoices/${issued.newYear.id}/pdf`)).statusCode).toBe(200);
    expect((await get(member, `/api/invoices/${issued.newYear.id}/pdf?lang=en`)).statusCode).toBe(400);
  });
});

describe("the admin's list", () => {
  const list = async (query = '') => {
    const res = await get(admin, `/api/invoices${query}`);
    expect(res.statusCode).toBe(200);
    return invoicePageSchema.parse(res.json());
  };
  const numbers = (items: InvoiceListItem[]) => items.map((i) => i.number);

  it('lists every invoice newest first with what the screen shows', async () => {
    const page = await list();
    expect(page.totalElements).toBe(6);
    expect(numbers(page.content)).toEqual([
      'F-000005',
      'F-000004',
      'FR-000001',
      'F-000003',
      'F-000002',
      'F-000001',
    ]);
    const refund = page.content.find((i) => i.number === 'FR-000001');
    expect(invoiceListItemSchema.parse(refund)).toMatchObject({
      kind: 'R5',
      issueDate: '2027-03-05',
      memberId: member.id,
      memberName: 'Núria Puig',
      concept: 'Devolució parcial',
      baseCents: -1653,
      vatCents: -347,
      totalCents: -2000,
      vatRateBp: 2100,
      corrects: { id: issued.newYear.id, number: 'F-000002', kind: 'F2' },
      aeatStatus: 'pending',
      voided: false,
    });
  });

  it('filters by box dates, kind and AEAT status', async () => {
    expect(numbers((await list('?from=2027-01-01&to=2027-03-31')).content)).toEqual([
      'F-000004',
      'FR-000001',
      'F-000003',
      'F-000002',
    ]);
    expect(numbers((await list('?kind=R5')).content)).toEqual(['FR-000001']);
    expect(numbers((await list('?aeatStatus=accepted')).content)).toEqual(['F-000003']);
    expect((await list('?aeatStatus=refused')).empty).toBe(true);
  });

  it('pages 25 at a time', async () => {
    for (let i = 0; i < 20; i++)
      await issue(t.app.db, {
        userId: other.id,
        now: new Date(Date.UTC(2027, 4, 1, 10, i)),
        totalCents: 100 + i,
      });
    const first = await list();
    expect(first).toMatchObject({ totalElements: 26, totalPages: 2, number: 0 });
    expect(first.content).toHaveLength(25);
    const second = await list('?page=1');
    expect(numbers(second.content)).toEqual(['F-000001']);
  });

  it('refuses a reversed range and bad filters (400), and members (403)', async () => {
    expect((await get(admin, '/api/invoices?from=2027-03-01&to=2027-01-01')).statusCode).toBe(400);
    expect((await get(admin, '/api/invoices?kind=F1')).statusCode).toBe(400);
    expect((await get(admin, '/api/invoices?aeatStatus=lost')).statusCode).toBe(400);
    expect((await get(member, '/api/invoices')).statusCode).toBe(403);
    expect((await get(member, '/api/invoices/csv?quarter=2027-Q1')).statusCode).toBe(403);
    expect((await get(member, '/api/invoices/chain')).statusCode).toBe(403);
  });
});

describe("the accountant's CSV", () => {
  it("has one line per invoice of the quarter's box dates and the Modelo 303 sums, R5s subtracting", async () => {
    const res = await get(admin, '/api/invoices/csv?quarter=2027-Q1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="facturas-2027-Q1.csv"');
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual([
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
    ]);
    const lines = rows.slice(1, 5);
    expect(lines.map((r) => r[0])).toEqual(['F-000002', 'F-000003', 'FR-000001', 'F-000004']);
    expect(lines[0]).toEqual([
      'F-000002',
      'F2',
      '01/01/2027',
      '',
      'Núria Puig',
      'Tarifa mensual Il·limitat (gener de 2027)',
      '49,59',
      '21',
      '10,41',
      '60,00',
      'Pendiente de envío',
      'No',
    ]);
    expect(lines[1]?.[10]).toBe('Aceptada');
    expect(lines[2]?.slice(3, 10)).toEqual([
      'F-000002',
      'Núria Puig',
      'Devolució parcial',
      '-16,53',
      '21',
      '-3,47',
      '-20,00',
    ]);
    const sums = Object.fromEntries(rows.slice(6).map((r) => [r[0], r.slice(2)]));
    // F2: 60.00 + 12.00 + 35.00; R5: -20.00. Bases and VAT as each invoice split its total.
    expect(sums['Facturas simplificadas (F2)']).toEqual(['3', '21', '88,44', '18,56', '107,00']);
    expect(sums['Rectificativas (R5)']).toEqual(['1', '21', '-16,53', '-3,47', '-20,00']);
    expect(sums['Total a declarar']).toEqual(['4', '21', '71,91', '15,09', '87,00']);
  });

  it('refuses a quarter that is not one', async () => {
    expect((await get(admin, '/api/invoices/csv?quarter=2027-Q5')).statusCode).toBe(400);
    expect((await get(admin, '/api/invoices/csv')).statusCode).toBe(400);
  });
});

describe('the chain check', () => {
  it('finds the chain whole, then names the record a superuser changed', async () => {
    const whole = await get(admin, '/api/invoices/chain');
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual({ whole: true, records: 26, problem: null });

    await t.app.db.execute(sql`alter table billing_records disable trigger billing_records_append_only`);
    try {
      await t.app.db.execute(sql`update billing_records set total = '99.99' where position = 3`);
      expect((await get(admin, '/api/invoices/chain')).json()).toEqual({
        whole: false,
        records: 3,
        problem: 'record 3 (invoice F-000003) was changed: its fields no longer give its fingerprint',
      });
    } finally {
      await t.app.db.execute(sql`update billing_records set total = '12.00' where position = 3`);
      await t.app.db.execute(sql`alter table billing_records enable trigger billing_records_append_only`);
    }
    expect((await get(admin, '/api/invoices/chain')).json()).toMatchObject({ whole: true });
  });
});
