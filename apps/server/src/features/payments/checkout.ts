import { randomUUID } from 'node:crypto';
import type { Checkout, PaymentResult } from '@boxbook/domain';
import { toCents } from '@boxbook/domain';
import { and, asc, eq, isNull, lt, notExists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { cards, plans, type ReceiptRow, receipts, refunds, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { checkPurchase } from './check-purchase';
import { CardError, type ChargeResult } from './provider/payment-provider';
import { asAppError } from './provider-errors';
import { settleCharge } from './settle-charge';

/** What the API answers for a charge, from its receipt row. */
export function paymentResultOf(row: ReceiptRow, clientSecret: string | null = null): PaymentResult {
  const status =
    row.status === 'SUCCEEDED'
      ? 'succeeded'
      : row.status === 'REQUIRES_ACTION'
        ? 'requires_action'
        : row.status === 'FAILED'
          ? 'failed'
          : 'processing';
  return {
    status,
    id: row.providerReference,
    clientSecret: status === 'requires_action' ? clientSecret : null,
    error: row.status === 'FAILED' ? (row.errorCode ?? 'card_declined') : null,
    receiptId: row.status === 'SUCCEEDED' ? row.id : null,
  };
}

/**
 * How long a paid receipt stays its own purchase's: the tab that paid spends it within seconds of
 * the answer, so another purchase in that time (a second tab, another phone) is a purchase of its
 * own, never handed the first one's receipt.
 */
const UNSPENT_RECEIPT_HOLD_MS = 10 * 60_000;

/**
 * A paid receipt of the member for the same thing at the same price that nothing has spent for
 * longer than the hold: the browser lost the answer of the call that spends it (a dropped
 * connection, a closed tab, a 3-D Secure payment the webhook settled later). Paying again answers
 * that receipt, not a second charge. A checkout for nothing in particular (no purpose) is always a
 * purchase of its own.
 */
async function findUnusedReceipt(
  tx: Tx,
  { userId, payerId, checkout, now }: { userId: number; payerId: number; checkout: Checkout; now: Date },
): Promise<ReceiptRow | null> {
  if (!checkout.purpose) return null;
  const [row] = await tx
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.userId, userId),
        // Paid by the same one: a guardian is never handed what a teen paid, nor the other way.
        payerId === userId ? isNull(receipts.payerId) : eq(receipts.payerId, payerId),
        eq(receipts.purpose, checkout.purpose),
        eq(receipts.amount, checkout.amount),
        // A plan's receipt is handed back for that plan only (its invoice names it).
        checkout.planId === undefined ? undefined : eq(receipts.planId, checkout.planId),
        eq(receipts.status, 'SUCCEEDED'),
        isNull(receipts.usedAt),
        lt(receipts.issuedAt, new Date(now.getTime() - UNSPENT_RECEIPT_HOLD_MS)),
        notExists(tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.receiptId, receipts.id))),
      ),
    )
    .orderBy(asc(receipts.number))
    .limit(1);
  return row ?? null;
}

/** The plan a PLAN checkout names, which must exist; none for anything else. */
async function planBought(tx: Tx, checkout: Checkout): Promise<{ id: number } | null> {
  if (checkout.purpose !== 'PLAN' || checkout.planId === undefined) return null;
  const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, checkout.planId));
  if (!plan) throw notFound('Plan');
  return plan;
}

/**
 * Who pays at the provider: the customer of the payer's card, or — with Bizum, which needs no
 * stored card — the payer's customer if they have one. A checkout names a card or a Bizum phone.
 * The card must be the payer's own: a dependent never charges their guardian's card, since a
 * dependent never acts for their guardian.
 */
