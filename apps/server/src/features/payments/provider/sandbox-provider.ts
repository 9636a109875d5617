import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { inTransaction } from '../../../infra/db/in-transaction';
import { sandboxPaymentIntents, sandboxPaymentMethods, sandboxRefunds } from '../../../infra/db/schema';
import type { Clock } from '../../../lib/clock';
import { cardErrorCode } from './card-errors';
import {
  type CardDetails,
  CardError,
  type ChargeInput,
  type ChargeResult,
  type PaymentProvider,
  type RefundInput,
  RefundRefused,
} from './payment-provider';
import { bizumAnswer, bizumBehaviourOf } from './sandbox-bizum';

type Behaviour = (typeof sandboxPaymentMethods.$inferSelect)['behaviour'];

/**
 * Stripe's test cards (https://docs.stripe.com/testing): what each number does. Other numbers are
 * refused, as Stripe's test mode refuses real cards. A card is saved whatever it does; the bank's
 * answer comes with a charge (Stripe's 4000 0000 0000 0341 behaves so), so a saved card can be seen
 * failing. The table test is test/payments-test-cards.test.ts.
 */
const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '378282246310005': 'succeeds',
  // Authenticates on-session; set up for off-session use when saved, so renewals go through.
  '4000002500003155': 'requires_action',
  // Authenticates on every payment, off-session ones too: those fail as authentication_required.
  '4000002760003184': 'always_authenticate',
  '4000000000000002': 'card_declined',
  '4000000000000341': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** The error Stripe answers a declined charge of each test card with: its `code` and `decline_code`. */
const DECLINES: Partial<Record<Behaviour, { code: string; declineCode: string | null }>> = {
  card_declined: { code: 'card_declined', declineCode: 'generic_decline' },
  insufficient_funds: { code: 'card_declined', declineCode: 'insufficient_funds' },
  lost_card: { code: 'card_declined', declineCode: 'lost_card' },
  stolen_card: { code: 'card_declined', declineCode: 'stolen_card' },
  expired_card: { code: 'expired_card', declineCode: null },
  incorrect_cvc: { code: 'incorrect_cvc', declineCode: null },
  processing_error: { code: 'processing_error', declineCode: null },
};

/** How a charge of a card ends at once: Stripe's PaymentIntent status and our error code. */
function chargeOutcome(
  behaviour: Behaviour,
  offSession: boolean,
): { status: 'succeeded' | 'requires_action' | 'requires_payment_method'; error: string | null } {
  if (behaviour === 'succeeds') return { status: 'succeeded', error: null };
  if (behaviour === 'requires_action')
    return offSession ? { status: 'succeeded', error: null } : { status: 'requires_action', error: null };
  if (behaviour === 'always_authenticate')
    return offSession
      ? { status: 'requires_payment_method', error: cardErrorCode('authentication_required') }
      : { status: 'requires_action', error: null };
  const decline = DECLINES[behaviour] ?? { code: 'card_declined', declineCode: 'generic_decline' };
  return { status: 'requires_payment_method', error: cardErrorCode(decline.code, decline.declineCode) };
}

/**
 * Stripe gives every number one fingerprint per account, whatever its expiry or CVC: the sandbox
 * makes it from the number alone, keyed so it says nothing about the number.
 */
export const sandboxFingerprint = (number: string) =>
  createHmac('sha256', 'boxbook-sandbox-fingerprint').update(number).digest('base64url').slice(0, 16);

/** Stripe.js refuses a security code of the wrong length: four digits on American Express, else three. */
const cvcFits = (number: string, cvc: string) => cvc.length === (brandOf(number) === 'amex' ? 4 : 3);

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** The Luhn check every card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

const resultOf = (row: IntentRow): ChargeResult => ({
  id: row.id,
  status:
    row.status === 'succeeded' || row.status === 'requires_action' || row.status === 'processing'
      ? row.status
      : 'failed',
  clientSecret: row.status === 'requires_action' ? row.clientSecret : null,
  error: row.errorCode,
});

