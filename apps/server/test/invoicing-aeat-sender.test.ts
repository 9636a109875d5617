import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findInvoicePage } from '../src/features/invoicing/find-invoices';
import { verifyChain } from '../src/features/invoicing/verify-chain';
import type { Database } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { billingRecords } from '../src/infra/db/schema';
import { invoicedMember, issue } from './invoicing-support';
import { bulkInvoices, senderTo } from './support/aeat-sender-support';
import { aeatSchemaErrors } from './support/aeat-xsd';
import { type FakeAeat, startFakeAeat } from './support/fake-aeat';
import { createTestApp, DEMO, fixedClock, openTestDatabase, signIn } from './test-app';

/**
 * The sender against a local stand-in for the AEAT (support/fake-aeat.ts: HTTPS with the box's
 * client certificate, every request checked against SuministroLR.xsd), on PGlite or on PostgreSQL
 * with DATABASE_URL; the clock is the test's.
 */
describe('sending billing records to the AEAT', { timeout: 240_000 }, () => {
  let aeat: FakeAeat;
  let database: Database;
  let member: number;
  const clock = fixedClock('2027-01-15T09:00:00Z');
  const later = (seconds: number) =>
    clock.set(new Date(clock.now().getTime() + seconds * 1_000).toISOString());
  /** Issues n invoices a second apart, from now on. */
  async function invoices(n: number) {
    for (let i = 0; i < n; i++) {
      await issue(database.db, { userId: member, totalCents: 1_000 + (i % 500), now: clock.now() });
      if (i % 20 === 19) later(1);
    }
  }
  const records = () => database.db.select().from(billingRecords).orderBy(asc(billingRecords.position));

  beforeAll(async () => {
    aeat = await startFakeAeat();
  });
  afterAll(() => aeat?.close());
  beforeEach(async () => {
    clock.set('2027-01-15T09:00:00Z');
    aeat.requests.length = 0;
    aeat.waitSeconds = 60;
    database = await openTestDatabase();
    await migrate(database.db);
    member = await invoicedMember(database.db);
  });
  afterEach(async () => {
    // Every request the app made was valid, and every answer the stand-in gave was as the AEAT's schema says.
    for (const request of aeat.requests) {
      expect(request.schemaErrors).toEqual([]);
      if (request.answerBody)
        expect(await aeatSchemaErrors(request.answerBody, 'RespuestaSuministro.xsd')).toEqual([]);
    }
    await database.close();
  });

  it('stores each record its answer: accepted, accepted with errors (codes), the CSV', async () => {
    await invoices(3);
    aeat.judge('F-000002', {
      status: 'AceptadoConErrores',
      code: 2005,
      description: 'La Huella no es correcta.',
    });
    const outcome = await senderTo(database.db, aeat, clock).runOnce();
    expect(outcome).toEqual({
      sent: true,
      records: 3,
      answer: 'answered',
      statuses: { accepted: 2, accepted_with_errors: 1 },
    });
    expect(aeat.requests).toHaveLength(1);
    const [a, b, c] = await records();
    expect(a).toMatchObject({ aeatStatus: 'accepted', aeatCodes: null });
    expect(a?.aeatCsv).toMatch(/^A-[0-9A-F]{16}$/);
    expect(b).toMatchObject({
      aeatStatus: 'accepted_with_errors',
      aeatCodes: { code: 2005, description: 'La Huella no es correcta.' },
    });
    expect(c?.aeatStatus).toBe('accepted');
    expect(a?.aeatAnsweredAt?.toISOString()).toBe(clock.now().toISOString());
    // Nothing left to send.
    later(60);
    expect(await senderTo(database.db, aeat, clock).runOnce()).toEqual({
      sent: false,
      reason: 'nothing_pending',
    });
  });

  it("waits the AEAT's TiempoEsperaEnvio before the next request", async () => {
    const sender = senderTo(database.db, aeat, clock);
    await invoices(1);
    expect((await sender.runOnce()).sent).toBe(true);
    await invoices(2);
    expect(await sender.runOnce()).toEqual({ sent: false, reason: 'waiting' });
    later(59);
    expect(await sender.runOnce()).toEqual({ sent: false, reason: 'waiting' });
    expect((await sender.status()).nextAttemptAt).toBe('2027-01-15T09:01:00.000Z');
    later(1);
    expect(await sender.runOnce()).toMatchObject({ sent: true, records: 2 });
    expect(aeat.requests).toHaveLength(2);
  });

  it('sends at most 1,000 records a request, and 1,000 waiting do not wait: 1,500 pending go in two', async () => {
    const sender = senderTo(database.db, aeat, clock);
    await invoices(1);
    expect(await sender.runOnce()).toMatchObject({ answer: 'answered', records: 1 });
    // Within the 60 s the AEAT asked for, 1,500 records pile up: 1,000 of them go at once, as the
    // AEAT's flow control allows; the other 500 wait for the time to pass.
    later(1);
    await bulkInvoices(database.db, member, 1_500, clock.now());
    expect(await verifyChain(database.db)).toEqual({ records: 1_501, broken: null });
    expect(await sender.runOnce()).toMatchObject({ answer: 'answered', records: 1_000 });
    expect(await sender.runOnce()).toEqual({ sent: false, reason: 'waiting' });
    later(60);
    expect(await sender.runOnce()).toMatchObject({ answer: 'answered', records: 500 });
    expect(aeat.requests.map((r) => r.records.length)).toEqual([1, 1_000, 500]);
    // In chain order, each once.
    const sent = aeat.received().map((r) => r.fingerprint);
    expect(sent).toEqual((await records()).map((r) => r.fingerprint));
  });

  it('corrects a refused record: a new record, chained, sent with Subsanacion S and RechazoPrevio S', async () => {
    aeat.waitSeconds = 0;
    const sender = senderTo(database.db, aeat, clock);
    await invoices(3);
    aeat.judge('F-000002', {
      status: 'Incorrecto',
      code: 1100,
      description: 'Valor o tipo incorrecto del campo.',
    });
    expect(await sender.runOnce()).toMatchObject({ statuses: { accepted: 2, refused: 1 } });
    const [, refused, , correction] = await records();
    expect(refused).toMatchObject({
      aeatStatus: 'refused',
      aeatCodes: { code: 1100, description: 'Valor o tipo incorrecto del campo.' },
    });
    expect(correction).toMatchObject({
      position: 4,
      kind: 'alta',
      invoiceNumber: 'F-000002',
      total: refused?.total,
      correctsRecordId: refused?.id,
      aeatStatus: 'pending',
    });

    later(1);
    expect(await sender.runOnce()).toMatchObject({ sent: true, records: 1, statuses: { accepted: 1 } });
    expect(aeat.requests[1]?.records).toEqual([
      expect.objectContaining({ invoiceNumber: 'F-000002', subsanacion: 'S', rechazoPrevio: 'S' }),
    ]);
    const after = await records();
    expect(after.map((r) => r.aeatStatus)).toEqual(['accepted', 'refused', 'accepted', 'accepted']);
    expect(await verifyChain(database.db)).toEqual({ records: 4, broken: null });
    // The admin's list shows each invoice once, with its latest record's answer.
    const listed = await findInvoicePage(database.db, { page: 0 });
    expect(listed.content.map((i) => [i.number, i.aeatStatus])).toEqual([
      ['F-000003', 'accepted'],
      ['F-000002', 'accepted'],
      ['F-000001', 'accepted'],
    ]);
  });

  it('retries a SOAP fault and a 503 with a doubling backoff; nothing is lost or sent twice', async () => {
    const sender = senderTo(database.db, aeat, clock);
    await invoices(5);
    aeat.failNext({ kind: 'fault', message: 'Codigo[103]. Error interno.' });
    aeat.failNext({ kind: 'status', status: 503 });
    expect(await sender.runOnce()).toMatchObject({
      answer: 'failed',
      error: 'SOAP fault: Codigo[103]. Error interno.',
    });
    expect((await records()).every((r) => r.aeatStatus === 'pending')).toBe(true);
    expect(await sender.status()).toMatchObject({
      lastError: 'SOAP fault: Codigo[103]. Error interno.',
      nextAttemptAt: '2027-01-15T09:00:30.000Z',
      counts: { pending: 5 },
    });
    later(10);
    expect(await sender.runOnce()).toEqual({ sent: false, reason: 'waiting' });
    later(20);
    expect(await sender.runOnce()).toMatchObject({ answer: 'failed', error: 'the AEAT answered HTTP 503' });
    expect((await sender.status()).nextAttemptAt).toBe('2027-01-15T09:01:30.000Z');
    later(60);
    expect(await sender.runOnce()).toMatchObject({ answer: 'answered', statuses: { accepted: 5 } });
    expect(await sender.status()).toMatchObject({ lastError: null, counts: { accepted: 5, pending: 0 } });
    expect(aeat.requests.map((r) => r.records.length)).toEqual([5, 5, 5]);
  });

  it('sends a record left `sent` by a process that stopped mid-request; the AEAT knows it: accepted', async () => {
    aeat.waitSeconds = 0;
    await invoices(2);
    expect(await senderTo(database.db, aeat, clock).runOnce()).toMatchObject({ statuses: { accepted: 2 } });
    // A process took the second record, and the AEAT got it, but the process died before the answer was written.
    const [, second] = await records();
    await database.db
      .update(billingRecords)
      .set({ aeatStatus: 'sent', aeatCsv: null })
      .where(eq(billingRecords.id, second?.id ?? 0));
    later(1);
    expect(await senderTo(database.db, aeat, clock).runOnce()).toMatchObject({ statuses: { accepted: 1 } });
    expect((await records()).map((r) => r.aeatStatus)).toEqual(['accepted', 'accepted']);
  });

  it('sends nothing without a certificate, and says so', async () => {
    await invoices(2);
    const sender = senderTo(database.db, null, clock);
    expect(sender.configured).toBe(false);
    expect(await sender.runOnce()).toEqual({ sent: false, reason: 'not_configured' });
    expect(aeat.requests).toHaveLength(0);
    expect(await sender.status()).toMatchObject({
      configured: false,
      counts: { pending: 2 },
      lastRunAt: null,
    });
    const pending = await database.db
      .select()
      .from(billingRecords)
      .where(inArray(billingRecords.aeatStatus, ['pending']));
    expect(pending).toHaveLength(2);
  });

  it('refuses a request the schema refuses: the checker is not a rubber stamp', async () => {
    const valid =
      '<sum:RegFactuSistemaFacturacion xmlns:sum="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd"/>';
    expect(await aeatSchemaErrors(valid, 'SuministroLR.xsd')).not.toEqual([]);
  });
});