async function payerOf(tx: Tx, { userId, checkout }: { userId: number; checkout: Checkout }) {
  if (checkout.bizumPhone) {
    const [user] = await tx
      .select({ customerId: users.paymentCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    return user?.customerId ?? null;
  }
  if (!checkout.pmId) throw new AppError('validation', 'Choose a card or Bizum', { field: 'pmId' });
  const [card] = await tx
    .select({ id: cards.id, customerId: users.paymentCustomerId })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(and(eq(cards.id, checkout.pmId), eq(cards.userId, userId)));
  if (!card?.customerId) throw new AppError('no_card', 'That is not one of your cards', { field: 'pmId' });
  return card.customerId;
}

/**
 * Charges one of the member's cards, or asks for a Bizum payment. The receipt row is written first, under an
 * idempotency key made of the member and the key the browser sent: a retried request finds the
 * same row and asks the provider with the same key, so nothing is charged twice. The provider is
 * called outside any transaction (a slow provider must not hold row locks, and a redone
 * transaction must not charge again), so this opens its own, before and after the call.
 */
export async function startCheckout(
  app: FastifyInstance,
  { payerId, checkout, clientKey }: { payerId: number; checkout: Checkout; clientKey: string | undefined },
): Promise<PaymentResult> {
  const idempotencyKey = `checkout:${payerId}:${clientKey ?? randomUUID()}`;
  // The receipt is the member's it is for (a guardian's dependent, or the payer): what it buys is
  // theirs, its price is theirs (their plan, their discount). The route checked the payer acts for them.
  const userId = checkout.forUserId ?? payerId;
  const { provider } = app.payments;
  const { config } = await app.boxSettings.get();
  const now = app.clock.now();
  const { row, customerId } = await inTransaction(app.db, async (tx) => {
    const customerId = await payerOf(tx, { userId: payerId, checkout });
    const first = await checkPurchase(tx, { userId, checkout, config, now });
    const plan = await planBought(tx, checkout);
    const unused = await findUnusedReceipt(tx, { userId, payerId, checkout, now });
    if (unused) return { row: unused, customerId };
    await tx
      .insert(receipts)
      .values({
        userId,
        amount: checkout.amount,
        purpose: checkout.purpose ?? 'CHECKOUT',
        provider: provider.name,
        providerReference: '',
        status: 'PENDING',
        idempotencyKey,
        concept: checkout.description,
        planId: plan?.id ?? null,
        pro: plan ? (checkout.pro ?? false) : false,
        paymentMethod: checkout.bizumPhone ? 'bizum' : 'card',
        coversFrom: first?.coversFrom ?? null,
        coversTo: first?.coversTo ?? null,
        payerId: payerId === userId ? null : payerId,
      })
      .onConflictDoNothing({ target: receipts.idempotencyKey });
    const [stored] = await tx.select().from(receipts).where(eq(receipts.idempotencyKey, idempotencyKey));
    if (!stored) throw new Error('receipt not stored');
    if (toCents(stored.amount) !== toCents(checkout.amount) || stored.userId !== userId)
      throw new AppError('conflict', 'This idempotency key was used for another purchase');
    return { row: stored, customerId };
  });
  if (row.status === 'SUCCEEDED' || row.status === 'FAILED') return paymentResultOf(row);

  let result: ChargeResult;
  try {
    result = await provider.charge({
      customerId,
      paymentMethodId: checkout.pmId ?? '',
      ...(checkout.bizumPhone ? { bizumPhone: checkout.bizumPhone } : {}),
      amountCents: toCents(checkout.amount),
      description: checkout.description,
      idempotencyKey,
      offSession: false,
      receiptId: row.id,
    });
  } catch (error) {
    if (!(error instanceof CardError)) return asAppError(error);
    result = { id: row.providerReference, status: 'failed', clientSecret: null, error: error.code };
  }
  const settled = await inTransaction(app.db, (tx) =>
    settleCharge(tx, {
      receiptId: row.id,
      result,
      by: payerId,
      now: app.clock.now(),
      invoicing: app.invoicing,
    }),
  );
  return paymentResultOf(settled, result.clientSecret);
}

/**
 * After the extra confirmation step (3-D Secure at Stripe, the sandbox's page), asks the provider
 * how the charge stands and issues the receipt if it went through. Like startCheckout it opens its
 * own transaction, after the provider answered.
 */
export async function confirmCheckout(
  app: FastifyInstance,
  { userId, paymentId }: { userId: number; paymentId: string },
): Promise<PaymentResult> {
  const [row] = await app.db
    .select()
    .from(receipts)
    // The one who paid asks: the member, or the guardian who paid for them.
    .where(
      and(
        eq(receipts.providerReference, paymentId),
        or(and(eq(receipts.userId, userId), isNull(receipts.payerId)), eq(receipts.payerId, userId)),
      ),
    );
  if (!row) throw notFound('Payment');
  if (row.status === 'SUCCEEDED' || row.status === 'FAILED') return paymentResultOf(row);
  const result = await app.payments.provider.retrieveCharge(paymentId).catch(asAppError);
  const settled = await inTransaction(app.db, (tx) =>
    settleCharge(tx, {
      receiptId: row.id,
      result,
      by: userId,
      now: app.clock.now(),
      invoicing: app.invoicing,
    }),
  );
  return paymentResultOf(settled, result.clientSecret);
}
