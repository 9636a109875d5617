import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { classes, classUsers } from '../../infra/db/schema';
import type { ClassRow } from './lock-rows';

/** Whether the user holds a place IN another class of this activity on that date (singleBook). */
export async function holdsPlaceThatDay(tx: Tx, userId: number, cls: ClassRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: classUsers.id })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .where(
      and(
        eq(classUsers.userId, userId),
        eq(classUsers.status, 'IN'),
        eq(classes.activityId, cls.activityId),
        eq(classes.date, cls.date),
        ne(classes.id, cls.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countIn(tx: Tx, classId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(classUsers)
    .where(and(eq(classUsers.classId, classId), eq(classUsers.status, 'IN')));
  return row?.n ?? 0;
}

/** The class's IN count and the user's own entry, in one read (the class row must be locked). */
export async function placeState(
  tx: Tx,
  classId: number,
  userId: number,
): Promise<{ inCount: number; mine: { id: number; status: 'IN' | 'WAIT' } | null }> {
  const [row] = await tx
    .select({
      inCount: sql<number>`(count(*) filter (where ${classUsers.status} = 'IN'))::int`,
      id: sql<number | null>`max(${classUsers.id}) filter (where ${classUsers.userId} = ${userId})`,
      status: sql<
        'IN' | 'WAIT' | null
      >`max(${classUsers.status}) filter (where ${classUsers.userId} = ${userId})`,
    })
    .from(classUsers)
    .where(eq(classUsers.classId, classId));
  const mine = row?.id && row.status ? { id: Number(row.id), status: row.status } : null;
  return { inCount: Number(row?.inCount ?? 0), mine };
}