describe('GET /api/invoices/aeat', { timeout: 120_000 }, () => {
  it('answers admins whether records are sent, and refuses members', async () => {
    const t = await createTestApp({ demo: true });
    try {
      const admin = await signIn(t.app, ...DEMO.admin);
      const res = await t.app.inject({ method: 'GET', url: '/api/invoices/aeat', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        configured: false,
        environment: 'test',
        counts: { pending: 0, sent: 0, accepted: 0, accepted_with_errors: 0, refused: 0 },
        lastRunAt: null,
        lastError: null,
        nextAttemptAt: null,
      });
      const member = await signIn(t.app, ...DEMO.member);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/invoices/aeat', headers: member.headers }))
          .statusCode,
      ).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('is configured with a certificate; a wrong password stops the server naming the variable', async () => {
    const file = new URL('./fixtures/aeat/box.p12', import.meta.url).pathname;
    const t = await createTestApp({
      env: { VERIFACTU_CERT_FILE: file, VERIFACTU_CERT_PASSWORD: 'boxbook-test' },
    });
    try {
      expect((await t.app.aeatSender.status()).configured).toBe(true);
    } finally {
      await t.close();
    }
    await expect(
      createTestApp({ env: { VERIFACTU_CERT_FILE: file, VERIFACTU_CERT_PASSWORD: 'wrong' } }),
    ).rejects.toThrow(/VERIFACTU_CERT_PASSWORD/);
  });
});
