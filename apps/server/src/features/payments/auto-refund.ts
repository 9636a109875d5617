import type { ErrorCode } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { receipts } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { refundReceipt } from './refund-receipt';

/**
 * The refusals of using a paid receipt that leave the member with money paid for nothing: they
 * already have a plan, the price changed between paying and using, the plan is gone, the debt was
 * settled meanwhile. A receipt
 * refused for other reasons (used already, not theirs, paid for something else) can still pay for
 * what it was bought for, so it is left alone.
 */
const REFUNDED_REFUSALS = new Set<ErrorCode>([
  'already_has_plan',
  'receipt_wrong_amount',
  'not_found',
  // A returned debit paid meanwhile, or being collected again by the bank (docs/sepa.md).
  'sepa_debt_settled',
]);

/**
 * Runs `use` (spending a paid receipt); when it refuses in a way that leaves the payment unused,
 * refunds the receipt at once, in full, and answers `payment_refunded` (the refusal's code in
 * `params.cause`) instead of the refusal: the member reads that nothing was bought and the money
 * went back. The refund's key is fixed per receipt, so a repeated request refunds once. If the
 * refund itself fails, the original refusal is answered and the receipt stays for an admin.
 */
export async function refundIfRefused<T>(
  app: FastifyInstance,
  { receiptId, userId }: { receiptId: string; userId: number },
  use: () => Promise<T>,
): Promise<T> {
  try {
    return await use();
  } catch (error) {
    if (!(error instanceof AppError) || !REFUNDED_REFUSALS.has(error.code)) throw error;
    const [receipt] = await app.db.select().from(receipts).where(eq(receipts.id, receiptId));
    if (!receipt || receipt.userId !== userId || receipt.status !== 'SUCCEEDED' || receipt.usedAt)
      throw error;
    try {
      const { refund } = await refundReceipt(app, {
        receiptId,
        reason: error.code,
        plan: 'keep',
        by: null,
        automatic: true,
        clientKey: 'automatic',
      });
      throw new AppError('payment_refunded', `${error.message}; the payment was refunded`, {
        params: { cause: error.code, amount: refund.amount },
      });
    } catch (refundError) {
      if (refundError instanceof AppError && refundError.code === 'payment_refunded') throw refundError;
      app.log.error({ err: refundError, receiptId }, 'automatic refund failed');
      throw error;
    }
  }
}
