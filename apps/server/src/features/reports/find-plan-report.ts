import type { PlanReport } from '@boxbook/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { plans, users } from '../../infra/db/schema';

/** Members with status ACTIVE on each plan, today; every plan listed, an empty one with 0. */
export async function findPlanReport(db: DbOrTx): Promise<PlanReport> {
  const rows = await db
    .select({
      planId: plans.id,
      key: plans.key,
      nameCa: plans.nameCa,
      nameEs: plans.nameEs,
      members: count(users.id),
    })
    .from(plans)
    .leftJoin(users, and(eq(users.planId, plans.id), eq(users.status, 'ACTIVE')))
    .groupBy(plans.id)
    .orderBy(asc(plans.id));
  const list = rows.map((row) => ({ ...row, members: Number(row.members) }));
  return { plans: list, total: list.reduce((sum, row) => sum + row.members, 0) };
}
