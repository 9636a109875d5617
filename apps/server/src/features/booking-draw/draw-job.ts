import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { classes, draws } from '../../infra/db/schema';
import { commitDraw } from './commit-draw';
import { drawWindowFor } from './draw-window';
import { type DrawDeps, runDraw } from './run-draw';

export interface DrawJob {
  /** Commits the seeds of the draws to come and runs the draws whose window has ended. */
  run(): Promise<number>;
  /** Runs now, without holding start-up (draws overdue after a restart included), then twice a second. */
  start(): Promise<void>;
  stop(): void;
}

/** How often a process looks: a draw runs within half a second of its window's end. */
const TICK_MS = 500;

/**
 * The draws' clock (docs/product.md, The booking draw). Every process looks, and runDraw's lock
 * makes each draw run once; a join that comes after the window and before the look runs it itself
 * (draw-gate.ts). Seeds are committed as soon as a class exists and the box has the draw on, so
 * the commitment is public before the window opens.
 */
export function createDrawJob(deps: DrawDeps & { log: FastifyBaseLogger }): DrawJob {
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let tail: Promise<unknown> = Promise.resolve();

  async function commitComing(now: Date): Promise<void> {
    const { config } = await deps.settings.get();
    if (!config.drawEnabled) return;
    // The classes to come without a draw yet: none, most of the time.
    const coming = await deps.db
      .select({ cls: classes })
      .from(classes)
      .leftJoin(draws, eq(draws.classId, classes.id))
      .where(and(isNull(draws.classId), isNull(classes.cancelledAt), gt(classes.startsAt, now)))
      .orderBy(asc(classes.startsAt));
    for (const { cls } of coming) {
      const window = drawWindowFor(cls, config);
      if (window && now < window.endsAt) await commitDraw(deps.db, cls.id, window);
    }
  }

  async function runDue(): Promise<number> {
    const now = deps.clock.now();
    await commitComing(now);
    const due = await deps.db
      .select({ classId: draws.classId })
      .from(draws)
      .where(and(isNull(draws.drawnAt), lte(draws.endsAt, now)));
    let ran = 0;
    for (const { classId } of due) if (await runDraw(deps, classId)) ran++;
    return ran;
  }

  function run(): Promise<number> {
    const next = tail.then(runDue, runDue);
    tail = next.catch(() => undefined);
    return next;
  }

  function scheduleNext(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      run()
        .catch((error: unknown) => deps.log.error({ err: error }, 'running the booking draws failed'))
        .finally(scheduleNext);
    }, TICK_MS);
    timer.unref();
  }

  return {
    run,
    async start() {
      stopped = false;
      // Not awaited: start-up does not wait for overdue draws, which run at once all the same.
      void run()
        .catch((error: unknown) => deps.log.error({ err: error }, 'running the booking draws failed'))
        .finally(scheduleNext);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
