import type { NextClass } from '@boxbook/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes, classUsers } from '../../infra/db/schema';

/** A member's next `limit` bookings, IN or waiting, whose class has not ended yet (profile list). */
export async function findNextClasses(
  db: DbOrTx,
  input: { userId: number; limit: number; now: Date },
): Promise<NextClass[]> {
  const rows = await db
    .select({ cls: classes, activity: activities, status: classUsers.status })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(
      and(eq(classUsers.userId, input.userId), gt(classes.endsAt, input.now), isNull(classes.cancelledAt)),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id))
    .limit(input.limit);
  return rows.map(({ cls, activity, status }) => ({
    classId: cls.id,
    activity,
    date: cls.date,
    startTime: cls.startsAt.toISOString(),
    status,
  }));
}
