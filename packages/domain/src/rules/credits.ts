import { UNLIMITED_CREDITS_ABOVE } from '../constants';
import type { CreditType } from '../schemas/activity';
import type { UserStatus } from '../schemas/user';

export function isUnlimitedCredits(value: number): boolean {
  return value > UNLIMITED_CREDITS_ABOVE;
}

/**
 * Sessions per week a plan gives for a kind of credit; only an ACTIVE member has an allowance (see
 * docs/product.md, Credits and plan allowance).
 */
export function weeklyAllowance(
  status: UserStatus,
  plan: { activityCredits: number; openCredits: number } | null,
  kind: CreditType,
): number {
  if (!plan || status !== 'ACTIVE') return 0;
  return kind === 'ACTIVITY' ? plan.activityCredits : plan.openCredits;
}

/** What is left of a week's allowance after `used` sessions: Infinity on an unlimited plan. */
export function allowanceLeft(perWeek: number, used: number): number {
  if (isUnlimitedCredits(perWeek)) return Number.POSITIVE_INFINITY;
  return Math.max(0, perWeek - used);
}

/**
 * The credits a member is shown for a kind: what is left of this week's allowance plus the bought
 * balance. An unlimited plan shows its own number, which screens draw as ∞ (isUnlimitedCredits).
 */
export function creditsShown(perWeek: number, used: number, balance: number): number {
  const left = allowanceLeft(perWeek, used);
  return Number.isFinite(left) ? left + balance : perWeek;
}
