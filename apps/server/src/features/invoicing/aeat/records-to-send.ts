import { aeatDate } from '@boxbook/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../infra/db/client';
import { billingRecords, invoices } from '../../../infra/db/schema';
import type { RecordToSend, Taxpayer } from './record-xml';

const previous = alias(billingRecords, 'previous');
const corrected = alias(invoices, 'corrected');

/**
 * Records as the AEAT receives them, in chain order: each record's stored strings, its invoice's
 * other fields, the record before it (by position) and, for an R5, the invoice it corrects.
 */
export async function recordsToSend(
  db: DbOrTx,
  where: SQL | undefined,
  limit?: number,
): Promise<RecordToSend[]> {
  const query = db
    .select({
      record: billingRecords,
      issuerName: invoices.issuerName,
      concept: invoices.concept,
      baseCents: invoices.baseCents,
      vatRateBp: invoices.vatRateBp,
      previousNif: previous.issuerNif,
      previousNumber: previous.invoiceNumber,
      previousDate: previous.issueDate,
      previousFingerprint: previous.fingerprint,
      correctedNif: corrected.issuerNif,
      correctedNumber: corrected.invoiceNumber,
      correctedDate: corrected.issueDate,
    })
    .from(billingRecords)
    .innerJoin(invoices, eq(invoices.id, billingRecords.invoiceId))
    .leftJoin(previous, eq(previous.position, sql`${billingRecords.position} - 1`))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsInvoiceId))
    .where(where)
    .orderBy(asc(billingRecords.position));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({
    id: row.record.id,
    position: row.record.position,
    kind: row.record.kind,
    issuerNif: row.record.issuerNif,
    invoiceNumber: row.record.invoiceNumber,
    issueDate: row.record.issueDate,
    invoiceType: row.record.invoiceType as 'F2' | 'R5' | null,
    vatTotal: row.record.vatTotal,
    total: row.record.total,
    generatedAt: row.record.generatedAt,
    fingerprint: row.record.fingerprint,
    software: row.record.software,
    issuerName: row.issuerName,
    concept: row.concept,
    baseCents: row.baseCents,
    vatRateBp: row.vatRateBp,
    corrects:
      row.correctedNif && row.correctedNumber && row.correctedDate
        ? {
            issuerNif: row.correctedNif,
            invoiceNumber: row.correctedNumber,
            issueDate: aeatDate(row.correctedDate),
          }
        : null,
    previous:
      row.previousNif && row.previousNumber && row.previousDate && row.previousFingerprint
        ? {
            issuerNif: row.previousNif,
            invoiceNumber: row.previousNumber,
            issueDate: row.previousDate,
            fingerprint: row.previousFingerprint,
          }
        : null,
    correction: row.record.correctsRecordId !== null,
  }));
}

/** The taxpayer a request speaks for: its records' issuer (requestBatches keeps one per request). */
export function taxpayerOf(batch: readonly RecordToSend[]): Taxpayer {
  const first = batch[0];
  if (!first) throw new RangeError('an empty request has no taxpayer');
  return { nif: first.issuerNif, name: first.issuerName };
}
