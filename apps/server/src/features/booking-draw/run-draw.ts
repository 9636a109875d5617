import {
  type DrawEntrant,
  type DrawOutcome,
  type DrawResult,
  drawOrder,
  type StandingOutcome,
} from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction, type UnitOfWork } from '../../infra/db/in-transaction';
import { drawEntries, draws, standingBookings, standingBookingTakes } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { queuePush } from '../../infra/push/push-outbox';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import type { Clock } from '../../lib/clock';
import { ClassBatch } from '../booking/class-batch';
import { joinClass } from '../booking/join-class';
import type { BoxSettingsStore } from '../settings/box-settings';

export interface DrawDeps {
  db: Db;
  clock: Clock;
  settings: BoxSettingsStore;
}

/**
 * Runs a class's draw once its window has ended (docs/product.md, The booking draw), exactly once
 * however many processes try: the draw's row is locked for update (entries hold it shared, so
 * the draw waits for those in flight) and `drawn_at` tells the next one it is done. Then, under
 * the class's lock as any booking, each entrant in the seed's order is joined as their own tap
 * would (joinClass: the window, credits, single-book, the plan's allowance): places while there
 * are, then the waiting list, in the draw's order. A member a rule refuses is skipped with its
 * code; the others are unaffected. Null when there is nothing to draw
 * (no draw, drawn already, or its window still open).
 */
export async function runDraw(deps: DrawDeps, classId: number): Promise<DrawResult | null> {
  const settings = await deps.settings.get();
  return inTransaction(deps.db, async (unit) => {
    const [draw] = await unit.select().from(draws).where(eq(draws.classId, classId)).for('update');
    const now = deps.clock.now();
    if (!draw || draw.drawnAt || now < draw.endsAt) return null;
    const batch = await ClassBatch.open(unit, classId);
    const { entrants, standingIds } = await entrantsOf(unit, batch.cls.templateId, classId);
    const order = drawOrder(draw.seed, entrants);
    // Every entrant locked and read in one statement (lock order: the class, then members by id),
    // then each join takes them from the batch's memory, and the places go in one statement.
    await batch.readAhead(order, 0, order);
    const outcomes: DrawOutcome[] = [];
    for (const userId of order) {
      const ctx = { now, settings, viewer: { userId, staff: false } };
      const by = { userId, roles: ['USER' as const] };
      // No savepoint: joinClass refuses (an AppError) before it writes anything, so a refusal leaves
      // the transaction whole; any other failure rolls the whole draw back, to be run again.
      try {
        const joined = await joinClass(batch, { by, userId, ctx });
        outcomes.push({ userId, status: joined.status, code: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ userId, status: 'REFUSED', code: error.code });
      }
    }
    // The places the joins held back (HeldWrites.holdJoin), in one statement.
    await batch.sendPending();
    const result: DrawResult = { entrants, order, outcomes };
    await unit.update(draws).set({ drawnAt: now, result }).where(eq(draws.classId, classId));
    await recordStandingTakes(unit, classId, outcomes, standingIds);
    await tellEntrants(unit, classId, outcomes);
    // The draw leaves the class's frame even when nobody entered it.
    publishOnCommit(unit, { kind: 'class', classId });
    return result;
  });
}

interface Entrants {
  entrants: DrawEntrant[];
  /** The standing booking of each standing holder taking part. */
  standingIds: Map<number, number>;
}

/**
 * Who takes part: the members who entered and did not leave, and every holder of a standing
 * booking of the class's slot (their standing booking is their request) unless they left the
 * draw; standing holders are marked, to be served first.
 */
async function entrantsOf(unit: UnitOfWork, templateId: number | null, classId: number): Promise<Entrants> {
  const entries = await unit
    .select({ userId: drawEntries.userId, leftAt: drawEntries.leftAt })
    .from(drawEntries)
    .where(eq(drawEntries.classId, classId));
  const standing =
    templateId === null
      ? []
      : await unit
          .select({ id: standingBookings.id, userId: standingBookings.userId })
          .from(standingBookings)
          .where(eq(standingBookings.templateId, templateId));
  const left = new Set(entries.filter((e) => e.leftAt).map((e) => e.userId));
  const standingIds = new Map(standing.filter((s) => !left.has(s.userId)).map((s) => [s.userId, s.id]));
  const entered = entries.filter((e) => !e.leftAt).map((e) => e.userId);
  const entrants = [...new Set([...standingIds.keys(), ...entered])].map((userId) => ({
    userId,
    standing: standingIds.has(userId),
  }));
  return { entrants, standingIds };
}

/**
 * The standing bookings' week is tried by the draw, and recorded as the standing job records it
 * (features/standing-bookings), once: that job then finds the week tried and leaves it.
 */
async function recordStandingTakes(
  unit: UnitOfWork,
  classId: number,
  outcomes: DrawOutcome[],
  standingIds: Map<number, number>,
): Promise<void> {
  for (const { userId, status, code } of outcomes) {
    const standingBookingId = standingIds.get(userId);
    if (standingBookingId === undefined) continue;
    const taken: StandingOutcome =
      status !== 'REFUSED' ? status : code === 'already_in_class' ? 'ALREADY' : 'NOT_TAKEN';
    await unit
      .insert(standingBookingTakes)
      .values({
        standingBookingId,
        classId,
        outcome: taken,
        code: taken === 'WAIT' ? 'class_full' : taken === 'NOT_TAKEN' ? code : null,
      })
      .onConflictDoNothing();
  }
}

/** Each entrant hears the result by push: a place, or not (the waiting list, or a rule refused it). */
async function tellEntrants(unit: UnitOfWork, classId: number, outcomes: DrawOutcome[]): Promise<void> {
  const placed = outcomes.filter((o) => o.status === 'IN').map((o) => o.userId);
  const others = outcomes.filter((o) => o.status !== 'IN').map((o) => o.userId);
  const params = { classId };
  if (placed.length) await queuePush(unit, { userIds: placed, kind: 'draw_in', params });
  if (others.length) await queuePush(unit, { userIds: others, kind: 'draw_not_in', params });
}
