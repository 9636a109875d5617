import { addDaysTo, isUnlimitedCredits, weekdayOf } from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import {
  activities,
  classes,
  classUsers,
  lateCancellations,
  type plans,
  type users,
} from '../../infra/db/schema';

export type CreditKind = 'ACTIVITY' | 'OPEN';
export interface WeekRange {
  monday: string;
  sunday: string;
}

/** The gym-local Monday..Sunday week a date falls in (DESIGN.md 2). */
export function weekOf(date: string): WeekRange {
  const monday = addDaysTo(date, -weekdayOf(date));
  return { monday, sunday: addDaysTo(monday, 6) };
}

/**
 * Plan sessions used in a week, per kind: places held with a PLAN credit plus PLAN credits lost to
 * late cancellations (those stay consumed for that week, see late_cancellations in the schema).
 */
export async function countPlanUse(
  db: DbOrTx,
  userId: number,
  week: WeekRange,
): Promise<Record<CreditKind, number>> {
  const { monday, sunday } = week;
  const rows = await db.execute(sql`
    select kind, count(*)::int as n from (
      select ${activities.creditType} as kind
        from ${classUsers}
        join ${classes} on ${classes.id} = ${classUsers.classId}
        join ${activities} on ${activities.id} = ${classes.activityId}
        where ${classUsers.userId} = ${userId} and ${classUsers.creditSource} = 'PLAN'
          and ${classes.date} between ${monday} and ${sunday}
      union all
      select ${lateCancellations.kind} from ${lateCancellations}
        where ${lateCancellations.userId} = ${userId} and ${lateCancellations.creditSource} = 'PLAN'
          and ${lateCancellations.date} between ${monday} and ${sunday}
    ) as used group by kind`);
  const used: Record<CreditKind, number> = { ACTIVITY: 0, OPEN: 0 };
  for (const row of (rows as unknown as { rows: { kind: CreditKind; n: number }[] }).rows)
    used[row.kind] = Number(row.n);
  return used;
}

type UserRow = typeof users.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

/** Sessions per week the plan gives for a kind; only an ACTIVE member has an allowance (DESIGN.md 4). */
export function weeklyAllowance(user: UserRow, plan: PlanRow | null, kind: CreditKind): number {
  if (!plan || user.status !== 'ACTIVE') return 0;
  return kind === 'ACTIVITY' ? plan.activityCredits : plan.openCredits;
}

/** What is left of the allowance of the week `date` falls in; Infinity for an unlimited plan. */
export async function planAllowanceLeft(
  db: DbOrTx,
  user: UserRow,
  plan: PlanRow | null,
  kind: CreditKind,
  date: string,
): Promise<number> {
  const perWeek = weeklyAllowance(user, plan, kind);
  if (perWeek <= 0) return 0;
  if (isUnlimitedCredits(perWeek)) return Number.POSITIVE_INFINITY;
  const used = await countPlanUse(db, user.id, weekOf(date));
  return Math.max(0, perWeek - used[kind]);
}

export const balanceOf = (user: UserRow, kind: CreditKind) =>
  kind === 'ACTIVITY' ? user.balanceActivity : user.balanceOpen;
