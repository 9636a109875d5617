import { addDaysTo, type ClassView, gymDateOf } from '@boxbook/domain';
import { and, asc, between, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { toClassViews, type ViewContext } from './class-view';

/**
 * The classes of a date (or of the whole booking window), sorted by start. A read only: the
 * classes were made beforehand (schedule/class-window.ts). Members never see hidden classes.
 */
export async function findClasses(
  db: DbOrTx,
  ctx: ViewContext,
  query: { activityId?: number | undefined; date?: string | undefined },
): Promise<ClassView[]> {
  const { timeZone, daysToShow } = ctx.settings.config;
  const today = gymDateOf(ctx.now, timeZone);
  const rows = await db
    .select({ cls: classes, activity: activities })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(
      and(
        query.date
          ? eq(classes.date, query.date)
          : between(classes.date, today, addDaysTo(today, daysToShow - 1)),
        query.activityId === undefined ? undefined : eq(classes.activityId, query.activityId),
        ctx.viewer?.staff ? undefined : eq(classes.show, true),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return toClassViews(db, rows, ctx);
}

/**
 * One class as the context's viewer sees it; a null viewer gets the view broadcast to every
 * subscriber. `evenHidden` answers the member who just joined or left a class that staff hide meanwhile.
 */
export async function findClass(
  db: DbOrTx,
  ctx: ViewContext,
  classId: number,
  options: { evenHidden?: boolean } = {},
): Promise<ClassView> {
  const [row] = await db
    .select({ cls: classes, activity: activities })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(classes.id, classId));
  const { viewer } = ctx;
  // A hidden class does not exist for a member.
  if (!row || (viewer && !viewer.staff && !row.cls.show && !options.evenHidden)) throw notFound('Class');
  const [view] = await toClassViews(db, [row], ctx);
  if (!view) throw notFound('Class');
  return view;
}
