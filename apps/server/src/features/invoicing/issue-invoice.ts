import {
  type AltaRecordFields,
  aeatAmount,
  aeatDate,
  fingerprintOf,
  generatedAt,
  gymDateOf,
  invoiceNumberText,
  type Language,
  type SistemaInformatico,
  VAT_RATE_PERCENT,
  vatIncluded,
} from '@boxbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import {
  type BillingRecordRow,
  billingRecords,
  type InvoiceRow,
  invoiceSeries,
  invoices,
} from '../../infra/db/schema';
import { lockChainTail } from './chain-tail';

/** Each kind of invoice has a series of its own, numbered without gaps; not `R`, the receipts' prefix. */
export const DEFAULT_SERIES = { F2: 'F', R5: 'FR' } as const;

export interface IssueInvoiceInput {
  kind: 'F2' | 'R5';
  /** The series to number in; DEFAULT_SERIES[kind] when omitted. */
  series?: string;
  /** The member the invoice is for; null for a member whose account no longer exists. */
  userId: number | null;
  concept: string;
  /** What was paid, VAT included, in cents; negative for an R5 (by how much it corrects). */
  totalCents: number;
  language: Language;
  receiptId?: string | null;
  /** R5 only: the invoice it corrects. */
  correctsInvoiceId?: number | null;
  /** The box as the issuer: its NIF and legal name at this moment. */
  issuer: { nif: string; name: string };
  software: SistemaInformatico;
  now: Date;
  timeZone: string;
}

export class InvoiceRefused extends Error {}

/**
 * Issues an invoice and writes its registro de alta at the end of the billing chain, inside the
 * caller's transaction: if it rolls back, neither the number nor the record was ever taken.
 *
 * Locks, always in this order (so two issuers never deadlock): the series counter's row, by the
 * UPDATE that takes the next number (a second issuer of the series waits until the first commits,
 * then takes the next number: no gaps, no repeats, unlike max()+1), then the chain's row, inside
 * which the last record is read and the new one written (records chain one at a time).
 */
export async function issueInvoice(
  tx: Tx,
  input: IssueInvoiceInput,
): Promise<{ invoice: InvoiceRow; record: BillingRecordRow }> {
  const series = input.series ?? DEFAULT_SERIES[input.kind];
  if (input.kind === 'F2' ? input.totalCents <= 0 : input.totalCents >= 0)
    throw new InvoiceRefused(`an ${input.kind} invoice cannot total ${input.totalCents} cents`);
  if ((input.kind === 'R5') !== (input.correctsInvoiceId != null))
    throw new InvoiceRefused('a rectifying invoice (R5), and only one, names the invoice it corrects');
  if (input.correctsInvoiceId != null) await checkCorrection(tx, input.correctsInvoiceId, input.totalCents);

  const [counter] = await tx
    .insert(invoiceSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.series,
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ number: invoiceSeries.lastNumber });
  if (!counter) throw new Error('issueInvoice: the series counter returned no row');

  // The split the receipts print (docs/invoicing.md, "VAT from the total"): base + VAT = total.
  const { base: baseCents, vat: vatCents } = vatIncluded(input.totalCents);
  const issueDate = gymDateOf(input.now, input.timeZone);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      series,
      number: counter.number,
      invoiceNumber: invoiceNumberText(series, counter.number),
      kind: input.kind,
      issuedAt: input.now,
      issueDate,
      issuerNif: input.issuer.nif,
      issuerName: input.issuer.name,
      userId: input.userId,
      concept: input.concept,
      baseCents,
      vatRateBp: VAT_RATE_PERCENT * 100,
      vatCents,
      totalCents: input.totalCents,
      language: input.language,
      receiptId: input.receiptId ?? null,
      correctsInvoiceId: input.correctsInvoiceId ?? null,
    })
    .returning();
  if (!invoice) throw new Error('issueInvoice: the invoice was not written');

  const last = await lockChainTail(tx, input.now);

  const fields: AltaRecordFields = {
    kind: 'alta',
    issuerNif: invoice.issuerNif,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: aeatDate(issueDate),
    invoiceType: invoice.kind,
    vatTotal: aeatAmount(vatCents),
    total: aeatAmount(input.totalCents),
    previousFingerprint: last?.fingerprint ?? null,
    generatedAt: generatedAt(input.now, input.timeZone),
  };
  const sealed = { ...fields, fingerprint: fingerprintOf(fields) };
  const [record] = await tx
    .insert(billingRecords)
    .values({
      position: (last?.position ?? 0) + 1,
      kind: 'alta',
      invoiceId: invoice.id,
      issuerNif: sealed.issuerNif,
      invoiceNumber: sealed.invoiceNumber,
      issueDate: sealed.issueDate,
      invoiceType: sealed.invoiceType,
      vatTotal: sealed.vatTotal,
      total: sealed.total,
      previousFingerprint: sealed.previousFingerprint,
      fingerprint: sealed.fingerprint,
      generatedAt: sealed.generatedAt,
      software: input.software,
    })
    .returning();
  if (!record) throw new Error('issueInvoice: the billing record was not written');
  return { invoice, record };
}

/**
 * A rectifying invoice corrects an F2 by at most what is left of it: the corrected invoice's row is
 * locked, so two corrections of one invoice are weighed one after the other.
 */
async function checkCorrection(tx: Tx, invoiceId: number, totalCents: number): Promise<void> {
  const [corrected] = await tx
    .select({ kind: invoices.kind, totalCents: invoices.totalCents })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  if (corrected?.kind !== 'F2')
    throw new InvoiceRefused(`invoice ${invoiceId} is not a simplified invoice (F2) to correct`);
  const [done] = await tx
    .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int` })
    .from(invoices)
    .where(eq(invoices.correctsInvoiceId, invoiceId));
  const left = corrected.totalCents + (done?.cents ?? 0);
  if (-totalCents > left)
    throw new InvoiceRefused(`invoice ${invoiceId} has ${left} cents left to correct, not ${-totalCents}`);
}
