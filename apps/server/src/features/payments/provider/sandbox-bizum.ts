/**
 * The sandbox's Bizum test phones, as the test cards are for cards (docs/product.md, Bizum): what
 * the member's bank app does with a payment to each. Other numbers are refused, as the sandbox
 * refuses real cards. A payment waits for the app (`processing`) until the sandbox is asked again:
 * then the approving phone succeeds, the declining one fails, and the silent one keeps waiting
 * until the approval window is over, then fails as expired.
 */
export const BIZUM_TEST_PHONES = {
  '+34700000001': 'approves',
  '+34700000002': 'declines',
  '+34700000003': 'never_answers',
} as const;

type BizumBehaviour = (typeof BIZUM_TEST_PHONES)[keyof typeof BIZUM_TEST_PHONES];

/** How long the member has to approve a Bizum payment in the bank app (banks give about 5 minutes). */
export const BIZUM_APPROVAL_WINDOW_MS = 5 * 60_000;

export const bizumBehaviourOf = (phone: string): BizumBehaviour | undefined =>
  (BIZUM_TEST_PHONES as Record<string, BizumBehaviour>)[phone];

/** What the bank app answered by `now` to a payment asked for at `createdAt`. */
export function bizumAnswer(
  behaviour: BizumBehaviour,
  createdAt: Date,
  now: Date,
): { status: 'processing' | 'succeeded' | 'requires_payment_method'; error: string | null } {
  if (behaviour === 'approves') return { status: 'succeeded', error: null };
  if (behaviour === 'declines') return { status: 'requires_payment_method', error: 'bizum_declined' };
  return now.getTime() - createdAt.getTime() >= BIZUM_APPROVAL_WINDOW_MS
    ? { status: 'requires_payment_method', error: 'bizum_expired' }
    : { status: 'processing', error: null };
}
