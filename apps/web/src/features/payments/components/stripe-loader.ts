import type { Stripe } from '@stripe/stripe-js';

let loading: Promise<Stripe | null> | null = null;

/** Stripe.js, loaded once from Stripe with the box's publishable key, only when configured. */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  loading ??= import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
  return loading;
}
