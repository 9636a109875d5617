import { type AppConfig, type AuditAction, planChangeEffectiveOn } from '@boxbook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { planChanges, plans } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { type AccessClaims, hasRole } from '../../infra/http/caller';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { lockPayer } from '../credits/lock-payer';
import { setMembershipStatus } from '../users/set-plan';

type Kind = 'CHANGE' | 'LEAVE' | 'PAUSE' | 'RESUME';

const ACTION: Record<Kind, AuditAction> = {
  CHANGE: 'plan.change',
  LEAVE: 'plan.leave',
  PAUSE: 'membership.pause',
  RESUME: 'membership.resume',
};

/**
 * A leave, a plan change, a pause or a resume (see docs/product.md, Plans and renewals). Asked up
 * to day `changePlanDayLimit` of a month, it takes effect on the 1st of the next one; later, a
 * month after that (planChangeEffectiveOn). One request waits at a time: a new one replaces it. An
 * admin pauses and resumes at once; everything else waits for its 1st, whoever asks
 * (docs/decisions.md).
 */
export async function requestMembershipChange(
  tx: UnitOfWork,
  input: {
    by: AccessClaims;
    userId: number;
    kind: Kind;
    planId?: number;
    pro?: boolean;
    config: AppConfig;
    today: string;
  },
): Promise<void> {
  const { user } = await lockPayer(tx, input.userId);
  const isAdmin = hasRole(input.by, 'ADMIN');
  if (input.kind !== 'RESUME' && user.planId === null)
    throw new AppError('no_plan', 'There is no plan to change');
  if (input.kind === 'PAUSE' && user.status === 'MAINTENANCE')
    throw new AppError('membership_paused', 'The membership is paused already');
  if (input.kind === 'RESUME' && user.status !== 'MAINTENANCE')
    throw new AppError('membership_not_paused', 'The membership is not paused');
  if ((input.kind === 'PAUSE' || input.kind === 'RESUME') && isAdmin) {
    await tx.delete(planChanges).where(and(eq(planChanges.userId, user.id), isNull(planChanges.appliedAt)));
    return setMembershipStatus(tx, {
      by: input.by.userId,
      user,
      status: input.kind === 'PAUSE' ? 'MAINTENANCE' : 'ACTIVE',
    });
  }
  let toPlanId: number | null = null;
  let toPro = false;
  if (input.kind === 'CHANGE') {
    const [plan] = await tx
      .select()
      .from(plans)
      .where(eq(plans.id, input.planId ?? 0));
    // A disabled plan cannot be moved to; a member already on it may still change their Pro.
    if (!plan || (!plan.enabled && plan.id !== user.planId)) throw notFound('Plan');
    toPlanId = plan.id;
    toPro = (input.pro ?? false) && plan.key !== input.config.topPlanKey;
    if (plan.id === user.planId && toPro === user.pro)
      throw new AppError('same_plan', 'That is the plan the member has', { field: 'planId' });
  }
  const effectiveOn = planChangeEffectiveOn(input.today, input.config.changePlanDayLimit);
  await tx.delete(planChanges).where(and(eq(planChanges.userId, user.id), isNull(planChanges.appliedAt)));
  await tx.insert(planChanges).values({
    userId: user.id,
    kind: input.kind,
    toPlanId,
    toPro,
    effectiveOn,
    requestedBy: input.by.userId,
  });
  await recordAudit(tx, {
    by: input.by.userId,
    action: ACTION[input.kind],
    userId: user.id,
    before: { planId: user.planId, pro: user.pro, status: user.status },
    after: { requested: input.kind, effectiveOn, ...(toPlanId ? { planId: toPlanId, pro: toPro } : {}) },
  });
  publishOnCommit(tx, { kind: 'user', userId: user.id });
}

/** Takes back the request waiting for the 1st, if there is one. */
export async function cancelMembershipRequest(
  tx: UnitOfWork,
  { by, userId }: { by: number; userId: number },
): Promise<void> {
  const { user } = await lockPayer(tx, userId);
  const [gone] = await tx
    .delete(planChanges)
    .where(and(eq(planChanges.userId, user.id), isNull(planChanges.appliedAt)))
    .returning();
  if (!gone) throw notFound('Request');
  await recordAudit(tx, {
    by,
    action: ACTION[gone.kind],
    userId,
    before: { requested: gone.kind, effectiveOn: gone.effectiveOn },
    after: { requested: null },
  });
  publishOnCommit(tx, { kind: 'user', userId });
}
