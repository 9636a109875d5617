import { classTimes, isDayOffOn, weekdayOf } from '@boxbook/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { DayOffRow } from '../../infra/db/schema';
import { classes, classTemplates } from '../../infra/db/schema';
import { datesOf } from './calendar-dates';

export interface ClassWindow {
  /** The first gym-local date (today) and how many dates from it (daysToShow). */
  from: string;
  days: number;
  timeZone: string;
  daysOff: readonly DayOffRow[];
}

/**
 * Makes the classes of the weekly templates for every date of the window (see docs/product.md,
 * Classes and the timetable). The unique (template_id, date) with ON CONFLICT DO NOTHING makes it
 * safe to run again and from several processes at once: a class is made once and, once made, a
 * template edit no longer touches it. Wall-clock times become instants in the gym's zone per date,
 * so a 07:00 class stays at 07:00 across daylight-saving changes. Days off get no classes. A slot
 * deleted and added back makes a new template while the old one's classes stay: a class of the same
 * activity already running at those instants is that class, so none is made beside it. Answers the
 * ids of the classes it made.
 */
export async function makeClasses(db: DbOrTx, window: ClassWindow): Promise<number[]> {
  const templates = await db.select().from(classTemplates);
  if (templates.length === 0) return [];
  const rows = datesOf(window.from, window.days)
    .filter((date) => !isDayOffOn(date, window.daysOff))
    .flatMap((date) =>
      templates
        .filter((template) => template.day === weekdayOf(date))
        .map((template) => ({
          activityId: template.activityId,
          templateId: template.id,
          date,
          ...classTimes(
            date,
            { startTime: template.startTime.slice(0, 5), endTime: template.endTime.slice(0, 5) },
            window.timeZone,
          ),
          maxPeople: template.maxPeople,
          // The slot's coach coaches the class until staff name another for it.
          coachId: template.coachId,
        })),
    );
  const dates = [...new Set(rows.map((row) => row.date))];
  if (dates.length === 0) return [];
  const existing = await db
    .select({ activityId: classes.activityId, startsAt: classes.startsAt, endsAt: classes.endsAt })
    .from(classes)
    .where(inArray(classes.date, dates));
  const keyOf = (c: { activityId: number; startsAt: Date; endsAt: Date }) =>
    `${c.activityId}@${c.startsAt.getTime()}-${c.endsAt.getTime()}`;
  const taken = new Set(existing.map(keyOf));
  const fresh = rows.filter((row) => !taken.has(keyOf(row)));
  if (fresh.length === 0) return [];
  const made = await db
    .insert(classes)
    .values(fresh)
    .onConflictDoNothing({ target: [classes.templateId, classes.date] })
    .returning({ id: classes.id });
  return made.map((row) => row.id);
}
