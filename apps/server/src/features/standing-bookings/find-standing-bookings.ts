import type { StandingBooking } from '@boxbook/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import {
  activities,
  classes,
  classTemplates,
  standingBookings,
  standingBookingTakes,
} from '../../infra/db/schema';

/** How many past weeks each standing booking shows. */
const TAKES_SHOWN = 4;

/** A member's standing bookings by weekday and time, each with what its latest weeks came to. */
export async function findStandingBookings(db: DbOrTx, userId: number): Promise<StandingBooking[]> {
  const rows = await db
    .select({ standing: standingBookings, template: classTemplates, activity: activities })
    .from(standingBookings)
    .innerJoin(classTemplates, eq(classTemplates.id, standingBookings.templateId))
    .innerJoin(activities, eq(activities.id, classTemplates.activityId))
    .where(eq(standingBookings.userId, userId))
    .orderBy(asc(classTemplates.day), asc(classTemplates.startTime), asc(standingBookings.id));
  const ids = rows.map((row) => row.standing.id);
  const takes = ids.length
    ? await db
        .select({ take: standingBookingTakes, date: classes.date })
        .from(standingBookingTakes)
        .innerJoin(classes, eq(classes.id, standingBookingTakes.classId))
        .where(inArray(standingBookingTakes.standingBookingId, ids))
        .orderBy(desc(classes.date), desc(standingBookingTakes.id))
    : [];
  return rows.map(({ standing, template, activity }) => ({
    id: standing.id,
    userId: standing.userId,
    template: {
      id: template.id,
      day: template.day,
      startTime: template.startTime.slice(0, 5),
      endTime: template.endTime.slice(0, 5),
      activity,
    },
    createdAt: standing.createdAt.toISOString(),
    takes: takes
      .filter(({ take }) => take.standingBookingId === standing.id)
      .slice(0, TAKES_SHOWN)
      .map(({ take, date }) => ({
        classId: take.classId,
        date,
        outcome: take.outcome,
        code: take.code,
        at: take.at.toISOString(),
      })),
  }));
}

/** One standing booking of a member, or null. */
export async function findStandingBooking(db: DbOrTx, { userId, id }: { userId: number; id: number }) {
  const [row] = await db
    .select()
    .from(standingBookings)
    .where(and(eq(standingBookings.id, id), eq(standingBookings.userId, userId)));
  return row ?? null;
}
