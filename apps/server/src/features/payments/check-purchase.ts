import { type AppConfig, type Checkout, creditCents, fromCents, toCents } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { monthlyCentsFor, planById, proFor } from '../membership/join-plan';

const priceChanged = (expectedCents: number) =>
  new AppError('price_changed', 'The price is not what the screen showed', {
    field: 'amount',
    params: { expected: fromCents(expectedCents) },
  });

/**
 * What can be known before the card is touched (docs/invoicing.md, Refunds): a checkout for a
 * purpose is refused when using its receipt would be refused anyway — a plan for a member who has
 * one, a price the server no longer asks. Using the receipt checks all of it again under its locks;
 * this only spares the member a charge and its refund in the common case. A checkout without a
 * purpose (older clients) is not checked.
 */
export async function checkPurchase(
  tx: Tx,
  { userId, checkout, config }: { userId: number; checkout: Checkout; config: AppConfig },
): Promise<void> {
  if (!checkout.purpose) return;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const paid = toCents(checkout.amount);
  if (checkout.purpose === 'CREDIT_ACTIVITY' || checkout.purpose === 'CREDIT_OPEN') {
    const expected = creditCents(user.planId !== null, config);
    if (paid !== expected) throw priceChanged(expected);
    return;
  }
  if (user.planId !== null) throw new AppError('already_has_plan', 'Change the plan from your rate instead');
  if (checkout.planId === undefined) return;
  const plan = await planById(tx, checkout.planId);
  if (!plan.enabled) throw notFound('Plan');
  const expected = monthlyCentsFor(user, plan, proFor(plan, checkout.pro ?? false, config), config);
  if (paid !== expected) throw priceChanged(expected);
}
