import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { type ReceiptRow, receiptSeries, receipts } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { recordAudit } from '../audit/record-audit';
import { invoiceReceipt } from '../invoicing/invoice-receipt';
import type { Invoicing } from '../invoicing/invoicing-context';
import type { ChargeResult } from './provider/payment-provider';

/**
 * Records what the provider said of a charge. A success issues the receipt: the next number of the
 * one series, taken under the series row's lock in this transaction, so a rollback leaves no gap
 * (see docs/decisions.md, Payments, plans and renewals). Whatever calls this again (a retry, the
 * webhook, the confirmation) changes nothing once the receipt is issued: the money moved once, and
 * so does the receipt.
 *
 * A success also issues the receipt's simplified invoice (F2) in this transaction (invoiceReceipt):
 * one per receipt, and never a reason for the settle to fail once the money was taken. A settle
 * of a receipt paid already issues its invoice if it is still due (the webhook is a retry too).
 */
export async function settleCharge(
  tx: Tx,
  {
    receiptId,
    result,
    by,
    now,
    invoicing,
  }: { receiptId: string; result: ChargeResult; by: number | null; now: Date; invoicing: Invoicing },
): Promise<ReceiptRow> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
  if (!row) throw notFound('Receipt');
  if (row.status === 'SUCCEEDED') {
    if (row.invoiceDueSince) await invoiceReceipt(tx, { receipt: row, invoicing, now });
    return row;
  }
  const reference = result.id || row.providerReference;
  if (result.status !== 'succeeded') {
    const status =
      result.status === 'failed'
        ? 'FAILED'
        : result.status === 'requires_action'
          ? 'REQUIRES_ACTION'
          : 'PENDING';
    const [updated] = await tx
      .update(receipts)
      .set({ status, providerReference: reference, errorCode: result.error })
      .where(eq(receipts.id, receiptId))
      .returning();
    return updated ?? row;
  }
  const [series] = await tx
    .update(receiptSeries)
    .set({ lastNumber: sql`${receiptSeries.lastNumber} + 1` })
    .where(eq(receiptSeries.id, 1))
    .returning({ number: receiptSeries.lastNumber });
  if (!series) throw new Error('receipt_series has no row');
  const [issued] = await tx
    .update(receipts)
    .set({
      status: 'SUCCEEDED',
      number: series.number,
      issuedAt: now,
      providerReference: reference,
      errorCode: null,
    })
    .where(eq(receipts.id, receiptId))
    .returning();
  if (!issued) throw notFound('Receipt');
  await recordAudit(tx, {
    by,
    action: 'payment.charge',
    userId: issued.userId,
    after: { receiptId: issued.id, number: issued.number, amount: issued.amount, purpose: issued.purpose },
  });
  await invoiceReceipt(tx, { receipt: issued, invoicing, now });
  return issued;
}
