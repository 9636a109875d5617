import type { Plan } from '@boxbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type PlanRow, plans } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

export const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  key: row.key,
  name: row.name,
  nameCa: row.nameCa,
  nameEs: row.nameEs,
  credits: { activity: row.activityCredits, open: row.openCredits },
  price: row.price,
  enabled: row.enabled,
});

/** The rates page lists the enabled plans; the admin's catalog (`all`) the disabled ones too. */
export async function findPlans(db: DbOrTx, { all = false }: { all?: boolean } = {}): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(all ? undefined : eq(plans.enabled, true))
    .orderBy(asc(plans.price), asc(plans.id));
  return rows.map(toPlan);
}

export async function findPlan(db: DbOrTx, id: number): Promise<Plan> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  if (!row) throw notFound('Plan');
  return toPlan(row);
}
