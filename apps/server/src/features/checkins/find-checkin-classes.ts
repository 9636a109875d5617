import type { CheckinFreeClass } from '@boxbook/domain';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes, classUsers } from '../../infra/db/schema';

type Window = { from: Date; to: Date };

/**
 * The member's place (IN) in a class of the check-in window, the class starting nearest to `now`
 * when there are two; null when they have none.
 */
export async function findBookedPlace(
  db: DbOrTx,
  { userId, window, now }: { userId: number; window: Window; now: Date },
) {
  const [place] = await db
    .select({
      classUserId: classUsers.id,
      id: classes.id,
      nameCa: activities.nameCa,
      nameEs: activities.nameEs,
      startsAt: classes.startsAt,
    })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(
      and(
        eq(classUsers.userId, userId),
        eq(classUsers.status, 'IN'),
        isNull(classes.cancelledAt),
        gte(classes.startsAt, window.from),
        lte(classes.startsAt, window.to),
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${classes.startsAt} - ${now.toISOString()}::timestamptz))`)
    .limit(1);
  return place ?? null;
}

/** Classes of the check-in window with a place free: what the door offers a member with no booking. */
export async function findFreeClasses(db: DbOrTx, window: Window): Promise<CheckinFreeClass[]> {
  const taken = sql<number>`(select count(*)::int from ${classUsers} where ${classUsers.classId} = ${classes.id} and ${classUsers.status} = 'IN')`;
  const rows = await db
    .select({
      id: classes.id,
      nameCa: activities.nameCa,
      nameEs: activities.nameEs,
      startsAt: classes.startsAt,
      maxPeople: classes.maxPeople,
      taken,
    })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(
      and(isNull(classes.cancelledAt), gte(classes.startsAt, window.from), lte(classes.startsAt, window.to)),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return rows
    .filter((row) => row.taken < row.maxPeople)
    .map(({ id, nameCa, nameEs, startsAt, maxPeople, taken: inClass }) => ({
      id,
      nameCa,
      nameEs,
      startTime: startsAt.toISOString(),
      placesLeft: maxPeople - inClass,
    }));
}
