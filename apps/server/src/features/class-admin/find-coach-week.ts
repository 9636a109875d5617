import { type CoachWeek, gymWeekOf } from '@boxbook/domain';
import { and, asc, between, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes } from '../../infra/db/schema';
import { coachColumn, toClassViews, type ViewContext } from '../booking/class-view';

/**
 * A coach's classes of the week (Monday to Sunday) of `date`, hidden and cancelled ones included,
 * by start: the trainer's "my classes" screen, each linking to its class sheet.
 */
export async function findCoachWeek(
  db: DbOrTx,
  { coachId, date, ctx }: { coachId: number; date: string; ctx: ViewContext },
): Promise<CoachWeek> {
  const { monday, sunday } = gymWeekOf(date);
  const rows = await db
    .select({ cls: classes, activity: activities, coach: coachColumn })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(and(eq(classes.coachId, coachId), between(classes.date, monday, sunday)))
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return { monday, sunday, classes: await toClassViews(db, rows, ctx) };
}
