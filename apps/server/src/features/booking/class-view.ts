import {
  blockSeenBy,
  bookingBlock,
  type ClassView,
  type Coach,
  isDayOffOn,
  STAFF,
  type ViewBlock,
  type Viewer,
  viewClassAs,
} from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type ActivityRow, type ClassRow, classes } from '../../infra/db/schema';
import { forbidden } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { actsFor, hasRole } from '../../infra/http/caller';
import type { BoxSettings } from '../settings/box-settings';
import type { ClassDraw } from './class-draws';
import { type ClassPeople, findPeopleAndDraws, NOBODY } from './class-people';

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
  const { people, draws } = await findPeopleAndDraws(
    db,
    rows.map((row) => row.cls.id),
  );
  return rows.map((row) =>
    toClassView(row, people.get(row.cls.id) ?? NOBODY, ctx, draws.get(row.cls.id) ?? null),
  );
}
