import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { verifyChain } from '../src/features/invoicing/verify-chain';
import { auditLog, billingRecords, invoices } from '../src/infra/db/schema';
import { BOX, invoicedMember, issue } from './invoicing-support';
import { aeatSchemaErrors } from './support/aeat-xsd';
import { createTestApp, DEMO, fixedClock, type SignedIn, signIn, type TestApp } from './test-app';

type Node = Record<string, unknown>;
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The records of a `RegFactuSistemaFacturacion` document, as plain objects keyed by prefixed names. */
function recordsOf(xml: string): { kind: 'alta' | 'anulacion'; record: Node }[] {
  const doc = create(xml).end({ format: 'object' }) as Node;
  const request = doc['sum:RegFactuSistemaFacturacion'] as Node;
  return list(request['sum:RegistroFactura'] as Node | Node[]).map((wrapper) =>
    wrapper['sum1:RegistroAlta']
      ? { kind: 'alta', record: wrapper['sum1:RegistroAlta'] as Node }
      : { kind: 'anulacion', record: wrapper['sum1:RegistroAnulacion'] as Node },
  );
}
const field = (node: Node, ...path: string[]): unknown =>
  path.reduce<unknown>((at, name) => (at as Node | undefined)?.[`sum1:${name}`], node);

/**
 * The records as XML (`GET /api/invoices/records.xml`) and voiding (`POST /api/invoices/{id}/void`),
 * through the API, on PGlite or on PostgreSQL with DATABASE_URL.
 */
