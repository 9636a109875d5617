import {
  blockSeenBy,
  bookingBlock,
  type ClassView,
  type Coach,
  DEFAULT_AVATAR,
  isDayOffOn,
  STAFF,
  type ViewBlock,
  type Viewer,
  viewClassAs,
} from '@boxbook/domain';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type ActivityRow, type ClassRow, classes, classUsers, visits } from '../../infra/db/schema';
import { forbidden } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { actsFor, hasRole } from '../../infra/http/caller';
import type { BoxSettings } from '../settings/box-settings';
import { type ClassDraw, findClassDraws } from './class-draws';

export const viewerOf = (claims: AccessClaims): Viewer => ({
  userId: claims.userId,
  staff: hasRole(claims, ...STAFF),
});

/**
 * The viewer a class is shown to when the caller acts for `memberId`: a guardian booking for a
 * dependent sees the dependent's place and what blocks the dependent, as the dependent would
 * (docs/product.md, Households). Acting for anyone outside their household is refused.
 */
export function viewerActingFor(claims: AccessClaims, memberId: number | undefined): Viewer {
  if (memberId === undefined || memberId === claims.userId) return viewerOf(claims);
  if (actsFor(claims, memberId)) return { userId: memberId, staff: false };
  // Staff looking at someone outside their household see the class as staff.
  if (hasRole(claims, ...STAFF)) return viewerOf(claims);
  throw forbidden();
}

/** What a class view depends on besides the class: when, the box's settings, and who looks. */
export interface ViewContext {
  now: Date;
  settings: BoxSettings;
  /** null for a view sent to everyone (realtime): no `me`, the block a member would see. */
  viewer: Viewer | null;
}

/** Why a member cannot book the class (the booking window, a day off, hidden), or null. */
function memberBlock(cls: ClassRow, ctx: ViewContext, isDayOff: boolean): ViewBlock {
  const { config } = ctx.settings;
  const found = bookingBlock({
    now: ctx.now,
    timeZone: config.timeZone,
    classDate: cls.date,
    startsAt: cls.startsAt,
    show: cls.show,
    isDayOff,
    daysToShow: config.daysToShow,
    bookFutureClassStartHour: config.bookFutureClassStartHour,
  });
  return { block: found?.block ?? null, opensAt: found?.opensAt?.toISOString() ?? null };
}

/** Why the viewer cannot book: staff may add anyone at any time, except on a day off. */
export function blockFor(cls: ClassRow, ctx: ViewContext): ViewBlock {
  const isDayOff = isDayOffOn(cls.date, ctx.settings.daysOff);
  return blockSeenBy(memberBlock(cls, ctx, isDayOff), ctx.viewer, isDayOff);
}

/**
 * The class's coach as anyone sees them, first name only, as a column of a select on classes (a
 * subquery, so a `for update of classes` locks no user row).
 */
export const coachColumn = sql<Coach>`(select json_build_object('id', coach.id, 'name', coach.name)
  from users coach where coach.id = ${classes.coachId})`;

/** A class row with what every view of it shows beside: its activity and its coach. */
export interface ClassWithActivity {
  cls: ClassRow;
  activity: ActivityRow;
  coach: Coach;
}

/** "Jordi P.": enough for members to recognise each other on the booking screen. */
export const shortName = (name: string, surname: string) =>
  surname ? `${name} ${surname.charAt(0).toUpperCase()}.` : name;

/**
 * Who is in a class: IN and WAIT user ids in arrival order, and the people IN as members see them.
 * A visitor's place (a trial or drop-in, `visits`) is in `usersIn` as minus the visit's id, after
 * the members: it takes a place like theirs, so every count of places left counts it, and a
 * negative id is never a member's. Visitors' names are not shown to members.
 */
export interface ClassPeople {
  usersIn: number[];
  usersWait: number[];
  people: ClassView['people'];
}

export const NOBODY: ClassPeople = { usersIn: [], usersWait: [], people: [] };

/**
 * Each class's people, in one statement: ids aggregated by the database (a rush has 1000) and
 * the names of those IN only, in arrival order (joined_at, id), which is the waiting list's order.
 */
