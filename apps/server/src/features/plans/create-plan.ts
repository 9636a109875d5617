import type { Plan, PlanCreate } from '@boxbook/domain';
import type { Tx } from '../../infra/db/client';
import { plans } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { recordAudit } from '../audit/record-audit';
import { toPlan } from './find-plans';

/** `POST /api/plans` (admins): a new plan on the rates page; its key is unique. */
export async function createPlan(tx: Tx, { by, plan }: { by: number; plan: PlanCreate }): Promise<Plan> {
  const [row] = await tx
    .insert(plans)
    .values({
      key: plan.key,
      nameCa: plan.nameCa,
      nameEs: plan.nameEs,
      activityCredits: plan.credits.activity,
      openCredits: plan.credits.open,
      price: plan.price,
    })
    .onConflictDoNothing({ target: plans.key })
    .returning();
  if (!row) throw new AppError('conflict', 'A plan with this key exists', { field: 'key' });
  await recordAudit(tx, {
    by,
    action: 'catalog.plan.create',
    after: { createdPlan: row.id, key: row.key, price: row.price },
  });
  return toPlan(row);
}
