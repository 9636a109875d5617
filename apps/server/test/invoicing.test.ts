import { aeatAmount } from '@boxbook/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceRefused } from '../src/features/invoicing/issue-invoice';
import { verifyChain } from '../src/features/invoicing/verify-chain';
import type { Database } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { billingRecords, invoices } from '../src/infra/db/schema';
import { BOX, invoicedMember, issue, rows, SOFTWARE } from './invoicing-support';
import { openTestDatabase } from './test-app';

/**
 * Invoices and their billing chain in the database (docs/invoicing.md), on PGlite, or on the
 * PostgreSQL server when DATABASE_URL is set: the triggers are plain PL/pgSQL run by both.
 */
describe('invoices and the billing chain', { timeout: 180_000 }, () => {
  let database: Database;
  let member: number;
  const start = Date.parse('2027-03-27T22:55:00Z');
  /** The n-th second of a run across midnight in Madrid (23:55 +01:00 onwards). */
  const at = (n: number) => new Date(start + n * 1_000);

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database.db);
    member = await invoicedMember(database.db);
  });
  afterAll(() => database?.close());

  it('numbers 1,000 invoices without gaps per series, each record chained to the one before', async () => {
    for (let n = 1; n <= 1_000; n++) {
      if (n % 100 === 0) {
        // Every hundredth is a refund of the invoice just before it: a rectifying invoice, series FR.
        const [corrected] = await database.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(eq(invoices.kind, 'F2'))
          .orderBy(sql`${invoices.id} desc`)
          .limit(1);
        await issue(database.db, {
          kind: 'R5',
          userId: member,
          totalCents: -(n - 1 + 100),
          correctsInvoiceId: corrected?.id ?? 0,
          concept: 'Devolució',
          now: at(n),
        });
      } else await issue(database.db, { userId: member, totalCents: n + 100, now: at(n) });
    }

    const all = await database.db.select().from(invoices).orderBy(asc(invoices.id));
    expect(all).toHaveLength(1_000);
    const f = all.filter((i) => i.series === 'F').map((i) => i.number);
    const r = all.filter((i) => i.series === 'FR').map((i) => i.number);
    expect(f).toEqual(Array.from({ length: 990 }, (_, i) => i + 1));
    expect(r).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(all[0]?.invoiceNumber).toBe('F-000001');
    expect(all[99]).toMatchObject({ invoiceNumber: 'FR-000001', kind: 'R5', totalCents: -199 });

    const report = await verifyChain(database.db);
    expect(report).toEqual({ records: 1_000, broken: null });

    // Each record says what its invoice says, in the AEAT's formats.
    const records = await database.db.select().from(billingRecords).orderBy(asc(billingRecords.position));
    expect(records.map((x) => x.position)).toEqual(Array.from({ length: 1_000 }, (_, i) => i + 1));
    expect(records[0]?.previousFingerprint).toBeNull();
    for (const [i, record] of records.entries()) {
      const invoice = all.find((x) => x.id === record.invoiceId);
      expect(record).toMatchObject({
        kind: 'alta',
        issuerNif: BOX.nif,
        invoiceNumber: invoice?.invoiceNumber,
        invoiceType: invoice?.kind,
        total: aeatAmount(invoice?.totalCents ?? 0),
        vatTotal: aeatAmount(invoice?.vatCents ?? 0),
        aeatStatus: 'pending',
        software: SOFTWARE,
      });
      if (i > 0) expect(record.previousFingerprint).toBe(records[i - 1]?.fingerprint);
    }
    // Dated by the box's clock, not UTC's: the first invoices on the 27th, those after midnight in
    // Madrid (23:00 UTC) on the 28th.
    expect(records[0]).toMatchObject({ issueDate: '27-03-2027', generatedAt: '2027-03-27T23:55:01+01:00' });
    expect(records[999]).toMatchObject({ issueDate: '28-03-2027', generatedAt: '2027-03-28T00:11:40+01:00' });
  });

  it('writes base and VAT that add up to the VAT-inclusive total', async () => {
    const [first] = await database.db.select().from(invoices).where(eq(invoices.invoiceNumber, 'F-000001'));
    // 1.01 € paid: 0.83 € base and 0.18 € VAT (0.83 × 21 % = 0.1743).
    expect(first).toMatchObject({ totalCents: 101, baseCents: 83, vatCents: 18, vatRateBp: 2100 });
    expect(first).toMatchObject({
      issuerNif: BOX.nif,
      issuerName: BOX.name,
      language: 'ca',
      issueDate: '2027-03-27',
    });
  });

  it('refuses a correction larger than what is left of the invoice, and an R5 naming nothing', async () => {
    const [f] = await database.db.select().from(invoices).where(eq(invoices.invoiceNumber, 'F-000099'));
    // F-000099 (1.99 €) was refunded in full by FR-000001.
    await expect(
      issue(database.db, {
        kind: 'R5',
        userId: member,
        totalCents: -1,
        correctsInvoiceId: f?.id ?? 0,
        now: at(2_000),
      }),
    ).rejects.toBeInstanceOf(InvoiceRefused);
    await expect(
      issue(database.db, { kind: 'R5', userId: member, totalCents: -1, now: at(2_000) }),
    ).rejects.toThrow('names the invoice it corrects');
    await expect(
      issue(database.db, { userId: member, totalCents: 0, now: at(2_000) }),
    ).rejects.toBeInstanceOf(InvoiceRefused);
    // A refusal takes no number: the next invoice is the next one.
    const { invoice } = await issue(database.db, { userId: member, totalCents: 500, now: at(2_000) });
    expect(invoice.invoiceNumber).toBe('F-000991');
  });

  it('refuses to chain a record when the clock is more than a minute behind the last one', async () => {
    await expect(issue(database.db, { userId: member, now: at(2_000 - 61) })).rejects.toThrow(
      'clock is behind',
    );
    const { invoice } = await issue(database.db, { userId: member, now: at(2_000 - 59) });
    expect(invoice.invoiceNumber).toBe('F-000992');
  });

  it('the database refuses to change or delete a billing record, but keeps the AEAT answer', async () => {
    const refused = /never changed or deleted/;
    await expect(
      database.db.execute(sql`update billing_records set total = '0.01' where position = 5`),
    ).rejects.toThrow();
    await expect(
      rows(
        database.db,
        sql`update billing_records set previous_fingerprint = null where position = 6 returning id`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`delete from billing_records where position = 1000`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`truncate billing_records cascade`)).rejects.toThrow();
    // The cause the driver reports is the trigger's own message.
    const error = await database.db.execute(sql`delete from billing_records`).catch((e: unknown) => e);
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(refused);

    await database.db.execute(
      sql`update billing_records set aeat_status = 'accepted', aeat_csv = 'A-ABC123', aeat_codes = '[]' where position = 5`,
    );
    const [answered] = await database.db.select().from(billingRecords).where(eq(billingRecords.position, 5));
    expect(answered).toMatchObject({ aeatStatus: 'accepted', aeatCsv: 'A-ABC123', total: '1.05' });
  });

  it('the database refuses to change or delete an issued invoice', async () => {
    await expect(
      database.db.execute(
        sql`update invoices set total_cents = 1, base_cents = 1, vat_cents = 0 where id = 1`,
      ),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`update invoices set number = 9999 where id = 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from invoices where id = 1000`)).rejects.toThrow();
    const error = await database.db
      .execute(sql`update invoices set concept = 'x' where id = 1`)
      .catch((e: unknown) => e);
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/never changed or deleted/);
    const [first] = await database.db.select().from(invoices).where(eq(invoices.id, 1));
    expect(first).toMatchObject({ number: 1, totalCents: 101 });
  });

  it('verifyChain names the record a superuser changed, then the link a removed record broke', async () => {
    expect((await verifyChain(database.db)).broken).toBeNull();
    await database.db.execute(sql`alter table billing_records disable trigger billing_records_append_only`);
    try {
      await database.db.execute(sql`update billing_records set total = '999.99' where position = 701`);
      expect((await verifyChain(database.db, 64)).broken).toEqual({
        reason: 'fingerprint',
        position: 701,
        invoiceNumber: 'F-000694',
      });
      // Put back as it was, then remove a record from the middle: the next one names a missing record.
      await database.db.execute(sql`update billing_records set total = '8.01' where position = 701`);
      expect((await verifyChain(database.db)).broken).toBeNull();
      await database.db.execute(sql`delete from billing_records where position = 302`);
      expect((await verifyChain(database.db)).broken).toEqual({
        reason: 'link',
        position: 303,
        invoiceNumber: 'F-000300',
      });
    } finally {
      await database.db.execute(sql`alter table billing_records enable trigger billing_records_append_only`);
    }
  });
});
