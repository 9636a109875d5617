import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { planChanges } from '../../infra/db/schema';
import { lockPayer } from '../credits/lock-payer';
import { setMembershipStatus, setPlan } from '../users/set-plan';

/**
 * Applies the requests whose 1st has come (before that month's renewals, which then charge the new
 * plan, or nothing after a leave or a pause). Each in its own transaction; a request already
 * applied by another process is found applied and skipped. Answers how many it applied.
 */
export async function applyDueRequests(
  db: Db,
  { today, now }: { today: string; now: Date },
): Promise<number> {
  const due = await db
    .select({ id: planChanges.id, userId: planChanges.userId })
    .from(planChanges)
    .where(and(isNull(planChanges.appliedAt), lte(planChanges.effectiveOn, today)));
  let applied = 0;
  for (const { id, userId } of due) {
    const done = await inTransaction(db, async (tx) => {
      const { user } = await lockPayer(tx, userId);
      const [request] = await tx
        .update(planChanges)
        .set({ appliedAt: now })
        .where(and(eq(planChanges.id, id), isNull(planChanges.appliedAt)))
        .returning();
      if (!request) return false;
      const base = { by: null, user, dropPending: false } as const;
      if (request.kind === 'LEAVE' && user.planId !== null)
        await setPlan(tx, { ...base, planId: null, pro: false, action: 'plan.leave' });
      if (request.kind === 'CHANGE' && user.planId !== null)
        await setPlan(tx, { ...base, planId: request.toPlanId, pro: request.toPro, action: 'plan.change' });
      if (request.kind === 'PAUSE' && user.status === 'ACTIVE')
        await setMembershipStatus(tx, { by: null, user, status: 'MAINTENANCE' });
      if (request.kind === 'RESUME' && user.status === 'MAINTENANCE')
        await setMembershipStatus(tx, { by: null, user, status: 'ACTIVE' });
      return true;
    });
    if (done) applied++;
  }
  return applied;
}
