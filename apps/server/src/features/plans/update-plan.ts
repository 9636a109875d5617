import type { Plan, PlanUpdate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { plans } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { changedFields, recordAudit } from '../audit/record-audit';
import { toPlan } from './find-plans';

/**
 * `PUT /api/plans/{id}` (admins): names, credits, price and whether it is offered. A plan is
 * disabled, never deleted: members on it and receipts for it keep pointing at it. The price
 * applies from the next renewal; the audit log keeps the old one.
 */
export async function updatePlan(
  tx: Tx,
  { by, id, plan }: { by: number; id: number; plan: PlanUpdate },
): Promise<Plan> {
  const [current] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
  if (!current) throw notFound('Plan');
  const [row] = await tx
    .update(plans)
    .set({
      nameCa: plan.nameCa,
      nameEs: plan.nameEs,
      activityCredits: plan.credits.activity,
      openCredits: plan.credits.open,
      price: plan.price,
      enabled: plan.enabled,
    })
    .where(eq(plans.id, id))
    .returning();
  if (!row) throw notFound('Plan');
  const { id: _id, key, name: _name, ...before } = toPlan(current);
  const { id: _id2, key: _key, name: _name2, ...after } = toPlan(row);
  const change = changedFields(before, after);
  if (change) {
    await recordAudit(tx, {
      by,
      action: 'catalog.plan.update',
      before: { plan: key, ...change.before },
      after: { plan: key, ...change.after },
    });
  }
  return toPlan(row);
}
