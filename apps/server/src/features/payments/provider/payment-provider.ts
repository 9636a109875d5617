/**
 * What Boxbook needs from a card payment provider (see docs/product.md, Payments and receipts). Two
 * implementations behind it: Stripe (stripe-provider.ts) when its keys are configured, otherwise
 * the sandbox (sandbox-provider.ts), which behaves like Stripe's test mode so the whole product
 * works offline. Calls go over the network: never make one inside a database transaction.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** The provider's customer for a member; made once, kept in users.payment_customer_id. */
  createCustomer(input: { userId: number; email: string; name: string }): Promise<string>;
  /** For Stripe Elements: a SetupIntent the browser confirms with the card (sandbox: none needed). */
  createSetupIntent(customerId: string): Promise<{ clientSecret: string } | null>;
  /** Attaches a payment method the browser created to the customer; answers what may be stored of it. */
  attachCard(input: { customerId: string; paymentMethodId: string }): Promise<CardDetails>;
  detachCard(paymentMethodId: string): Promise<void>;
  /**
   * Charges a stored card. `idempotencyKey` makes a retried call answer the first charge instead
   * of charging again. Off-session charges (renewals) have nobody present to confirm.
   */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The charge's state now, e.g. after the member completed the extra confirmation step. */
  retrieveCharge(id: string): Promise<ChargeResult>;
  /**
   * Gives back `amountCents` of a charge that succeeded. `idempotencyKey` makes a retried call
   * answer the first refund instead of refunding again. More than what is left of the charge is
   * refused with a RefundRefused.
   */
  refund(input: RefundInput): Promise<RefundOutcome>;
  /** A signed webhook call turned into an event; throws on a bad signature. Stripe only. */
  parseWebhook?(rawBody: Buffer, signature: string): ProviderEvent;
}

export interface CardDetails {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The same for every payment method made from one card number (Stripe's `card.fingerprint`). */
  fingerprint: string | null;
}

export interface ChargeInput {
  /** The member's customer at the provider; a Bizum payment of a member who never saved a card has none. */
  customerId: string | null;
  /** The stored card to charge; not used when `bizumPhone` is set. */
  paymentMethodId: string;
  /**
   * A Bizum payment from this phone (+34…) instead of a card: the member approves it in their
   * bank's app, so the charge answers `processing` and settles when the provider is asked again
   * (`retrieveCharge`) or its webhook arrives. Never off-session: Bizum is not for recurring charges.
   */
  bizumPhone?: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  offSession: boolean;
  /** Our receipt's id, so an asynchronous result (a webhook) finds its receipt. */
  receiptId: string;
}

export interface ChargeResult {
  id: string;
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  clientSecret: string | null;
  /** The provider's error code on failure: card_declined, insufficient_funds, authentication_required… */
  error: string | null;
}

export interface RefundInput {
  /** The charge's id at the provider (our receipt's provider_reference). */
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
  /** Our receipt's id, kept with the refund at the provider. */
  receiptId: string;
}

export interface RefundOutcome {
  id: string;
  /** Card refunds settle at once or a few days later (`pending`); both are given back. */
  status: 'succeeded' | 'pending';
}

/** The provider refused a refund it understood: more than is left, or the charge cannot be refunded. */
export class RefundRefused extends Error {
  constructor(
    readonly code: 'refund_exceeds_amount' | 'already_refunded' | 'receipt_not_refundable',
    message: string,
  ) {
    super(message);
    this.name = 'RefundRefused';
  }
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** For payment events: the charge and its state. */
  charge: (ChargeResult & { receiptId: string | null }) | null;
}

/** A refusal of the provider that the member can act on (a bad card), as opposed to an outage. */
export class CardError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}
