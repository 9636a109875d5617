import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../../infra/db/schema';
import type { Clock } from '../../../lib/clock';
import {
  type CardDetails,
  CardError,
  type ChargeInput,
  type ChargeResult,
  type PaymentProvider,
} from './payment-provider';

type Behaviour = (typeof sandboxPaymentMethods.$inferSelect)['behaviour'];

/**
 * Stripe's test cards (DESIGN.md 4, https://docs.stripe.com/testing): what each number does. Other
 * numbers are refused, as Stripe's test mode refuses real cards. A card is saved whatever it does;
 * the bank's answer comes with a charge (Stripe's 4000 0000 0000 0341 behaves so too).
 */
const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '378282246310005': 'succeeds',
  '4000002500003155': 'requires_action',
  '4000000000000002': 'card_declined',
  '4000000000000341': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

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
    row.status === 'succeeded'
      ? 'succeeded'
      : row.status === 'requires_action'
        ? 'requires_action'
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

  return {
    name: 'sandbox',
    async createCustomer() {
      return newId('cus');
    },
    async createSetupIntent() {
      return null;
    },
    async createPaymentMethod({ number, expMonth, expYear }) {
      const behaviour = TEST_CARDS[number];
      if (!passesLuhn(number)) throw new CardError('incorrect_number', 'The card number is not valid');
      if (!behaviour) throw new CardError('incorrect_number', 'Use a test card in the sandbox');
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
      if (known) return resultOf(known);
      const [pm] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(
          and(
            eq(sandboxPaymentMethods.id, input.paymentMethodId),
            eq(sandboxPaymentMethods.customerId, input.customerId),
          ),
        );
      if (!pm) throw new CardError('resource_missing', 'No such payment method for this customer');
      // A card that asks for the extra step on-session was set up for off-session use when saved.
      const status =
        pm.behaviour === 'succeeds' || (pm.behaviour === 'requires_action' && input.offSession)
          ? ('succeeded' as const)
          : pm.behaviour === 'requires_action'
            ? ('requires_action' as const)
            : ('requires_payment_method' as const);
      const id = newId('pi');
      await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          customerId: input.customerId,
          paymentMethodId: pm.id,
          amountCents: input.amountCents,
          description: input.description,
          status,
          errorCode: status === 'requires_payment_method' ? pm.behaviour : null,
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
      return resultOf(await intentById(id));
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
