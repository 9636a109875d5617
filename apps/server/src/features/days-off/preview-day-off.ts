import { type DayOffInput, type DayOffPreview, isDayOffOn } from '@boxbook/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes, classUsers } from '../../infra/db/schema';

/**
 * The classes a day off would cancel if it were added now (add-day-off.ts cancels the same ones:
 * made, not cancelled, not started, on one of its dates), with how many members hold a place or
 * wait in each: what the trainer is warned of before confirming. A GET: nothing is written.
 */
export async function previewDayOff(
  db: DbOrTx,
  { dayOff, now }: { dayOff: Pick<DayOffInput, 'when' | 'frequency'>; now: Date },
): Promise<DayOffPreview> {
  const upcoming = await db
    .select({ cls: classes, activity: activities })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(and(isNull(classes.cancelledAt), gt(classes.startsAt, now)))
    .orderBy(asc(classes.startsAt), asc(classes.id));
  const hit = upcoming.filter(({ cls }) => isDayOffOn(cls.date, [{ ...dayOff, skip: false }]));
  if (hit.length === 0) return { classes: [] };
  const counts = await db
    .select({
      classId: classUsers.classId,
      usersIn: sql<number>`(count(*) filter (where ${classUsers.status} = 'IN'))::int`,
      usersWait: sql<number>`(count(*) filter (where ${classUsers.status} = 'WAIT'))::int`,
    })
    .from(classUsers)
    .where(
      inArray(
        classUsers.classId,
        hit.map(({ cls }) => cls.id),
      ),
    )
    .groupBy(classUsers.classId);
  return {
    classes: hit.map(({ cls, activity }) => {
      const count = counts.find((row) => row.classId === cls.id);
      return {
        id: cls.id,
        activity,
        date: cls.date,
        startTime: cls.startsAt.toISOString(),
        endTime: cls.endsAt.toISOString(),
        usersIn: Number(count?.usersIn ?? 0),
        usersWait: Number(count?.usersWait ?? 0),
      };
    }),
  };
}
