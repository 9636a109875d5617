import { type AeatInvoiceType, firstBrokenLink, type StoredBillingRecord } from '@boxbook/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../infra/db/client';
import { type BillingRecordRow, billingRecords, invoices } from '../../infra/db/schema';

/** Records read per query: the whole chain is walked without holding it all in memory. */
const PAGE_SIZE = 1_000;

export type ChainProblem =
  /** The record's fields no longer give its fingerprint: it was changed. */
  | { reason: 'fingerprint'; position: number; invoiceNumber: string }
  /** The record does not name the one before it: a record was removed, inserted or moved. */
  | { reason: 'link'; position: number; invoiceNumber: string }
  /** An invoice has no registro de alta: its record (the chain's last, say) was removed. */
  | { reason: 'missing'; invoiceNumber: string };

export interface ChainReport {
  /** Records read. */
  records: number;
  /** The first problem found, oldest first; null when the chain is whole. */
  broken: ChainProblem | null;
}

/** A stored row as the domain's chain check reads it: the strings that were hashed. */
export function storedRecordOf(row: BillingRecordRow): StoredBillingRecord {
  const common = {
    issuerNif: row.issuerNif,
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    previousFingerprint: row.previousFingerprint,
    generatedAt: row.generatedAt,
    fingerprint: row.fingerprint,
  };
  if (row.kind === 'anulacion') return { kind: 'anulacion', ...common };
  return {
    kind: 'alta',
    ...common,
    invoiceType: row.invoiceType as AeatInvoiceType,
    vatTotal: row.vatTotal ?? '',
    total: row.total ?? '',
  };
}

/**
 * Walks the whole billing chain in `position` order with the domain's `firstBrokenLink` and reports
 * the first broken link; then checks that every invoice has its registro de alta, which catches a
 * record removed from the chain's end (nothing after it would name it). Reads only.
 */
export async function verifyChain(db: DbOrTx, pageSize = PAGE_SIZE): Promise<ChainReport> {
  let records = 0;
  let before: string | null = null;
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(billingRecords)
      .where(gt(billingRecords.position, after))
      .orderBy(asc(billingRecords.position))
      .limit(pageSize);
    const link = firstBrokenLink(page.map(storedRecordOf), before);
    if (link) {
      const row = page[link.index] as BillingRecordRow;
      return {
        records: records + link.index + 1,
        broken: { reason: link.reason, position: row.position, invoiceNumber: row.invoiceNumber },
      };
    }
    records += page.length;
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    before = last.fingerprint;
    after = last.position;
  }
  const alta = alias(billingRecords, 'alta');
  const [orphan] = await db
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .leftJoin(alta, and(eq(alta.invoiceId, invoices.id), eq(alta.kind, 'alta')))
    .where(isNull(alta.id))
    .orderBy(asc(invoices.id))
    .limit(1);
  return { records, broken: orphan ? { reason: 'missing', invoiceNumber: orphan.invoiceNumber } : null };
}

/** One line a person reads: where the chain breaks and what it means. */
export function describeProblem(problem: ChainProblem): string {
  switch (problem.reason) {
    case 'fingerprint':
      return `record ${problem.position} (invoice ${problem.invoiceNumber}) was changed: its fields no longer give its fingerprint`;
    case 'link':
      return `record ${problem.position} (invoice ${problem.invoiceNumber}) does not name the record before it: a record was removed, inserted or moved`;
    case 'missing':
      return `invoice ${problem.invoiceNumber} has no billing record: it was removed`;
  }
}
