import { type AppConfig, firstPlanPayment, gymDateOf, planMonthlyCents } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { type PlanRow, plans, type UserRow } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { lockPayer } from '../credits/lock-payer';
import { useReceipt } from '../payments/use-receipt';
import { setPlan } from '../users/set-plan';

async function planById(tx: Tx, planId: number): Promise<PlanRow> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound('Plan');
  return plan;
}

/** The top plan includes Pro (see docs/product.md, Roles): its Pro box is hidden and Pro adds nothing. */
const proFor = (plan: PlanRow, pro: boolean, config: AppConfig) => pro && plan.key !== config.topPlanKey;

/**
 * What a plan costs this member a month, in cents, with the member's discount (see docs/product.md,
 * Plans and renewals).
 */
export function monthlyCentsFor(user: UserRow, plan: PlanRow, pro: boolean, config: AppConfig): number {
  return planMonthlyCents({
    price: plan.price,
    pro,
    proPrice: config.proPrice,
    discountPercent: user.discount,
    isTopPlan: plan.key === config.topPlanKey,
  });
}

/**
 * `POST /api/users/{id}/joinWithReceiptId`: the plan starts at once, paid by a receipt of its
 * first payment (plus Pro): the days left of the month, or more, or the month (firstPlanPayment). Using the receipt and setting the plan happen in the caller's ONE
 * transaction: if setting the plan fails, the receipt is not used either.
 */
export async function joinPlanWithReceipt(
  tx: UnitOfWork,
  input: {
    by: number;
    userId: number;
    planId: number;
    pro: boolean;
    receiptId: string;
    config: AppConfig;
    now: Date;
  },
): Promise<void> {
  const { user } = await lockPayer(tx, input.userId);
  if (user.planId !== null) throw new AppError('already_has_plan', 'Change the plan from your rate instead');
  const plan = await planById(tx, input.planId);
  // A disabled plan is off the rates page: members cannot join it any more (admins still can).
  if (!plan.enabled) throw notFound('Plan');
  const pro = proFor(plan, input.pro, input.config);
  await useReceipt(tx, {
    by: input.by,
    userId: user.id,
    receiptId: input.receiptId,
    purpose: 'PLAN',
    expectedCents: firstPlanPayment({
      monthlyCents: monthlyCentsFor(user, plan, pro, input.config),
      today: gymDateOf(input.now, input.config.timeZone),
      changePlanDayLimit: input.config.changePlanDayLimit,
      billing: input.config.firstMonthBilling,
    }).cents,
    planId: plan.id,
    pro,
    now: input.now,
  });
  await setPlan(tx, { by: input.by, user, planId: plan.id, pro, action: 'plan.join' });
}

/** `POST /api/users/{id}/join` (admins): sets the plan now, paid at the desk or not at all. */
export async function joinPlanByAdmin(
  tx: UnitOfWork,
  input: { by: number; userId: number; planId: number; pro: boolean; config: AppConfig; today: string },
): Promise<void> {
  const { user } = await lockPayer(tx, input.userId);
  const plan = await planById(tx, input.planId);
  await setPlan(tx, {
    unpaidFrom: input.today,
    by: input.by,
    user,
    planId: plan.id,
    pro: proFor(plan, input.pro, input.config),
    action: user.planId === null ? 'plan.join' : 'plan.change',
  });
}