export async function findClassPeople(db: DbOrTx, classIds: number[]): Promise<Map<number, ClassPeople>> {
  if (classIds.length === 0) return new Map();
  const ordered = sql`${classUsers.userId} order by ${classUsers.joinedAt}, ${classUsers.id}`;
  const rows = await db
    .select({
      classId: classUsers.classId,
      usersIn: sql<
        number[]
      >`coalesce(array_agg(${ordered}) filter (where ${classUsers.status} = 'IN'), '{}')`,
      usersWait: sql<
        number[]
      >`coalesce(array_agg(${ordered}) filter (where ${classUsers.status} = 'WAIT'), '{}')`,
      // Written out: Drizzle leaves columns of a one-table select unqualified, which a correlated
      // subquery on the same table would take as its own.
      people: sql<{ id: number; name: string; surname: string; image: string | null }[] | null>`(
        select json_agg(json_build_object('id', u.id, 'name', u.name, 'surname', u.surname, 'image', u.image)
          order by placed.joined_at, placed.id)
        from class_users placed join users u on u.id = placed.user_id
        where placed.class_id = class_users.class_id and placed.status = 'IN')`,
    })
    .from(classUsers)
    .where(inArray(classUsers.classId, classIds))
    .groupBy(classUsers.classId);
  const visitors = await findVisitorPlaces(db, classIds);
  const found = new Map(
    rows.map((row) => [
      row.classId,
      {
        usersIn: [...row.usersIn.map(Number), ...(visitors.get(row.classId) ?? [])],
        usersWait: row.usersWait.map(Number),
        people: (row.people ?? []).map((p) => ({
          id: Number(p.id),
          name: shortName(p.name, p.surname),
          image: p.image ?? DEFAULT_AVATAR,
        })),
      },
    ]),
  );
  // A class with visitors and no member yet.
  for (const [classId, places] of visitors)
    if (!found.has(classId)) found.set(classId, { usersIn: places, usersWait: [], people: [] });
  return found;
}

/** Each class's visitor places, as minus their visit ids in booking order. */
async function findVisitorPlaces(db: DbOrTx, classIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ classId: visits.classId, id: visits.id })
    .from(visits)
    .where(inArray(visits.classId, classIds))
    .orderBy(visits.id);
  const places = new Map<number, number[]>();
  for (const row of rows) places.set(row.classId, [...(places.get(row.classId) ?? []), -row.id]);
  return places;
}

/**
 * A class as the context's viewer sees it, from its row and its people: the class as nobody in
 * particular sees it (what realtime frames carry), made personal by the domain's viewClassAs, which
 * the web also runs on each frame.
 */
export function toClassView(
  { cls, activity, coach }: ClassWithActivity,
  { usersIn, usersWait, people }: ClassPeople,
  ctx: ViewContext,
  draw: ClassDraw | null = null,
): ClassView {
  const isDayOff = isDayOffOn(cls.date, ctx.settings.daysOff);
  const shared: ClassView = {
    id: cls.id,
    activity,
    date: cls.date,
    startTime: cls.startsAt.toISOString(),
    endTime: cls.endsAt.toISOString(),
    maxPeople: cls.maxPeople,
    usersIn,
    usersWait,
    show: cls.show,
    free: cls.free,
    cancelled: cls.cancelledAt !== null,
    cancelReason: cls.cancelledAt === null ? null : cls.cancelReason,
    people,
    me: null,
    ...memberBlock(cls, ctx, isDayOff),
    draw,
    coach: coach ? { id: Number(coach.id), name: coach.name } : null,
  };
  return viewClassAs(shared, ctx.viewer, isDayOff);
}

export async function toClassViews(
  db: DbOrTx,
  rows: ClassWithActivity[],
  ctx: ViewContext,
): Promise<ClassView[]> {
  const ids = rows.map((row) => row.cls.id);
  const [people, draws] = await Promise.all([findClassPeople(db, ids), findClassDraws(db, ids)]);
  return rows.map((row) =>
    toClassView(row, people.get(row.cls.id) ?? NOBODY, ctx, draws.get(row.cls.id) ?? null),
  );
}
