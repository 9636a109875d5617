import { type AppConfig, bookingBlock, type ClassView } from '@boxbook/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../infra/db/client';
import { classUsers, users } from '../../infra/db/schema';
import { findAppConfig } from '../app/find-app-config';
import type { AccessClaims } from '../auth/access-token';
import { hasRole } from '../auth/authenticate';
import { type DayOffRow, findActiveDaysOff, isDayOffOn } from '../days-off/day-off-dates';
import { DEFAULT_AVATAR } from '../users/find-user';
import type { ActivityRow, ClassRow } from './lock-rows';

export type App = Pick<FastifyInstance, 'db' | 'clock' | 'env'>;

/** Who looks at a class: their own place is shown, and staff are not held by the booking window. */
export interface Viewer {
  userId: number;
  staff: boolean;
}
export const viewerOf = (claims: AccessClaims): Viewer => ({
  userId: claims.userId,
  staff: hasRole(claims, 'TRAINER', 'ADMIN'),
});

export interface ViewContext {
  now: Date;
  timeZone: string;
  config: AppConfig;
  daysOff: DayOffRow[];
  /** null for a view sent to everyone (realtime): no `me`, the block a member would see. */
  viewer: Viewer | null;
}

export async function loadViewContext(app: App, viewer: Viewer | null): Promise<ViewContext> {
  const [config, daysOff] = [await findAppConfig(app.db), await findActiveDaysOff(app.db)];
  return { now: app.clock.now(), timeZone: app.env.GYM_TIMEZONE, config, daysOff, viewer };
}

/** Why the viewer cannot book: staff may add anyone at any time, except on a day off. */
export function blockFor(cls: ClassRow, ctx: ViewContext): Pick<ClassView, 'block' | 'opensAt'> {
  const isDayOff = isDayOffOn(cls.date, ctx.daysOff);
  if (ctx.viewer?.staff) return { block: isDayOff ? 'day_off' : null, opensAt: null };
  const found = bookingBlock({
    now: ctx.now,
    timeZone: ctx.timeZone,
    classDate: cls.date,
    startsAt: cls.startsAt,
    show: cls.show,
    isDayOff,
    daysToShow: ctx.config.daysToShow,
    bookFutureClassStartHour: ctx.config.bookFutureClassStartHour,
  });
  return { block: found?.block ?? null, opensAt: found?.opensAt?.toISOString() ?? null };
}

/** "Jordi P.": enough for members to recognise each other on the booking screen. */
export const shortName = (name: string, surname: string) =>
  surname ? `${name} ${surname.charAt(0).toUpperCase()}.` : name;

/** Each class's IN and WAIT user ids in arrival order, aggregated by the database (a rush has 1000). */
async function findRosters(db: DbOrTx, classIds: number[]) {
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
    })
    .from(classUsers)
    .where(inArray(classUsers.classId, classIds))
    .groupBy(classUsers.classId);
  return new Map(
    rows.map((row) => [
      row.classId,
      { usersIn: row.usersIn.map(Number), usersWait: row.usersWait.map(Number) },
    ]),
  );
}

/** The people IN the classes, with the short name and avatar the booking screen shows. */
async function findPeople(db: DbOrTx, classIds: number[]) {
  const rows = await db
    .select({
      classId: classUsers.classId,
      id: users.id,
      name: users.name,
      surname: users.surname,
      image: users.image,
    })
    .from(classUsers)
    .innerJoin(users, eq(users.id, classUsers.userId))
    .where(and(inArray(classUsers.classId, classIds), eq(classUsers.status, 'IN')))
    .orderBy(asc(classUsers.joinedAt), asc(classUsers.id));
  return rows.map((row) => ({
    classId: row.classId,
    person: { id: row.id, name: shortName(row.name, row.surname), image: row.image ?? DEFAULT_AVATAR },
  }));
}

export async function toClassViews(
  db: DbOrTx,
  rows: { cls: ClassRow; activity: ActivityRow }[],
  ctx: ViewContext,
): Promise<ClassView[]> {
  const classIds = rows.map((row) => row.cls.id);
  if (classIds.length === 0) return [];
  const [rosters, people] = [await findRosters(db, classIds), await findPeople(db, classIds)];
  const viewerId = ctx.viewer?.userId;
  return rows.map(({ cls, activity }) => {
    const { usersIn, usersWait } = rosters.get(cls.id) ?? { usersIn: [], usersWait: [] };
    const position = viewerId === undefined ? -1 : usersWait.indexOf(viewerId);
    const me =
      viewerId !== undefined && usersIn.includes(viewerId)
        ? { status: 'IN' as const, position: null }
        : position >= 0
          ? { status: 'WAIT' as const, position: position + 1 }
          : null;
    return {
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
      people: people.filter((p) => p.classId === cls.id).map((p) => p.person),
      me,
      ...blockFor(cls, ctx),
    };
  });
}
