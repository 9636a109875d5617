import {
  type AltaRecordFields,
  aeatAmount,
  aeatDate,
  fingerprintOf,
  generatedAt,
  gymDateOf,
  invoiceNumberText,
  vatIncluded,
} from '@boxbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AeatSender, createAeatSender } from '../../src/features/invoicing/aeat/aeat-sender';
import { httpsTransport } from '../../src/features/invoicing/aeat/soap-transport';
import { lockChainTail } from '../../src/features/invoicing/chain-tail';
import type { Db } from '../../src/infra/db/client';
import { inTransaction } from '../../src/infra/db/in-transaction';
import { billingRecords, invoiceSeries, invoices } from '../../src/infra/db/schema';
import type { Clock } from '../../src/lib/clock';
import { BOX, SOFTWARE } from '../invoicing-support';
import { BOX_CERTIFICATE, type FakeAeat } from './fake-aeat';

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

/** A sender as a server process makes one, posting to the stand-in with the box's test certificate. */
export function senderTo(db: Db, aeat: FakeAeat | null, clock: Clock): AeatSender {
  return createAeatSender({
    db,
    clock,
    log: quiet,
    transport: aeat ? httpsTransport({ url: aeat.url, ...BOX_CERTIFICATE }) : null,
    environment: 'test',
    software: SOFTWARE,
    timeZone: 'Europe/Madrid',
  });
}

/**
 * Many invoices at once, for the tests that need more than a thousand records: the rows
 * `issueInvoice` would write (numbers after the series' last, each alta chained to the one before,
 * with the domain's fingerprint), in three statements rather than a transaction each, which on the
 * embedded database takes minutes. The chain they extend stays whole (verifyChain).
 */
export async function bulkInvoices(db: Db, userId: number, count: number, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [series] = await tx
      .update(invoiceSeries)
      .set({ lastNumber: sql`${invoiceSeries.lastNumber} + ${count}` })
      .where(eq(invoiceSeries.series, 'F'))
      .returning({ last: invoiceSeries.lastNumber });
    const first = (series?.last ?? count) - count + 1;
    const issueDate = gymDateOf(now, 'Europe/Madrid');
    const rows = await tx
      .insert(invoices)
      .values(
        Array.from({ length: count }, (_, i) => {
          const total = 1_000 + (i % 500);
          const { base, vat } = vatIncluded(total);
          return {
            series: 'F',
            number: first + i,
            invoiceNumber: invoiceNumberText('F', first + i),
            kind: 'F2' as const,
            issuedAt: now,
            issueDate,
            issuerNif: BOX.nif,
            issuerName: BOX.name,
            userId,
            concept: 'Crèdit de classe',
            baseCents: base,
            vatRateBp: 2_100,
            vatCents: vat,
            totalCents: total,
            language: 'ca' as const,
          };
        }),
      )
      .returning();
    const tail = await lockChainTail(tx, now);
    let previous = tail?.fingerprint ?? null;
    let position = tail?.position ?? 0;
    const records = rows.map((invoice) => {
      const fields: AltaRecordFields = {
        kind: 'alta',
        issuerNif: invoice.issuerNif,
        invoiceNumber: invoice.invoiceNumber,
        issueDate: aeatDate(issueDate),
        invoiceType: 'F2',
        vatTotal: aeatAmount(invoice.vatCents),
        total: aeatAmount(invoice.totalCents),
        previousFingerprint: previous,
        generatedAt: generatedAt(now, 'Europe/Madrid'),
      };
      const fingerprint = fingerprintOf(fields);
      previous = fingerprint;
      position += 1;
      return { ...fields, position, invoiceId: invoice.id, fingerprint, software: SOFTWARE };
    });
    await tx.insert(billingRecords).values(records);
  });
}
