import { allowanceLeft, type CreditType, gymWeekOf, weeklyAllowance } from '@boxbook/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes, classUsers, lateCancellations } from '../../infra/db/schema';
import type { CreditHolder } from './lock-payer';

/** A gym week's first and last days: values, or columns of the query this goes into. */
export interface GymWeek {
  monday: string | SQLWrapper;
  sunday: string | SQLWrapper;
}

/**
 * The plan sessions a member used in the `week`, one row (its kind) each: places held with a PLAN
 * credit plus PLAN credits lost to late cancellations (those stay used for that week, see
 * late_cancellations). `userId` is a value or a column of the query this goes into.
 */
function planUseRows(userId: number | SQLWrapper, { monday, sunday }: GymWeek): SQL {
  return sql`
    select ${activities.creditType} as kind
      from ${classUsers}
      join ${classes} on ${classes.id} = ${classUsers.classId}
      join ${activities} on ${activities.id} = ${classes.activityId}
      where ${classUsers.userId} = ${userId} and ${classUsers.creditSource} = 'PLAN'
        and ${classes.date} between ${monday} and ${sunday}
    union all
    select ${lateCancellations.kind} from ${lateCancellations}
      where ${lateCancellations.userId} = ${userId} and ${lateCancellations.creditSource} = 'PLAN'
        and ${lateCancellations.date} between ${monday} and ${sunday}`;
}

/** Plan sessions used in the week of `date`, per kind. */
export async function countPlanUse(
  db: DbOrTx,
  userId: number,
  date: string,
): Promise<Record<CreditType, number>> {
  const rows = await db.execute(
    sql`select kind, count(*)::int as n from (${planUseRows(userId, gymWeekOf(date))}) as used group by kind`,
  );
  const used: Record<CreditType, number> = { ACTIVITY: 0, OPEN: 0 };
  for (const row of (rows as unknown as { rows: { kind: CreditType; n: number }[] }).rows)
    used[row.kind] = Number(row.n);
  return used;
}

/**
 * Plan sessions of one kind used in a gym week, as a column of a bigger query: a booking reads it
 * with the rest of what it decides on (booking/lock-booker.ts), one round trip less. Each of
 * `userId`, `kind` and the week is a value or a column of that query.
 */
export function planUseColumn(
  userId: number | SQLWrapper,
  kind: CreditType | SQLWrapper,
  week: GymWeek,
): SQL<number> {
  return sql<number>`(select count(*)::int from (${planUseRows(userId, week)}) as used where kind = ${kind})`;
}

/** What is left of the plan allowance when `used` sessions of the week are spent; Infinity on an unlimited plan. */
export function planAllowanceLeft({ user, plan }: CreditHolder, kind: CreditType, used: number): number {
  const perWeek = weeklyAllowance(user.status, plan, kind);
  return perWeek <= 0 ? 0 : allowanceLeft(perWeek, used);
}

export const balanceOf = ({ user }: CreditHolder, kind: CreditType) =>
  kind === 'ACTIVITY' ? user.balanceActivity : user.balanceOpen;
