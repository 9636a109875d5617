import { type ClassView, type DrawPhase, drawPhaseAt, isDayOffOn, viewClassAs } from '@boxbook/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { activities, classes, classUsers, drawEntries, draws } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import type { ClassJobs, ClassQueue } from '../booking/class-queue';
import { blockFor, type ViewContext } from '../booking/class-view';
import { findClass } from '../booking/find-classes';
import { commitDraw } from './commit-draw';
import { drawWindowFor } from './draw-window';

/** What became of a member's join at the draw's gate. */
export type EntryAnswer =
  | { phase: 'collecting'; view: ClassView }
  /** Not collecting: before the opening, or after the window (`undrawn`: its draw is still to run). */
  | { phase: Exclude<DrawPhase, 'collecting'>; undrawn: boolean };

interface EntryJob {
  userId: number;
  ctx: ViewContext;
  resolve: (answer: EntryAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads the class's draw, shared-locked: entries and leaves run side by side, and the draw, which
 * locks it for update, waits for those in flight and is never overtaken by one.
 */
async function lockDraw(unit: UnitOfWork, classId: number) {
  const [draw] = await unit
    .select({ drawnAt: draws.drawnAt })
    .from(draws)
    .where(eq(draws.classId, classId))
    .for('share');
  return draw ?? null;
}

/**
 * A member's join to a class whose draw is on (docs/product.md, The booking draw): during the
 * window an entry in the draw, not a place; asking twice counts once, asking again after leaving
 * enters again. Entries queue in the class's booking queue (booking/class-queue.ts) with a runner
 * of their own, so a rush pays one transaction per batch: the class and its draw read once, the
 * members' places in the class in one statement, the entries in one insert, one class event, and
 * one read of the class for every answer.
 */
export function createDrawEntries(deps: { db: Db; classQueue: ClassQueue }) {
  async function runEntries(batches: ClassJobs<EntryJob>[]): Promise<void> {
    const settled = new Map<EntryJob, () => void>();
    const collected: { classId: number; jobs: EntryJob[] }[] = [];
    try {
      await inTransaction(deps.db, async (unit) => {
        settled.clear();
        collected.length = 0;
        for (const { classId, jobs } of batches) {
          const entered = await enterClass(unit, classId, jobs, settled);
          if (entered.length) collected.push({ classId, jobs: entered });
        }
      });
    } catch (error) {
      for (const { jobs } of batches) for (const job of jobs) job.reject(error);
      return;
    }
    for (const answer of settled.values()) answer();
    for (const { classId, jobs } of collected) {
      const first = jobs[0] as EntryJob;
      try {
        // The class as nobody in particular sees it, then made each member's own, as live frames are.
        const shared = await findClass(deps.db, { ...first.ctx, viewer: null }, classId);
        const isDayOff = isDayOffOn(shared.date, first.ctx.settings.daysOff);
        for (const job of jobs)
          job.resolve({ phase: 'collecting', view: viewClassAs(shared, job.ctx.viewer, isDayOff) });
      } catch (error) {
        for (const job of jobs) job.reject(error);
      }
    }
  }

  /** One class's jobs; returns those that entered, and leaves the others' answers in `settled`. */
  async function enterClass(
    unit: UnitOfWork,
    classId: number,
    jobs: EntryJob[],
    settled: Map<EntryJob, () => void>,
  ): Promise<EntryJob[]> {
    const [row] = await unit
      .select({ cls: classes, activity: activities, draw: draws })
      .from(classes)
      .innerJoin(activities, eq(activities.id, classes.activityId))
      .leftJoin(draws, eq(draws.classId, classes.id))
      .where(eq(classes.id, classId));
    const collecting: EntryJob[] = [];
    for (const job of jobs) {
      const window = row ? drawWindowFor(row.cls, job.ctx.settings.config, row.draw) : null;
      const phase = window ? drawPhaseAt(job.ctx.now, window) : 'before';
      if (!row || !window || phase !== 'collecting') {
        const undrawn = Boolean(row?.draw && !row.draw.drawnAt);
        settled.set(job, () => job.resolve({ phase: phase === 'collecting' ? 'after' : phase, undrawn }));
        continue;
      }
      const refusal = refusalOf(row, job.ctx);
      if (refusal) settled.set(job, () => job.reject(refusal));
      else collecting.push(job);
    }
    const first = collecting[0];
    if (!row || !first) return [];
    const window = drawWindowFor(row.cls, first.ctx.settings.config, row.draw);
    if (!row.draw && window) await commitDraw(unit, classId, window);
    const draw = await lockDraw(unit, classId);
    if (!draw || draw.drawnAt) {
      // Drawn meanwhile (another process's clock ran ahead): served as any join.
      for (const job of collecting) settled.set(job, () => job.resolve({ phase: 'after', undrawn: false }));
      return [];
    }
    const placed = await unit
      .select({ userId: classUsers.userId })
      .from(classUsers)
      .where(
        and(
          eq(classUsers.classId, classId),
          inArray(
            classUsers.userId,
            collecting.map((job) => job.userId),
          ),
        ),
      );
    const inClass = new Set(placed.map((p) => p.userId));
    const entering = collecting.filter((job) => !inClass.has(job.userId));
    for (const job of collecting)
      if (inClass.has(job.userId))
        settled.set(job, () => job.reject(new AppError('already_in_class', 'Already in this class')));
    // A member asking twice in one batch counts once, as across batches.
    const once = new Map(entering.map((job) => [job.userId, job]));
    if (once.size > 0) {
      await unit
        .insert(drawEntries)
        .values([...once.values()].map((job) => ({ classId, userId: job.userId, requestedAt: job.ctx.now })))
        .onConflictDoUpdate({
          target: [drawEntries.classId, drawEntries.userId],
          set: { leftAt: null, requestedAt: sql`excluded.requested_at` },
          setWhere: isNotNull(drawEntries.leftAt),
        });
      publishOnCommit(unit, { kind: 'class', classId });
    }
    return entering;
  }

  return {
    /** The member's join at the draw's gate, queued behind the class's other bookings in this process. */
    enter(classId: number, userId: number, ctx: ViewContext): Promise<EntryAnswer> {
      return new Promise((resolve, reject) => {
        deps.classQueue.push(classId, { userId, ctx, resolve, reject }, runEntries);
      });
    },
  };
}

/** The refusals a join would give at once, whatever the draw: the class alone decides them. */
function refusalOf(
  row: { cls: typeof classes.$inferSelect; activity: typeof activities.$inferSelect },
  ctx: ViewContext,
): AppError | null {
  if (row.cls.cancelledAt) return new AppError('class_cancelled', 'The class has been cancelled');
  const { block, opensAt } = blockFor(row.cls, ctx);
  if (block) {
    const params: Record<string, string> = opensAt ? { block, opensAt } : { block };
    return new AppError('class_not_bookable', `The class cannot be booked: ${block}`, { params });
  }
  if (!row.activity.enabled && !ctx.viewer?.staff)
    return new AppError('class_not_bookable', 'The activity is disabled', { params: { block: 'disabled' } });
  return null;
}

/** Leaves the draw during its window; false when the member had not entered it or it was drawn. */
export async function leaveDraw(
  db: Db,
  { classId, userId, now }: { classId: number; userId: number; now: Date },
): Promise<boolean> {
  return inTransaction(db, async (unit) => {
    const draw = await lockDraw(unit, classId);
    if (!draw || draw.drawnAt) return false;
    const left = await unit
      .update(drawEntries)
      .set({ leftAt: now })
      .where(
        and(eq(drawEntries.classId, classId), eq(drawEntries.userId, userId), isNull(drawEntries.leftAt)),
      )
      .returning({ userId: drawEntries.userId });
    if (left.length > 0) publishOnCommit(unit, { kind: 'class', classId });
    return left.length > 0;
  });
}