export interface SandboxProvider extends PaymentProvider {
  /** The sandbox card form's call (Stripe.js's createPaymentMethod): the number stops here. */
  createPaymentMethod(card: {
    number: string;
    expMonth: number;
    expYear: number;
    cvc: string;
  }): Promise<string>;
  /** The simulated extra confirmation step (Stripe's 3-D Secure page): approve or fail it. */
  authorize(intentId: string, approve: boolean): Promise<ChargeResult>;
}

/**
 * A payment provider inside our own database that answers like Stripe's test mode: customers,
 * payment methods and payment intents with idempotency keys, the extra confirmation step, declines.
 * Its tables only ever hold brand, last4, expiry and the test behaviour of a card.
 */
export function createSandboxProvider(db: Db, clock: Clock): SandboxProvider {
  async function intentById(id: string): Promise<IntentRow> {
    const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    if (!row) throw new CardError('resource_missing', 'No such payment intent');
    return row;
  }

  /** Stores what a key's payment is (one row per key, whoever of two calls at once wins). */
  async function storeIntent(values: typeof sandboxPaymentIntents.$inferInsert): Promise<IntentRow> {
    await db
      .insert(sandboxPaymentIntents)
      .values(values)
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
    const [stored] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, values.idempotencyKey));
    if (!stored) throw new Error('sandbox payment intent not stored');
    return stored;
  }

  /** A Bizum payment waits for the bank app: it is asked for now and answered when looked at again. */
  async function chargeBizum(input: ChargeInput, phone: string): Promise<ChargeResult> {
    if (!bizumBehaviourOf(phone))
      throw new CardError('invalid_phone', 'Use a Bizum test phone in the sandbox');
    const id = newId('pi');
    const stored = await storeIntent({
      id,
      customerId: input.customerId ?? '',
      paymentMethodId: `pm_sbx_bizum_${phone.slice(-9)}`,
      amountCents: input.amountCents,
      description: input.description,
      status: 'processing',
      idempotencyKey: input.idempotencyKey,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      offSession: false,
      bizumPhone: phone,
      createdAt: clock.now(),
    });
    return resultOf(stored);
  }

  /** The bank app's answer to a waiting Bizum payment, once it has one; cards are as they are. */
  async function answerOfBizum(row: IntentRow): Promise<IntentRow> {
    const behaviour = row.bizumPhone ? bizumBehaviourOf(row.bizumPhone) : undefined;
    if (row.status !== 'processing' || !behaviour) return row;
    const { status, error } = bizumAnswer(behaviour, row.createdAt, clock.now());
    if (status === 'processing') return row;
    const [updated] = await db
      .update(sandboxPaymentIntents)
      .set({ status, errorCode: error })
      .where(and(eq(sandboxPaymentIntents.id, row.id), eq(sandboxPaymentIntents.status, 'processing')))
      .returning();
    return updated ?? intentById(row.id);
  }

  return {
    name: 'sandbox',
    async createCustomer() {
      return newId('cus');
    },
    async createSetupIntent() {
      return null;
    },
    async createPaymentMethod({ number, expMonth, expYear, cvc }) {
      const behaviour = TEST_CARDS[number];
      if (!passesLuhn(number)) throw new CardError('incorrect_number', 'The card number is not valid');
      if (!behaviour) throw new CardError('incorrect_number', 'Use a test card in the sandbox');
      if (!cvcFits(number, cvc)) throw new CardError('invalid_cvc', 'The security code is not valid');
      const now = clock.now();
      const expired =
        expYear < now.getUTCFullYear() ||
        (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
      if (expired) throw new CardError('expired_card', 'The card has expired');
      const id = newId('pm');
      await db.insert(sandboxPaymentMethods).values({
        id,
        brand: brandOf(number),
        last4: number.slice(-4),
        expMonth,
        expYear,
        behaviour,
        fingerprint: sandboxFingerprint(number),
      });
      return id;
    },
    async attachCard({ customerId, paymentMethodId }): Promise<CardDetails> {
      const [pm] = await db
        .update(sandboxPaymentMethods)
        .set({ customerId })
        .where(
          and(
            eq(sandboxPaymentMethods.id, paymentMethodId),
            // A payment method belongs to one customer, as at Stripe.
            isNull(sandboxPaymentMethods.customerId),
          ),
        )
        .returning();
      const card =
        pm ??
        (
          await db
            .select()
            .from(sandboxPaymentMethods)
            .where(
              and(
                eq(sandboxPaymentMethods.id, paymentMethodId),
                eq(sandboxPaymentMethods.customerId, customerId),
              ),
            )
        )[0];
      if (!card) throw new CardError('resource_missing', 'No such payment method');
      return {
        id: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        fingerprint: card.fingerprint,
      };
    },
    async detachCard(paymentMethodId) {
      await db
        .update(sandboxPaymentMethods)
        .set({ customerId: null })
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
    },
    async charge(input: ChargeInput) {
      const [known] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (known) return resultOf(await answerOfBizum(known));
      if (input.bizumPhone !== undefined) return chargeBizum(input, input.bizumPhone);
      const [pm] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(
          and(
            eq(sandboxPaymentMethods.id, input.paymentMethodId),
            // A visitor's one-off card belongs to no customer, as a Stripe PaymentMethod never attached.
            input.customerId === null
              ? isNull(sandboxPaymentMethods.customerId)
              : eq(sandboxPaymentMethods.customerId, input.customerId),
          ),
        );
      if (!pm) throw new CardError('resource_missing', 'No such payment method for this customer');
      const { status, error } = chargeOutcome(pm.behaviour, input.offSession);
      const id = newId('pi');
      await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          customerId: input.customerId ?? '',
          paymentMethodId: pm.id,
          amountCents: input.amountCents,
          description: input.description,
          status,
          errorCode: error,
          idempotencyKey: input.idempotencyKey,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          offSession: input.offSession,
        })
        .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
      // Two calls with one key at once: both answer the intent that was stored.
      const [stored] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (!stored) throw new Error('sandbox payment intent not stored');
      return resultOf(stored);
    },
    async retrieveCharge(id) {
      return resultOf(await answerOfBizum(await intentById(id)));
    },
    async refund(input: RefundInput) {
      // As Stripe: a repeated key answers the refund it made; the intent's row is locked so two
      // refunds at once are weighed one after the other against what is left.
      return inTransaction(db, async (tx) => {
        const [known] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
        if (known) return { id: known.id, status: 'succeeded' as const };
        const [intent] = await tx
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.id, input.chargeId))
          .for('update');
        if (!intent) throw new CardError('resource_missing', 'No such payment intent');
        if (intent.status !== 'succeeded')
          throw new RefundRefused(
            'receipt_not_refundable',
            'This PaymentIntent does not have a successful charge to refund.',
          );
        const [done] = await tx
          .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.paymentIntentId, intent.id));
        const left = intent.amountCents - (done?.cents ?? 0);
        if (left === 0) throw new RefundRefused('already_refunded', 'Charge has already been refunded.');
        if (input.amountCents > left)
          throw new RefundRefused(
            'refund_exceeds_amount',
            `Refund amount (${input.amountCents}) is greater than unrefunded amount on charge (${left})`,
          );
        const id = newId('re');
        await tx.insert(sandboxRefunds).values({
          id,
          paymentIntentId: intent.id,
          amountCents: input.amountCents,
          idempotencyKey: input.idempotencyKey,
        });
        return { id, status: 'succeeded' as const };
      });
    },
    async authorize(intentId, approve) {
      const [row] = await db
        .update(sandboxPaymentIntents)
        .set(
          approve
            ? { status: 'succeeded', errorCode: null }
            : { status: 'requires_payment_method', errorCode: 'authentication_failed' },
        )
        .where(
          and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.status, 'requires_action')),
        )
        .returning();
      return resultOf(row ?? (await intentById(intentId)));
    },
  };
}
