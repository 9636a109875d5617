import { addDaysTo, gymWeekOf, type WeekAttendance } from '@boxbook/domain';
import { and, between, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { classes, classUsers } from '../../infra/db/schema';

/**
 * The week (Monday to Sunday) of `date` in numbers per day, for the trainers' today screen:
 * places offered and taken, attendance confirmed, no-shows (an IN place of a class that has
 * ended, never validated) and waiting lists. Cancelled classes count for nothing.
 */
export async function findWeekAttendance(
  db: DbOrTx,
  { date, now }: { date: string; now: Date },
): Promise<WeekAttendance> {
  const { monday, sunday } = gymWeekOf(date);
  const held = and(between(classes.date, monday, sunday), isNull(classes.cancelledAt));
  const offered = await db
    .select({
      date: classes.date,
      classes: count(),
      places: sql<number>`coalesce(sum(${classes.maxPeople}), 0)::int`,
    })
    .from(classes)
    .where(held)
    .groupBy(classes.date);
  const ended = sql`${classes.endsAt} <= ${now.toISOString()}::timestamptz`;
  const taken = await db
    .select({
      date: classes.date,
      booked: sql<number>`(count(*) filter (where ${classUsers.status} = 'IN'))::int`,
      attended: sql<number>`(count(*) filter (where ${classUsers.validated}))::int`,
      noShows: sql<number>`(count(*) filter (where ${classUsers.status} = 'IN' and not ${classUsers.validated} and ${ended}))::int`,
      waiting: sql<number>`(count(*) filter (where ${classUsers.status} = 'WAIT'))::int`,
    })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .where(held)
    .groupBy(classes.date);
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDaysTo(monday, i);
    const offer = offered.find((row) => row.date === day);
    const take = taken.find((row) => row.date === day);
    return {
      date: day,
      classes: Number(offer?.classes ?? 0),
      places: Number(offer?.places ?? 0),
      booked: Number(take?.booked ?? 0),
      attended: Number(take?.attended ?? 0),
      noShows: Number(take?.noShows ?? 0),
      waiting: Number(take?.waiting ?? 0),
    };
  });
  return { monday, sunday, days };
}
