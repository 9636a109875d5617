import { addDaysTo, CHURN_DAYS, type ChurnReport, daysBetween } from '@boxbook/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { classes, classUsers, users } from '../../infra/db/schema';

/**
 * Members (ACTIVE, not staff) holding no place in a held class dated from 14 days ago on, future
 * classes included: whoever booked tomorrow is not leaving. The longest-quiet come first, and
 * those who never booked before them. Dependents count as the members they are, with their guardian.
 */
export async function findChurnReport(db: DbOrTx, { today }: { today: string }): Promise<ChurnReport> {
  const since = addDaysTo(today, -CHURN_DAYS);
  // to_char: both drivers then answer the same text, never a Date of the session's zone.
  const lastClass = sql<string | null>`to_char(max(${classes.date}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      planId: users.planId,
      lastClass,
      // Dependents are members like any other; the box calls their guardian about them.
      guardian: sql<string | null>`(select g.name || ' ' || g.surname from users g
        where g.id = ${users.guardianId} and ${users.householdLeftAt} is null)`,
    })
    .from(users)
    .leftJoin(classUsers, and(eq(classUsers.userId, users.id), eq(classUsers.status, 'IN')))
    .leftJoin(classes, and(eq(classes.id, classUsers.classId), isNull(classes.cancelledAt)))
    .where(and(eq(users.status, 'ACTIVE'), sql`not (${users.roles} && array['ADMIN', 'TRAINER']::text[])`))
    .groupBy(users.id)
    .having(sql`max(${classes.date}) is null or max(${classes.date}) < ${since}`)
    .orderBy(sql`max(${classes.date}) asc nulls first`, asc(users.surname), asc(users.name));
  return {
    today,
    since,
    members: rows.map((row) => {
      const last = row.lastClass ?? null;
      return { ...row, lastClass: last, days: last === null ? null : daysBetween(last, today) };
    }),
  };
}
