import {
  type BillingRecordFields,
  fingerprintOf,
  generatedAt,
  type SistemaInformatico,
} from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../infra/db/client';
import { type BillingRecordRow, billingRecords } from '../../../infra/db/schema';
import { lockChainTail } from '../chain-tail';

/**
 * The correction of a record the AEAT refused (`Incorrecto`): a new record of the same kind for the
 * same invoice, with the same invoice fields, generated now and chained at the end (under the
 * chain's lock and clock rule), which the sender sends with Subsanacion S and RechazoPrevio S.
 * The refused record stays as it was, refused: records are never changed. Null when the refused
 * record is itself a correction (a second refusal needs a person: the same data would be refused
 * again) or already has its correction (the unique index keeps it to one).
 */
export async function correctRefused(
  tx: Tx,
  refused: BillingRecordRow,
  options: { software: SistemaInformatico; now: Date; timeZone: string },
): Promise<BillingRecordRow | null> {
  if (refused.correctsRecordId !== null) return null;
  const [already] = await tx
    .select({ id: billingRecords.id })
    .from(billingRecords)
    .where(eq(billingRecords.correctsRecordId, refused.id))
    .limit(1);
  if (already) return null;
  const tail = await lockChainTail(tx, options.now);
  const previousFingerprint = tail?.fingerprint ?? null;
  const at = generatedAt(options.now, options.timeZone);
  const fields: BillingRecordFields =
    refused.kind === 'alta'
      ? {
          kind: 'alta',
          issuerNif: refused.issuerNif,
          invoiceNumber: refused.invoiceNumber,
          issueDate: refused.issueDate,
          invoiceType: refused.invoiceType ?? 'F2',
          vatTotal: refused.vatTotal ?? '',
          total: refused.total ?? '',
          previousFingerprint,
          generatedAt: at,
        }
      : {
          kind: 'anulacion',
          issuerNif: refused.issuerNif,
          invoiceNumber: refused.invoiceNumber,
          issueDate: refused.issueDate,
          previousFingerprint,
          generatedAt: at,
        };
  const [record] = await tx
    .insert(billingRecords)
    .values({
      position: (tail?.position ?? 0) + 1,
      kind: refused.kind,
      invoiceId: refused.invoiceId,
      issuerNif: refused.issuerNif,
      invoiceNumber: refused.invoiceNumber,
      issueDate: refused.issueDate,
      invoiceType: refused.invoiceType,
      vatTotal: refused.vatTotal,
      total: refused.total,
      previousFingerprint,
      fingerprint: fingerprintOf(fields),
      generatedAt: at,
      software: options.software,
      correctsRecordId: refused.id,
    })
    .returning();
  return record ?? null;
}
