import type { DayCalendar } from '@boxbook/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classTemplates } from '../../infra/db/schema';

/** One weekday's templates (0 = Monday), by start time; the day calendar's id is the weekday. */
export async function findDayCalendar(db: DbOrTx, day: number): Promise<DayCalendar> {
  const rows = await db
    .select({
      template: classTemplates,
      activity: activities,
      // First name only: the public schedule shows it.
      coachName: sql<
        string | null
      >`(select coach.name from users coach where coach.id = ${classTemplates.coachId})`,
    })
    .from(classTemplates)
    .innerJoin(activities, eq(activities.id, classTemplates.activityId))
    .where(eq(classTemplates.day, day))
    .orderBy(asc(classTemplates.startTime), asc(classTemplates.id));
  return {
    id: day,
    classes: rows.map(({ template, activity, coachName }) => ({
      id: template.id,
      activity,
      // The database answers HH:MM:SS; templates speak HH:MM.
      startTime: template.startTime.slice(0, 5),
      endTime: template.endTime.slice(0, 5),
      maxPeople: template.maxPeople,
      day: template.day,
      coach:
        template.coachId !== null && coachName !== null ? { id: template.coachId, name: coachName } : null,
    })),
  };
}
