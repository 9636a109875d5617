import type { AuditAction } from '@boxbook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { planChanges, type UserRow, users } from '../../infra/db/schema';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';

/**
 * Sets a member's plan and Pro flag (null: no plan), with its audit entry. The member's row must be
 * locked. A request waiting for the 1st is dropped when the plan changes under it.
 */
export async function setPlan(
  tx: UnitOfWork,
  input: {
    by: number | null;
    user: UserRow;
    planId: number | null;
    pro: boolean;
    action: Extract<AuditAction, 'plan.join' | 'plan.leave' | 'plan.change'>;
    dropPending?: boolean;
    reason?: string;
    /**
     * A join nobody paid for yet (an admin's): the gym's date, from which the member's first SEPA
     * debit pays. A join paid by its first payment (card, Bizum) leaves it unset.
     */
    unpaidFrom?: string;
  },
): Promise<void> {
  const { user } = input;
  const joins = user.planId === null && input.planId !== null;
  await tx
    .update(users)
    .set({ planId: input.planId, pro: input.pro, ...(joins ? { planSince: input.unpaidFrom ?? null } : {}) })
    .where(eq(users.id, user.id));
  if (input.dropPending ?? true)
    await tx.delete(planChanges).where(and(eq(planChanges.userId, user.id), isNull(planChanges.appliedAt)));
  await recordAudit(tx, {
    by: input.by,
    action: input.action,
    userId: user.id,
    before: { planId: user.planId, pro: user.pro },
    after: { planId: input.planId, pro: input.pro, ...(input.reason ? { reason: input.reason } : {}) },
  });
  publishOnCommit(tx, { kind: 'user', userId: user.id });
}

/** Pauses (MAINTENANCE) or resumes (ACTIVE) a membership now, with its audit entry. */
export async function setMembershipStatus(
  tx: UnitOfWork,
  { by, user, status }: { by: number | null; user: UserRow; status: 'ACTIVE' | 'MAINTENANCE' },
): Promise<void> {
  await tx.update(users).set({ status }).where(eq(users.id, user.id));
  await recordAudit(tx, {
    by,
    action: status === 'MAINTENANCE' ? 'membership.pause' : 'membership.resume',
    userId: user.id,
    before: { status: user.status },
    after: { status },
  });
  publishOnCommit(tx, { kind: 'user', userId: user.id });
}
