import type { MemberBookings } from '@boxbook/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes, classUsers } from '../../infra/db/schema';

export const BOOKINGS_PAGE_SIZE = 20;

/**
 * A member's places in classes, latest first, a page at a time, and their attendance in numbers:
 * classes attended (validated), no-shows (an IN place of an ended class, never validated), places
 * coming up and waiting lists. A cancelled class has no class users left, so it does not count.
 */
export async function findMemberBookings(
  db: DbOrTx,
  { userId, page, now }: { userId: number; page: number; now: Date },
): Promise<MemberBookings> {
  const ended = sql`${classes.endsAt} <= ${now.toISOString()}::timestamptz`;
  const where = and(eq(classUsers.userId, userId), isNull(classes.cancelledAt));
  const [[summary], [total], rows] = await Promise.all([
    db
      .select({
        attended: sql<number>`(count(*) filter (where ${classUsers.validated}))::int`,
        noShows: sql<number>`(count(*) filter (where ${classUsers.status} = 'IN' and not ${classUsers.validated} and ${ended}))::int`,
        upcoming: sql<number>`(count(*) filter (where ${classUsers.status} = 'IN' and not ${ended}))::int`,
        waiting: sql<number>`(count(*) filter (where ${classUsers.status} = 'WAIT' and not ${ended}))::int`,
        lastAttended: sql<string | null>`max(${classes.date}) filter (where ${classUsers.validated})`,
      })
      .from(classUsers)
      .innerJoin(classes, eq(classes.id, classUsers.classId))
      .where(where),
    db
      .select({ n: count() })
      .from(classUsers)
      .innerJoin(classes, eq(classes.id, classUsers.classId))
      .where(where),
    db
      .select({ place: classUsers, cls: classes, activity: activities })
      .from(classUsers)
      .innerJoin(classes, eq(classes.id, classUsers.classId))
      .innerJoin(activities, eq(activities.id, classes.activityId))
      .where(where)
      .orderBy(desc(classes.startsAt), desc(classUsers.id))
      .limit(BOOKINGS_PAGE_SIZE)
      .offset(page * BOOKINGS_PAGE_SIZE),
  ]);
  const totalElements = total?.n ?? 0;
  const content = rows.map(({ place, cls, activity }) => ({
    classUserId: place.id,
    classId: cls.id,
    activity,
    date: cls.date,
    startTime: cls.startsAt.toISOString(),
    status: place.status,
    validated: place.validated,
    noShow: place.status === 'IN' && !place.validated && cls.endsAt <= now,
  }));
  return {
    attendance: {
      attended: Number(summary?.attended ?? 0),
      noShows: Number(summary?.noShows ?? 0),
      upcoming: Number(summary?.upcoming ?? 0),
      waiting: Number(summary?.waiting ?? 0),
      lastAttended: summary?.lastAttended ? String(summary.lastAttended).slice(0, 10) : null,
    },
    bookings: {
      totalPages: Math.ceil(totalElements / BOOKINGS_PAGE_SIZE),
      totalElements,
      empty: content.length === 0,
      number: page,
      content,
    },
  };
}
