import { addDaysTo, gymDateOf, gymInstant } from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import type { Clock } from '../../lib/clock';
import type { BoxSettingsStore } from '../settings/box-settings';
import { makeClasses } from './make-classes';

/** Any constant works; it only has to be the same for every process of this app. */
export const CLASS_WINDOW_LOCK_ID = 7_270_002;
/** A little after the box's midnight, so the new day's date is certain on every clock. */
const AFTER_MIDNIGHT = '00:01';

export interface ClassWindow {
  /** Makes the classes of the booking window from today; done at start-up, daily and after a timetable change. */
  make(): Promise<void>;
  /** Makes them now, then every day a little after the box's midnight. */
  start(): Promise<void>;
  stop(): void;
}

/**
 * The classes members book are made ahead of time, never by a read (a GET only reads). Every
 * `make` is honoured: a template saved while a run is under way may not be seen by that run, so
 * skipping the call would lose its classes until the next midnight. In a process, calls made
 * during a run share one rerun after it (however many come, one more run sees them all) and hold
 * no connection while they wait. Across processes the advisory lock is waited for, not tried:
 * the second run starts once the first commits and reads the templates as they are then.
 */
export function createClassWindow(deps: {
  db: Db;
  clock: Clock;
  settings: BoxSettingsStore;
  log: FastifyBaseLogger;
}): ClassWindow {
  let timer: NodeJS.Timeout | null = null;
  /** The run under way in this process, and the one rerun queued behind it. */
  let running: Promise<void> | null = null;
  let rerun: Promise<void> | null = null;

  async function makeWindow(): Promise<void> {
    const { config, daysOff } = await deps.settings.get();
    const from = gymDateOf(deps.clock.now(), config.timeZone);
    await inTransaction(deps.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CLASS_WINDOW_LOCK_ID})`);
      const made = await makeClasses(tx, {
        from,
        days: config.daysToShow,
        timeZone: config.timeZone,
        daysOff,
      });
      // A new class lengthens its day's list, which processes may keep in memory (booking/class-list-cache.ts).
      for (const classId of made) publishOnCommit(tx, { kind: 'class', classId });
    });
  }

  function run(): Promise<void> {
    const current = makeWindow().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  function make(): Promise<void> {
    if (rerun) return rerun;
    if (!running) return run();
    rerun = running
      .catch(() => undefined)
      .then(() => {
        rerun = null;
        return run();
      });
    return rerun;
  }

  async function scheduleNext(): Promise<void> {
    const { timeZone } = (await deps.settings.get()).config;
    const now = deps.clock.now();
    const next = gymInstant(addDaysTo(gymDateOf(now, timeZone), 1), AFTER_MIDNIGHT, timeZone);
    timer = setTimeout(() => {
      make()
        .catch((error: unknown) => deps.log.error({ err: error }, 'making the classes of the day failed'))
        .finally(() => void scheduleNext().catch(() => undefined));
    }, next.getTime() - now.getTime());
    timer.unref();
  }

  return {
    make,
    async start() {
      await make();
      await scheduleNext();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
