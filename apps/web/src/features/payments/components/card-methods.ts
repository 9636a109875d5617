import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { createSandboxPaymentMethod, createVisitorPaymentMethod, getSetupIntent } from '../api/cards';

/** A card as the sandbox's stand-in for Stripe.js takes it. */
export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A payment method's id, or the provider's refusal of the card (its code, such as incorrect_cvc). */
export type MadeMethod = { id: string } | { errorCode: string };

/**
 * How the card typed in CardFields becomes a payment method: through the sandbox's route, or
 * through Stripe.js with Stripe's card element. The card number never reaches our own API.
 */
export interface CardMethod {
  sandbox(card: SandboxCard): Promise<MadeMethod>;
  stripe(stripe: Stripe, card: StripeCardElement): Promise<MadeMethod>;
}

/** Stripe's own refusal, not one of our API's: its code, or a plain decline. */
const refusalOf = (error: { code?: string | undefined }): MadeMethod => ({
  errorCode: error.code ?? 'card_declined',
});

/**
 * A member's card, kept for later payments and the renewals: with Stripe, confirmed for
 * off-session use through a SetupIntent (the bank's step, if any, happens now).
 */
export const SAVED_CARD: CardMethod = {
  sandbox: createSandboxPaymentMethod,
  async stripe(stripe, card) {
    const { clientSecret } = await getSetupIntent();
    if (!clientSecret) throw new Error('no setup intent');
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    if (result.error) return refusalOf(result.error);
    const pm = result.setupIntent.payment_method;
    return { id: typeof pm === 'string' ? pm : (pm?.id ?? '') };
  },
};

/**
 * A visitor's card for one payment, never attached to a customer (docs/decisions.md, "The paid
 * drop-in"): Stripe.js's createPaymentMethod, or the sandbox's public, rate-limited route.
 */
export const ONE_OFF_CARD: CardMethod = {
  sandbox: createVisitorPaymentMethod,
  async stripe(stripe, card) {
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    if (result.error) return refusalOf(result.error);
    return { id: result.paymentMethod.id };
  },
};
