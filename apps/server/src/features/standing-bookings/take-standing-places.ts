import {
  type AppConfig,
  addDaysTo,
  bookingBlock,
  bookingOpensAt,
  drawPhaseAt,
  drawWindowOf,
  gymDateOf,
  isDayOffOn,
  type StandingOutcome,
} from '@boxbook/domain';
import { and, asc, between, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { classes, draws, standingBookings, standingBookingTakes, users } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { ClassBatch } from '../booking/class-batch';
import type { ViewContext } from '../booking/class-view';
import { joinClass } from '../booking/join-class';
import { lockClass } from '../booking/lock-class';
import type { BoxSettings } from '../settings/box-settings';
import { assertAcceptedCurrentTerms } from '../terms/terms-acceptance';
import { tellNotTaken } from './tell-member';

/** Why a standing booking only got the waiting list (the other reasons are the booking's error codes). */
const WAITING = 'class_full';

/** A standing booking whose class of this week is open and has not been tried yet. */
export interface DueTake {
  standingId: number;
  userId: number;
  classId: number;
}

/**
 * The places standing bookings should take now: classes made from their template, on, not
 * started, that a member may book at this moment (docs/product.md, Booking window: the same rule the
 * booking screen uses), and not tried before for that booking. In class order, and within a class
 * in the order the standing bookings were made: the first to ask is the first served.
 */
export async function findDueTakes(
  db: Db,
  { now, settings }: { now: Date; settings: BoxSettings },
): Promise<DueTake[]> {
  const { config, daysOff } = settings;
  const today = gymDateOf(now, config.timeZone);
  const rows = await db
    .select({
      standingId: standingBookings.id,
      userId: standingBookings.userId,
      cls: classes,
    })
    .from(standingBookings)
    .innerJoin(classes, eq(classes.templateId, standingBookings.templateId))
    .where(
      and(
        isNull(classes.cancelledAt),
        gt(classes.startsAt, now),
        between(classes.date, today, addDaysTo(today, config.daysToShow - 1)),
        // A class's draw takes its standing bookings itself, first (docs/product.md, The booking draw).
        notExists(
          db
            .select({ one: sql`1` })
            .from(draws)
            .where(and(eq(draws.classId, classes.id), isNull(draws.drawnAt))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(standingBookingTakes)
            .where(
              and(
                eq(standingBookingTakes.standingBookingId, standingBookings.id),
                eq(standingBookingTakes.classId, classes.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id), asc(standingBookings.id));
  return rows
    .filter(
      ({ cls }) =>
        bookingBlock({
          now,
          timeZone: config.timeZone,
          classDate: cls.date,
          startsAt: cls.startsAt,
          show: cls.show,
          isDayOff: isDayOffOn(cls.date, daysOff),
          daysToShow: config.daysToShow,
          bookFutureClassStartHour: config.bookFutureClassStartHour,
        }) === null && !drawCollects(cls, config, now),
    )
    .map(({ standingId, userId, cls }) => ({ standingId, userId, classId: cls.id }));
}

/**
 * Whether the class's draw collects joins now, by the box's settings: its seed may not be
 * committed yet, and the draw will take the standing bookings when it runs.
 */
function drawCollects(cls: { date: string }, config: AppConfig, now: Date): boolean {
  if (!config.drawEnabled) return false;
  const opensAt = bookingOpensAt({
    classDate: cls.date,
    timeZone: config.timeZone,
    daysToShow: config.daysToShow,
    bookFutureClassStartHour: config.bookFutureClassStartHour,
  });
  return drawPhaseAt(now, drawWindowOf(opensAt, config.drawWindowSeconds)) === 'collecting';
}

/**
 * Refuses with `terms_not_accepted` a member whose terms are not accepted: a dependent's are
 * their guardian's while they are one (docs/decisions.md, Where the door, the household, the terms
 * and the draw meet).
 */
async function assertTermsOf(tx: Tx, userId: number): Promise<void> {
  const [member] = await tx
    .select({ guardianId: users.guardianId, householdLeftAt: users.householdLeftAt })
    .from(users)
    .where(eq(users.id, userId));
  const inHousehold = member?.guardianId != null && member.householdLeftAt === null;
  await assertAcceptedCurrentTerms(tx, inHousehold ? (member?.guardianId ?? userId) : userId);
}

/** Records the try of this week; false when another process recorded it first (it took the place). */
async function claim(tx: Tx, due: DueTake, outcome: StandingOutcome, code: string | null = null) {
  const [claimed] = await tx
    .insert(standingBookingTakes)
    .values({ standingBookingId: due.standingId, classId: due.classId, outcome, code })
    .onConflictDoNothing()
    .returning({ id: standingBookingTakes.id });
  return claimed !== undefined;
}

/**
 * Takes one week's place of a standing booking as if the member pressed join at that moment:
 * the ordinary rules and credits (joinClass), in a transaction of its own under the class lock.
 * The take row is written in the same transaction, so across processes each week is tried once.
 * A refusal (no credits, not active, one class a day…) rolls the join back; a second transaction
 * records it and tells the member, again once. Null when another process got there first.
 */
export async function takeStandingPlace(
  db: Db,
  due: DueTake,
  base: Omit<ViewContext, 'viewer'>,
): Promise<StandingOutcome | null> {
  const ctx: ViewContext = { ...base, viewer: { userId: due.userId, staff: false } };
  const by = { userId: due.userId, roles: ['USER' as const] };
  try {
    return await inTransaction(db, async (tx) => {
      const batch = await ClassBatch.open(tx, due.classId);
      if (!(await claim(tx, due, 'IN'))) return null;
      // Each week's take is the member pressing join: it waits for the terms in force as a join
      // does (a new version may have come out since the standing booking was made).
      if (base.settings.config.termsBlockBooking) await assertTermsOf(tx, due.userId);
      let outcome: StandingOutcome;
      try {
        outcome = (await joinClass(batch, { by, userId: due.userId, ctx })).status;
      } catch (error) {
        // Booked by hand before the class opened to the standing booking: nothing to take.
        if (!(error instanceof AppError && error.code === 'already_in_class')) throw error;
        outcome = 'ALREADY';
      }
      // A full class puts the member in the waiting list: the place was not taken, so they hear of it.
      const code = outcome === 'WAIT' ? WAITING : null;
      await tx
        .update(standingBookingTakes)
        .set({ outcome, code })
        .where(
          and(
            eq(standingBookingTakes.standingBookingId, due.standingId),
            eq(standingBookingTakes.classId, due.classId),
          ),
        );
      if (code) await tellNotTaken(tx, { ...due, code });
      return outcome;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return inTransaction(db, async (tx) => {
      await lockClass(tx, due.classId);
      if (!(await claim(tx, due, 'NOT_TAKEN', error.code))) return null;
      await tellNotTaken(tx, { ...due, code: error.code });
      return 'NOT_TAKEN' as const;
    });
  }
}
