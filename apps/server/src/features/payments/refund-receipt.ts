import { randomUUID } from 'node:crypto';
import { fromCents, type RefundResult, toCents } from '@boxbook/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { type ReceiptRow, type RefundRow, receipts, refunds } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { findReceiptById } from './find-receipts';
import { CardError, RefundRefused } from './provider/payment-provider';
import { applyRefund } from './refund-effects';

export interface RefundCommand {
  receiptId: string;
  /** What to give back; the whole of what is left when omitted. */
  amountCents?: number | undefined;
  reason: string;
  /** A refunded plan month: keep the member's plan, or end it now. */
  plan: 'keep' | 'end';
  /** The admin; null for the app itself. */
  by: number | null;
  automatic: boolean;
  /** The caller's Idempotency-Key: the same key refunds once. */
  clientKey?: string | undefined;
}

/**
 * Without an Idempotency-Key, a refund of the same receipt, amount and reason asked again within
 * this time is taken for the same request (a double click, a resent form) and answers the first.
 */
export const REFUND_REPEAT_WINDOW_MS = 2 * 60_000;

const refundedCents = async (tx: Tx, receiptId: string): Promise<number> => {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.receiptId, receiptId));
  return row?.cents ?? 0;
};

/**
 * Locks the receipt and writes the refund PENDING: from here it counts against what is left, so a
 * second refund of the receipt (another admin, at the same moment) waits for the lock and is
 * weighed with this one in. A retry (same key, or same request within the window) finds its row.
 */
async function reserveRefund(
  tx: Tx,
  command: RefundCommand,
  now: Date,
): Promise<{ receipt: ReceiptRow; refund: RefundRow; fresh: boolean }> {
  const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, command.receiptId)).for('update');
  if (receipt?.status !== 'SUCCEEDED') throw notFound('Receipt');
  const key = command.clientKey ? `refund:${receipt.id}:${command.clientKey}` : null;
  const [repeated] = key
    ? await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key))
    : await tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.receiptId, receipt.id),
            eq(refunds.reason, command.reason),
            gt(refunds.createdAt, new Date(now.getTime() - REFUND_REPEAT_WINDOW_MS)),
            ...(command.amountCents === undefined ? [] : [eq(refunds.amountCents, command.amountCents)]),
          ),
        )
        .limit(1);
  if (repeated) {
    if (command.amountCents !== undefined && repeated.amountCents !== command.amountCents)
      throw new AppError('conflict', 'This idempotency key was used for another amount');
    return { receipt, refund: repeated, fresh: false };
  }
  const left = toCents(receipt.amount) - (await refundedCents(tx, receipt.id));
  if (left <= 0) throw new AppError('already_refunded', 'This receipt was refunded in full already');
  const amountCents = command.amountCents ?? left;
  if (amountCents > left)
    throw new AppError('refund_exceeds_amount', `Only ${left} cents are left to refund`, {
      field: 'amountCents',
      params: { left: fromCents(left) },
    });
  const [refund] = await tx
    .insert(refunds)
    .values({
      receiptId: receipt.id,
      amountCents,
      reason: command.reason,
      automatic: command.automatic,
      createdBy: command.by,
      createdAt: now,
      idempotencyKey: key ?? `refund:${receipt.id}:${randomUUID()}`,
    })
    .returning();
  if (!refund) throw new Error('refund not stored');
  return { receipt, refund, fresh: true };
}

/** A refusal or an outage of the provider as the API answers it. */
function refundFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RefundRefused) return new AppError(error.code, error.message);
  if (error instanceof CardError) return new AppError('receipt_not_refundable', error.message);
  return new AppError('payment_provider_error', 'The payment provider did not answer', {
    headers: { 'retry-after': '5' },
  });
}

/**
 * Refunds (part of) a card receipt (docs/invoicing.md, Refunds). Three steps, as the checkout does,
 * so the provider is never called inside a transaction: the refund is reserved under the receipt's
 * lock; the provider refunds with the refund's own idempotency key; then one transaction records
 * it, issues the rectifying invoice when the receipt has an F2, takes back what was bought, tells
 * the member and writes the audit entry. A provider that refuses or fails leaves nothing: the
 * reserved row is removed. A failure after the provider refunded leaves the row PENDING, and the
 * same request again (same key) finishes it without refunding twice.
 */
export async function refundReceipt(app: FastifyInstance, command: RefundCommand): Promise<RefundResult> {
  const { receipt, refund, fresh } = await inTransaction(app.db, (tx) =>
    reserveRefund(tx, command, app.clock.now()),
  );
  if (refund.status === 'SUCCEEDED') return resultOf(app, refund);

  let providerRefundId: string;
  try {
    const outcome = await app.payments.provider.refund({
      chargeId: receipt.providerReference,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
      receiptId: receipt.id,
    });
    providerRefundId = outcome.id;
  } catch (error) {
    // Only the request that reserved the row removes it: a retry failing (say, while the first call
    // with the same key is still at the provider) must not pull the row from under the first.
    if (fresh)
      await app.db.delete(refunds).where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING')));
    app.log.warn({ err: error, receiptId: receipt.id }, 'refund refused or failed at the provider');
    throw refundFailure(error);
  }

  const done = await inTransaction(app.db, (tx) =>
    applyRefund(tx, {
      refundId: refund.id,
      providerRefundId,
      plan: command.plan,
      now: app.clock.now(),
      env: app.env,
      mailer: app.mailer,
    }),
  );
  void app.mailer.flush();
  return resultOf(app, done);
}

async function resultOf(app: FastifyInstance, refund: RefundRow): Promise<RefundResult> {
  const receipt = await findReceiptById(app.db, refund.receiptId);
  const shown = receipt.refunds.find((r) => r.id === refund.id);
  if (!shown) throw new Error('refund not found with its receipt');
  return {
    refund: shown,
    receipt,
    creditTakenBack: refund.creditTakenBack,
    planEnded: refund.planEnded,
  };
}
