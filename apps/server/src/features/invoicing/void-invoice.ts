import {
  type AnulacionRecordFields,
  fingerprintOf,
  generatedAt,
  type SistemaInformatico,
} from '@boxbook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { type BillingRecordRow, billingRecords, invoices } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { recordAudit } from '../audit/record-audit';
import { lockChainTail } from './chain-tail';

export interface VoidInvoiceInput {
  invoiceId: number;
  /** Why, in the admin's words: kept in the audit log (the record itself has no field for it). */
  reason: string;
  /** The admin who voids it. */
  by: number | null;
  software: SistemaInformatico;
  now: Date;
  timeZone: string;
}

/**
 * Voids an invoice issued by mistake: writes its registro de anulación at the end of the billing
 * chain, inside the caller's transaction, under the same locks and clock rule as `issueInvoice`.
 *
 * Allowed once, for a simplified invoice (F2) that no rectifying invoice (R5) corrects: money that
 * changed hands is corrected with an R5, never by voiding; an invoice already corrected keeps its
 * R5s valid, so it cannot be voided under them; an R5 itself is not voided (docs/invoicing.md,
 * "Voiding an invoice"). The invoice's row is locked first, as `issueInvoice` locks it to weigh a
 * correction, so a void and an R5 of one invoice never pass each other.
 */
export async function voidInvoice(tx: Tx, input: VoidInvoiceInput): Promise<BillingRecordRow> {
  const [invoice] = await tx
    .select({ id: invoices.id, kind: invoices.kind, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.id, input.invoiceId))
    .for('update');
  if (!invoice) throw new AppError('not_found', `No invoice ${input.invoiceId}`);
  if (invoice.kind !== 'F2') throw new AppError('invoice_not_voidable', 'A rectifying invoice is not voided');
  const [rectified] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.correctsInvoiceId, invoice.id))
    .limit(1);
  if (rectified) throw new AppError('invoice_rectified', 'A rectifying invoice corrects this invoice');

  const tail = await lockChainTail(tx, input.now);
  const [voided] = await tx
    .select({ id: billingRecords.id })
    .from(billingRecords)
    .where(
      and(
        eq(billingRecords.invoiceId, invoice.id),
        eq(billingRecords.kind, 'anulacion'),
        isNull(billingRecords.correctsRecordId),
      ),
    )
    .limit(1);
  if (voided) throw new AppError('invoice_voided', 'This invoice is already voided');
  // The invoice's identity exactly as its registro de alta carries it (the strings hashed then).
  const [alta] = await tx
    .select({
      issuerNif: billingRecords.issuerNif,
      invoiceNumber: billingRecords.invoiceNumber,
      issueDate: billingRecords.issueDate,
    })
    .from(billingRecords)
    .where(and(eq(billingRecords.invoiceId, invoice.id), eq(billingRecords.kind, 'alta')))
    .limit(1);
  if (!alta) throw new Error(`voidInvoice: invoice ${invoice.invoiceNumber} has no registro de alta`);

  const fields: AnulacionRecordFields = {
    kind: 'anulacion',
    ...alta,
    previousFingerprint: tail?.fingerprint ?? null,
    generatedAt: generatedAt(input.now, input.timeZone),
  };
  const [record] = await tx
    .insert(billingRecords)
    .values({
      position: (tail?.position ?? 0) + 1,
      kind: 'anulacion',
      invoiceId: invoice.id,
      ...alta,
      previousFingerprint: fields.previousFingerprint,
      fingerprint: fingerprintOf(fields),
      generatedAt: fields.generatedAt,
      software: input.software,
    })
    .returning();
  if (!record) throw new Error('voidInvoice: the registro de anulación was not written');
  await recordAudit(tx, {
    by: input.by,
    action: 'invoice.void',
    after: { invoice: invoice.invoiceNumber, reason: input.reason, record: record.position },
  });
  return record;
}
