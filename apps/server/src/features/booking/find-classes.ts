import { addDaysTo, type ClassView, gymDateOf } from '@boxbook/domain';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { ClassDraw } from './class-draws';
import { type ClassPeople, findPeopleAndDraws, NOBODY } from './class-people';
import {
  type ClassWithActivity,
  coachColumn,
  toClassView,
  toClassViews,
  type ViewContext,
} from './class-view';

/** The classes of a date (or of the booking window from a day), of one activity or of all. */
export interface ClassListQuery {
  activityId: number | undefined;
  from: string;
  to: string;
}

/** Classes with their activity and people, hidden ones included: what every viewer's list is made from. */
export interface ClassList {
  rows: ClassWithActivity[];
  people: Map<number, ClassPeople>;
  /** The draws to come or collecting among them (docs/product.md, The booking draw). */
  draws: Map<number, ClassDraw>;
}

/** The list a request asks for: one date, or the booking window from the gym's today. */
export function classListQuery(
  ctx: ViewContext,
  query: { activityId?: number | undefined; date?: string | undefined },
): ClassListQuery {
  const { timeZone, daysToShow } = ctx.settings.config;
  const today = gymDateOf(ctx.now, timeZone);
  return query.date
    ? { activityId: query.activityId, from: query.date, to: query.date }
    : { activityId: query.activityId, from: today, to: addDaysTo(today, daysToShow - 1) };
}

/** The classes `where` picks, each with its activity and coach: what a view is made from. */
const classRows = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ cls: classes, activity: activities, coach: coachColumn })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(where);

/** Three statements, whoever looks: the classes with their activity, then their people and their draws. */
export async function readClassList(db: DbOrTx, query: ClassListQuery): Promise<ClassList> {
  const rows = await classRows(
    db,
    and(
      between(classes.date, query.from, query.to),
      query.activityId === undefined ? undefined : eq(classes.activityId, query.activityId),
    ),
  ).orderBy(asc(classes.startsAt), asc(classes.id));
  const { people, draws } = await findPeopleAndDraws(
    db,
    rows.map((row) => row.cls.id),
  );
  return { rows, people, draws };
}

/** A list as the context's viewer sees it, sorted by start. Members never see hidden classes. */
export function viewClassList(list: ClassList, ctx: ViewContext): ClassView[] {
  const shown = ctx.viewer?.staff ? list.rows : list.rows.filter((row) => row.cls.show);
  return shown.map((row) =>
    toClassView(row, list.people.get(row.cls.id) ?? NOBODY, ctx, list.draws.get(row.cls.id) ?? null),
  );
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
  const [row] = await classRows(db, eq(classes.id, classId));
  const { viewer } = ctx;
  // A hidden class does not exist for a member.
  if (!row || (viewer && !viewer.staff && !row.cls.show && !options.evenHidden)) throw notFound('Class');
  const [view] = await toClassViews(db, [row], ctx);
  if (!view) throw notFound('Class');
  return view;
}

/**
 * Several classes as the context's viewer sees them, hidden ones included, in no set order; a class
 * that does not exist is left out. Three statements, as a day's list.
 */
export async function findClassesById(db: DbOrTx, ctx: ViewContext, ids: number[]): Promise<ClassView[]> {
  if (ids.length === 0) return [];
  return toClassViews(db, await classRows(db, inArray(classes.id, ids)), ctx);
}
