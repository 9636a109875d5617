/** The card refusals the app translates (error.{code}); anything else a bank says is a decline. */
const KNOWN = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'authentication_failed',
  'authentication_required',
]);

/**
 * One of our error codes for a provider's refusal. Stripe reports insufficient funds as a
 * `card_declined` with a decline code, and a failed 3-D Secure step as
 * `payment_intent_authentication_failure`.
 */
export function cardErrorCode(code: string | null | undefined, declineCode?: string | null): string {
  if (declineCode === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (code && KNOWN.has(code)) return code;
  return 'card_declined';
}
