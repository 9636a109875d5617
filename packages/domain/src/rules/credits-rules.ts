import type { CreditSource } from '../schemas/classes';

/**
 * Where the credit for a place comes from (see docs/product.md, Credits and plan allowance): free
 * classes and admins use none, then this week's plan allowance, then a bought credit. Null means
 * the member has none to give.
 */
export function chooseCreditSource(input: {
  free: boolean;
  isAdmin: boolean;
  planAllowanceLeft: number;
  balance: number;
}): CreditSource | null {
  if (input.free || input.isAdmin) return 'NONE';
  if (input.planAllowanceLeft > 0) return 'PLAN';
  if (input.balance > 0) return 'BALANCE';
  return null;
}

/** Leaving up to `cancelLimitMinutes` before the start gives the credit back; later it is lost. */
export function isLateCancellation(now: Date, startsAt: Date, cancelLimitMinutes: number): boolean {
  return now.getTime() > startsAt.getTime() - cancelLimitMinutes * 60_000;
}
