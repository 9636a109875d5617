import Stripe from 'stripe';
import { cardErrorCode } from './card-errors';
import {
  CardError,
  type ChargeInput,
  type ChargeResult,
  type PaymentProvider,
  type ProviderEvent,
  RefundRefused,
} from './payment-provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string | undefined;
  /** Another address for Stripe's API (a local fake in tests); Stripe's own by default. */
  apiUrl?: string | undefined;
}

function clientOf(options: StripeOptions): Stripe {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    // The SDK retries a failed connection with the same idempotency key, so nothing is charged twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Boxbook' },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/** Is the intent a Bizum payment (its one payment method type)? Older answers may lack the list. */
const isBizum = (intent: Stripe.PaymentIntent) => {
  const types: string[] = intent.payment_method_types ?? [];
  return types.length === 1 && types[0] === 'bizum';
};

/** A Bizum payment that failed: the member let the approval expire, or the bank or member declined it. */
const bizumErrorCode = (code: string | undefined) =>
  code === 'payment_intent_payment_attempt_expired' ? 'bizum_expired' : 'bizum_declined';

function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  // A Bizum payment waiting in `requires_action` waits for the member's bank app, not for our
  // page: to us it is processing, answered by the webhook or the next look.
  const waitsForTheApp = intent.status === 'requires_action' && isBizum(intent);
  const status =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'processing' || waitsForTheApp
        ? 'processing'
        : intent.status === 'requires_action'
          ? 'requires_action'
          : 'failed';
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status,
    clientSecret: status === 'requires_action' ? intent.client_secret : null,
    error:
      status !== 'failed'
        ? null
        : isBizum(intent)
          ? bizumErrorCode(error?.code)
          : cardErrorCode(error?.code, error?.decline_code),
  };
}

/** A refusal about the card (declined, expired, 3-D Secure needed) as ours; anything else is an outage. */
function asCardError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError)
    throw new CardError(cardErrorCode(error.code, error.decline_code), error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
    throw new CardError('resource_missing', error.message);
  throw error;
}

/**
 * Stripe through its SDK (see docs/product.md, Payments and receipts): customers, SetupIntents,
 * PaymentIntents, webhooks.
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = clientOf(options);

  /**
   * Stripe's Bizum payment method (docs.stripe.com/payments/bizum): euros, one-off, confirmed by
   * the member in their bank's app after entering the phone registered with Bizum. The phone goes
   * in the payment method's billing details; the answer comes by webhook or the next retrieve.
   */
  async function chargeBizum(input: ChargeInput, phone: string): Promise<ChargeResult> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          ...(input.customerId ? { customer: input.customerId } : {}),
          allowed_payment_method_types: ['bizum'],
          payment_method_data: { type: 'bizum', billing_details: { phone } },
          description: input.description,
          confirm: true,
          metadata: { receiptId: input.receiptId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return resultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { id: '', status: 'failed', clientSecret: null, error: bizumErrorCode(error.code) };
      return asCardError(error);
    }
  }

  return {
    name: 'stripe',
    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId: String(userId) } },
        // Two first cards at once must not make the member two customers.
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },
    async createSetupIntent(customerId) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        // Cards only, confirmed in the page: no redirect-based methods that would need a return URL.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        usage: 'off_session',
      });
      return { clientSecret: intent.client_secret ?? '' };
    },
    async attachCard({ customerId, paymentMethodId }) {
      try {
        let pm = await stripe.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
        if (owner && owner !== customerId)
          throw new CardError('resource_missing', 'Not this customer’s card');
        if (!owner) pm = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        if (!pm.card) throw new CardError('card_declined', 'Not a card');
        return {
          id: pm.id,
          brand: pm.card.brand,
          last4: pm.card.last4,
          expMonth: pm.card.exp_month,
          expYear: pm.card.exp_year,
          fingerprint: pm.card.fingerprint ?? null,
        };
      } catch (error) {
        if (error instanceof CardError) throw error;
        return asCardError(error);
      }
    },
    async detachCard(paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId).catch((error: unknown) => {
        // Already gone at Stripe: what we wanted.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      });
    },
    async charge(input) {
      if (input.bizumPhone !== undefined) return chargeBizum(input, input.bizumPhone);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'eur',
            ...(input.customerId ? { customer: input.customerId } : {}),
            payment_method: input.paymentMethodId,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: input.description,
            confirm: true,
            ...(input.offSession ? { off_session: true } : {}),
            metadata: { receiptId: input.receiptId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return resultOf(intent);
      } catch (error) {
        // A declined confirmation still made a PaymentIntent; its id and error are the result.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
          return {
            id: intent?.id ?? '',
            status: 'failed',
            clientSecret: null,
            error: cardErrorCode(error.code, error.decline_code),
          };
        }
        return asCardError(error);
      }
    },
    async retrieveCharge(id) {
      try {
        return resultOf(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        return asCardError(error);
      }
    },
    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.chargeId,
            amount: input.amountCents,
            metadata: { receiptId: input.receiptId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          throw new RefundRefused('receipt_not_refundable', `Stripe refund ${refund.id} ${refund.status}`);
        return { id: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
      } catch (error) {
        if (error instanceof RefundRefused) throw error;
        // Stripe's codes for a refund it will not make (its error codes page).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          if (error.code === 'charge_already_refunded')
            throw new RefundRefused('already_refunded', error.message);
          if (error.code === 'amount_too_large')
            throw new RefundRefused('refund_exceeds_amount', error.message);
          if (error.code === 'charge_disputed' || error.code === 'charge_not_refundable')
            throw new RefundRefused('receipt_not_refundable', error.message);
        }
        throw error;
      }
    },
    parseWebhook(rawBody, signature): ProviderEvent {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      if (!event.type.startsWith('payment_intent.')) return { id: event.id, type: event.type, charge: null };
      const intent = event.data.object as Stripe.PaymentIntent;
      return {
        id: event.id,
        type: event.type,
        charge: { ...resultOf(intent), receiptId: intent.metadata?.receiptId ?? null },
      };
    },
  };
}
