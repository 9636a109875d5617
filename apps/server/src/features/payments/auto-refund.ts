import type { ErrorCode, PaymentMethodKind } from '@boxbook/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { receipts, refunds, visits } from '../../infra/db/schema';
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
        // Where the money went back: the screen names the card or Bizum it was paid with.
        params: { cause: error.code, amount: refund.amount, paidWith: receipt.paymentMethod },
      });
    } catch (refundError) {
      if (refundError instanceof AppError && refundError.code === 'payment_refunded') throw refundError;
      app.log.error({ err: refundError, receiptId }, 'automatic refund failed');
      throw error;
    }
  }
}

/**
 * A visitor's drop-in paid after its held place was let go (a late webhook, a late confirmation of
 * the bank's step or of Bizum) is money for nothing: it is refunded at once, in full, with its
 * rectifying invoice and the visitor's mail, as any payment the app refuses (docs/decisions.md,
 * "A late drop-in payment"). The key is fixed per receipt, so every late signal refunds once.
 * Answers the refunded amount in euros and how it was paid (where it goes back), or null when the
 * receipt still pays for a place (or is not paid).
 */
export async function refundUnbookedDropIn(
  app: FastifyInstance,
  receiptId: string,
): Promise<{ amount: number; paidWith: PaymentMethodKind } | null> {
  const [receipt] = await app.db.select().from(receipts).where(eq(receipts.id, receiptId));
  if (receipt?.purpose !== 'DROP_IN' || receipt.status !== 'SUCCEEDED') return null;
  const [place] = await app.db.select({ id: visits.id }).from(visits).where(eq(visits.receiptId, receiptId));
  if (place) return null;
  // Refunded otherwise already (the visitor cancelled in time, an admin): nothing is owed.
  const [other] = await app.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.receiptId, receiptId), ne(refunds.reason, 'visit_hold_expired')));
  if (other) return null;
  const { refund } = await refundReceipt(app, {
    receiptId,
    reason: 'visit_hold_expired',
    plan: 'keep',
    by: null,
    automatic: true,
    clientKey: 'automatic',
  });
  return { amount: refund.amount, paidWith: receipt.paymentMethod };
}