describe('billing records as XML, and voiding invoices', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  const clock = fixedClock('2027-01-10T09:00:00Z');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ demo: true, clock });
    const userId = await invoicedMember(t.app.db);
    const a = await issue(t.app.db, { userId, totalCents: 1_200, now: new Date('2027-01-10T09:00:00Z') });
    const b = await issue(t.app.db, { userId, totalCents: 4_995, now: new Date('2027-01-10T10:00:00Z') });
    const r = await issue(t.app.db, {
      userId,
      kind: 'R5',
      totalCents: -500,
      correctsInvoiceId: b.invoice.id,
      concept: 'Devolució parcial',
      now: new Date('2027-01-10T11:00:00Z'),
    });
    const c = await issue(t.app.db, { userId, totalCents: 800, now: new Date('2027-01-11T09:00:00Z') });
    Object.assign(ids, { a: a.invoice.id, b: b.invoice.id, r: r.invoice.id, c: c.invoice.id });
    clock.set('2027-01-11T10:00:00Z');
    admin = await signIn(t.app, ...DEMO.admin);
    member = await signIn(t.app, ...DEMO.member);
  });
  afterAll(() => t?.close());

  const recordsXml = (from: string, to: string, who: SignedIn = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/invoices/records.xml?from=${from}&to=${to}`,
      headers: who.headers,
    });
  const voidIt = (id: number, reason = 'Cobrat dues vegades per error', who: SignedIn = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/void`,
      headers: who.headers,
      payload: { reason },
    });

  it("serves a box day's records exactly as stored, valid against the AEAT's SuministroLR.xsd", async () => {
    const res = await recordsXml('2027-01-10', '2027-01-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain('registros-verifactu-2027-01-10-2027-01-10.xml');
    expect(await aeatSchemaErrors(res.body, 'SuministroLR.xsd')).toEqual([]);

    const stored = await t.app.db.select().from(billingRecords).orderBy(billingRecords.position);
    const sent = recordsOf(res.body);
    expect(sent).toHaveLength(3);
    for (const [i, { kind, record }] of sent.entries()) {
      const row = stored[i];
      if (!row) throw new Error('missing row');
      expect(kind).toBe('alta');
      expect(field(record, 'IDFactura', 'NumSerieFactura')).toBe(row.invoiceNumber);
      expect(field(record, 'IDFactura', 'FechaExpedicionFactura')).toBe(row.issueDate);
      expect(field(record, 'TipoFactura')).toBe(row.invoiceType);
      expect(field(record, 'CuotaTotal')).toBe(row.vatTotal);
      expect(field(record, 'ImporteTotal')).toBe(row.total);
      expect(field(record, 'FechaHoraHusoGenRegistro')).toBe(row.generatedAt);
      expect(field(record, 'Huella')).toBe(row.fingerprint);
      expect(field(record, 'NombreRazonEmisor')).toBe(BOX.name);
      expect(field(record, 'Desglose', 'DetalleDesglose', 'CuotaRepercutida')).toBe(row.vatTotal);
      if (i === 0) expect(field(record, 'Encadenamiento', 'PrimerRegistro')).toBe('S');
      else
        expect(field(record, 'Encadenamiento', 'RegistroAnterior', 'Huella')).toBe(
          stored[i - 1]?.fingerprint,
        );
    }
    // The R5 corrects B by differences and names it.
    const r5 = sent[2]?.record as Node;
    expect(field(r5, 'TipoRectificativa')).toBe('I');
    expect(field(r5, 'FacturasRectificadas', 'IDFacturaRectificada', 'NumSerieFactura')).toBe('F-000002');
    expect(field(r5, 'ImporteTotal')).toBe('-5.00');
    expect(field(r5, 'Desglose', 'DetalleDesglose', 'BaseImponibleOimporteNoSujeto')).toBe('-4.13');
  });

  it('refuses a range that ends before it starts, and a member', async () => {
    const backwards = await recordsXml('2027-01-11', '2027-01-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('validation');
    expect((await recordsXml('2027-01-10', '2027-01-10', member)).statusCode).toBe(403);
  });

  it('voids an invoice with a registro de anulación at the end of the chain, which stays whole', async () => {
    const res = await voidIt(ids.a as number);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: ids.a, number: 'F-000001', recordPosition: 5, aeatStatus: 'pending' });
    const [record] = await t.app.db.select().from(billingRecords).where(eq(billingRecords.position, 5));
    expect(record).toMatchObject({ kind: 'anulacion', invoiceNumber: 'F-000001', issueDate: '10-01-2027' });
    expect(record?.generatedAt).toBe('2027-01-11T11:00:00+01:00');
    expect(await verifyChain(t.app.db)).toEqual({ records: 5, broken: null });

    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.void'));
    expect(audit).toMatchObject({
      byUserId: admin.user.id,
      after: { invoice: 'F-000001', reason: 'Cobrat dues vegades per error' },
    });

    // The anulación in the XML, chained to the record before it, valid against the schema.
    const xml = (await recordsXml('2027-01-11', '2027-01-11')).body;
    expect(await aeatSchemaErrors(xml, 'SuministroLR.xsd')).toEqual([]);
    const [cAlta, anulacion] = recordsOf(xml);
    expect(anulacion?.kind).toBe('anulacion');
    expect(field(anulacion?.record as Node, 'IDFactura', 'NumSerieFacturaAnulada')).toBe('F-000001');
    expect(field(anulacion?.record as Node, 'Huella')).toBe(record?.fingerprint);
    expect(field(anulacion?.record as Node, 'Encadenamiento', 'RegistroAnterior', 'Huella')).toBe(
      field(cAlta?.record as Node, 'Huella'),
    );
  });

  it('voids an invoice once; not one an R5 corrects, not an R5; a member may not', async () => {
    const again = await voidIt(ids.a as number);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invoice_voided');
    const rectified = await voidIt(ids.b as number);
    expect(rectified.statusCode).toBe(409);
    expect(rectified.json().code).toBe('invoice_rectified');
    const r5 = await voidIt(ids.r as number);
    expect(r5.statusCode).toBe(409);
    expect(r5.json().code).toBe('invoice_not_voidable');
    expect((await voidIt(999_999)).statusCode).toBe(404);
    const blank = await voidIt(ids.c as number, '   ');
    expect(blank.statusCode).toBe(400);
    expect((await voidIt(ids.c as number, 'x', member)).statusCode).toBe(403);
    // Nothing of that was written: still five records, one anulación, and the invoices as issued.
    expect(await verifyChain(t.app.db)).toEqual({ records: 5, broken: null });
    expect(await t.app.db.select().from(invoices)).toHaveLength(4);
  });

  it('answers a day without records with an empty RegistrosFacturacion, valid against its schema', async () => {
    const res = await recordsXml('2027-02-01', '2027-02-28');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('RegistrosFacturacion');
    expect(await aeatSchemaErrors(res.body, 'RegistrosBoxbook.xsd')).toEqual([]);
  });
});
