/** The card refusals the app translates (error.{code}); anything else a bank says is a decline. */
const KNOWN = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_failed',
  'authentication_required',
]);

/**
 * One of our error codes for a provider's refusal. Stripe reports insufficient funds as a
 * `card_declined` with a decline code, and a failed 3-D Secure step as
 * `payment_intent_authentication_failure`. A lost or stolen card (decline codes `lost_card`,
 * `stolen_card`) is told as a plain decline: Stripe's decline-code guide advises not telling the
 * customer, who may not be the card's holder.
 */
export function cardErrorCode(code: string | null | undefined, declineCode?: string | null): string {
  if (declineCode === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (code && KNOWN.has(code)) return code;
  return 'card_declined';
}
