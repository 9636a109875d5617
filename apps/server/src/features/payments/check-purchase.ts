import {
  type AppConfig,
  type Checkout,
  creditCents,
  type FirstPlanPayment,
  firstPlanPayment,
  fromCents,
  gymDateOf,
  planMonthlyCents,
  toCents,
} from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { plans, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { unpaidDebtOf } from './sepa-debts';

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
  { userId, checkout, config, now }: { userId: number; checkout: Checkout; config: AppConfig; now: Date },
): Promise<FirstPlanPayment | null> {
  if (!checkout.purpose) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const paid = toCents(checkout.amount);
  if (checkout.purpose === 'CREDIT_ACTIVITY' || checkout.purpose === 'CREDIT_OPEN') {
    const expected = creditCents(user.planId !== null, config);
    if (paid !== expected) throw priceChanged(expected);
    return null;
  }
  if (checkout.purpose === 'SEPA_DEBT') {
    // A returned debit (docs/sepa.md): the amount must be one the member owes, debit plus fee.
    if (!(await unpaidDebtOf(tx, userId, paid)))
      throw new AppError('sepa_debt_settled', 'Nothing of this amount is owed', { field: 'amount' });
    return null;
  }
  if (user.planId !== null) throw new AppError('already_has_plan', 'Change the plan from your rate instead');
  if (checkout.planId === undefined) return null;
  const [plan] = await tx.select().from(plans).where(eq(plans.id, checkout.planId));
  if (!plan?.enabled) throw notFound('Plan');
  // The price joining will ask (membership's monthlyCentsFor, from the same domain rule; payments
  // may not import membership, which imports payments): the top plan includes Pro.
  const isTopPlan = plan.key === config.topPlanKey;
  const monthlyCents = planMonthlyCents({
    price: plan.price,
    pro: (checkout.pro ?? false) && !isTopPlan,
    proPrice: config.proPrice,
    discountPercent: user.discount,
    isTopPlan,
  });
  // The first payment: the days left of the month, or more (docs/product.md, A fair first month).
  const first = firstPlanPayment({
    monthlyCents,
    today: gymDateOf(now, config.timeZone),
    changePlanDayLimit: config.changePlanDayLimit,
    billing: config.firstMonthBilling,
  });
  if (paid !== first.cents) throw priceChanged(first.cents);
  return first;
}
