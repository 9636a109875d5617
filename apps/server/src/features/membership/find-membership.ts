import {
  type AppConfig,
  firstOfNextMonth,
  fromCents,
  type Membership,
  planChangeEffectiveOn,
} from '@boxbook/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { cards, planChanges, planRenewals, plans, sepaMandates, users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { monthlyCentsFor } from './join-plan';

/** A member's plan, its next renewal, what waits for the 1st and a failed renewal (your-rate). */
export async function findMembership(
  db: DbOrTx,
  { userId, config, today }: { userId: number; config: AppConfig; today: string },
): Promise<Membership> {
  const [found] = await db
    .select()
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  if (!found) throw notFound('User');
  const { users: user, plans: plan } = found;
  const [pending] = await db
    .select({ request: planChanges, plan: { id: plans.id, nameCa: plans.nameCa, nameEs: plans.nameEs } })
    .from(planChanges)
    .leftJoin(plans, eq(plans.id, planChanges.toPlanId))
    .where(and(eq(planChanges.userId, userId), isNull(planChanges.appliedAt)));
  const [mandate] = await db
    .select({ id: sepaMandates.id })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.userId, userId), isNull(sepaMandates.revokedAt)));
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, true)));
  const [lastRenewal] = await db
    .select()
    .from(planRenewals)
    .where(eq(planRenewals.userId, userId))
    .orderBy(desc(planRenewals.month))
    .limit(1);

  const monthlyCents = plan ? monthlyCentsFor(user, plan, user.pro, config) : null;
  const renewalDate = firstOfNextMonth(today);
  const request = pending?.request;
  // What the 1st will charge: nothing after a leave or a pause taking effect then, the new plan after a change.
  const changesThen = request?.effectiveOn === renewalDate;
  let nextRenewal: Membership['nextRenewal'] = null;
  if (
    plan &&
    monthlyCents !== null &&
    user.status === 'ACTIVE' &&
    !(changesThen && (request?.kind === 'LEAVE' || request?.kind === 'PAUSE'))
  ) {
    let cents = monthlyCents;
    if (changesThen && request?.kind === 'CHANGE' && request.toPlanId) {
      const [next] = await db.select().from(plans).where(eq(plans.id, request.toPlanId));
      if (next) cents = monthlyCentsFor(user, next, request.toPro, config);
    }
    nextRenewal = {
      date: renewalDate,
      amount: fromCents(cents),
      method: mandate ? 'SEPA' : card ? 'CARD' : 'NONE',
    };
  }
  return {
    status: user.status,
    plan: plan ? { id: plan.id, key: plan.key, nameCa: plan.nameCa, nameEs: plan.nameEs } : null,
    pro: user.pro,
    monthlyAmount: monthlyCents === null ? null : fromCents(monthlyCents),
    nextRenewal,
    pending: request
      ? {
          kind: request.kind,
          plan: pending?.plan?.id ? pending.plan : null,
          pro: request.toPro,
          effectiveOn: request.effectiveOn,
        }
      : null,
    failedRenewal:
      !plan && lastRenewal?.status === 'FAILED'
        ? { month: lastRenewal.month, error: lastRenewal.errorCode ?? 'card_declined' }
        : null,
    changePlanDayLimit: config.changePlanDayLimit,
    requestEffectiveOn: planChangeEffectiveOn(today, config.changePlanDayLimit),
  };
}
