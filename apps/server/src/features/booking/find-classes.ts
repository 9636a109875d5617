import { addDaysTo, type ClassView, gymDateOf } from '@boxbook/domain';
import { and, asc, between, eq } from 'drizzle-orm';
import { activities, classes } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { makeClasses } from '../schedule/make-classes';
import { type App, loadViewContext, toClassViews, type ViewContext, type Viewer } from './class-view';

/**
 * The classes of a date (or of the whole booking window), sorted by start. Listing is the first
 * need that makes the window's classes from the templates. Members never see hidden classes.
 */
export async function findClasses(
  app: App,
  viewer: Viewer,
  query: { activityId?: number | undefined; date?: string | undefined },
): Promise<ClassView[]> {
  const ctx = await loadViewContext(app, viewer);
  const today = gymDateOf(ctx.now, ctx.timeZone);
  const days = ctx.config.daysToShow;
  await makeClasses(app.db, { from: today, days, timeZone: ctx.timeZone, daysOff: ctx.daysOff });
  const rows = await app.db
    .select({ cls: classes, activity: activities })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(
      and(
        query.date ? eq(classes.date, query.date) : between(classes.date, today, addDaysTo(today, days - 1)),
        query.activityId === undefined ? undefined : eq(classes.activityId, query.activityId),
        viewer.staff ? undefined : eq(classes.show, true),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return toClassViews(app.db, rows, ctx);
}

/**
 * One class as `viewer` sees it; null viewer = the view broadcast to every subscriber. `evenHidden`
 * answers the member who just joined or left a class that staff hide meanwhile; `ctx` reuses what
 * the caller already read.
 */
export async function findClass(
  app: App,
  viewer: Viewer | null,
  classId: number,
  options: { evenHidden?: boolean; ctx?: ViewContext } = {},
): Promise<ClassView> {
  const [row] = await app.db
    .select({ cls: classes, activity: activities })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(classes.id, classId));
  // A hidden class does not exist for a member.
  if (!row || (viewer && !viewer.staff && !row.cls.show && !options.evenHidden)) throw notFound('Class');
  const [view] = await toClassViews(app.db, [row], options.ctx ?? (await loadViewContext(app, viewer)));
  if (!view) throw notFound('Class');
  return view;
}
