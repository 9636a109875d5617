import { fromCents, type PaymentPurpose, toCents } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { type ReceiptRow, receipts, refunds } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { recordAudit } from '../audit/record-audit';

/**
 * Spends a receipt on what it paid for (see docs/product.md, Payments and receipts): it must be the
 * member's, succeeded, not yet used, bought for this (or for nothing in particular), and of exactly
 * the price the server computes. The receipt row is locked, so two uses at once find it used once.
 * Runs inside the transaction that gives what was paid for: both commit, or neither.
 */
export async function useReceipt(
  tx: Tx,
  input: {
    by: number;
    userId: number;
    receiptId: string;
    purpose: PaymentPurpose;
    expectedCents: number;
    planId?: number;
    pro?: boolean;
    now: Date;
  },
): Promise<ReceiptRow> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, input.receiptId)).for('update');
  if (!row || row.userId !== input.userId || row.status !== 'SUCCEEDED')
    throw new AppError('receipt_invalid', 'Not a paid receipt of this member', { field: 'receiptId' });
  if (row.usedAt) throw new AppError('receipt_used', 'This receipt was used already', { field: 'receiptId' });
  // A refund (even one still at the provider) gave the money back: it pays for nothing any more.
  const [refund] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.receiptId, row.id))
    .limit(1);
  if (refund) throw new AppError('already_refunded', 'This receipt was refunded', { field: 'receiptId' });
  if (row.purpose !== 'CHECKOUT' && row.purpose !== input.purpose)
    throw new AppError('receipt_invalid', `This receipt paid for ${row.purpose}`, { field: 'receiptId' });
  // A plan's checkout that named its plan was invoiced for that plan: it pays for no other. (Pro
  // shows in the price, which is checked next.)
  if (row.planId !== null && row.planId !== input.planId)
    throw new AppError('receipt_invalid', 'This receipt paid for another plan', { field: 'receiptId' });
  if (toCents(row.amount) !== input.expectedCents)
    throw new AppError('receipt_wrong_amount', 'The receipt is not of the price', {
      field: 'receiptId',
      params: { expected: fromCents(input.expectedCents), paid: row.amount },
    });
  const [used] = await tx
    .update(receipts)
    .set({ usedAt: input.now, purpose: input.purpose, planId: input.planId ?? null, pro: input.pro ?? false })
    .where(eq(receipts.id, row.id))
    .returning();
  if (!used) throw new Error('receipt vanished');
  await recordAudit(tx, {
    by: input.by,
    action: 'receipt.use',
    userId: input.userId,
    after: { receiptId: row.id, number: row.number, purpose: input.purpose, amount: row.amount },
  });
  return used;
}
