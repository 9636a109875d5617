import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db/client';
import type { Clock } from '../../lib/clock';
import type { BoxSettingsStore } from '../settings/box-settings';
import { findDueTakes, takeStandingPlace } from './take-standing-places';

export interface StandingBookingJob {
  /** Takes every place that is due now; runs one after another within this process. */
  run(): Promise<number>;
  /** Runs now, then at the start of every minute (booking opens on the hour, 17:00 by default). */
  start(): Promise<void>;
  stop(): void;
}

const MINUTE_MS = 60_000;

/**
 * Standing bookings take their place when the class opens for booking (see docs/product.md,
 * Standing bookings): a class of today as soon as it is made, one of a later date at
 * bookFutureClassStartHour on the day before. Every process looks at the start of each minute, so
 * the place is taken within a second of the opening whatever the settings say; the take rows make
 * each week tried once across processes.
 */
export function createStandingBookingJob(deps: {
  db: Db;
  clock: Clock;
  settings: BoxSettingsStore;
  log: FastifyBaseLogger;
}): StandingBookingJob {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let tail: Promise<unknown> = Promise.resolve();

  async function takeDue(): Promise<number> {
    const now = deps.clock.now();
    const settings = await deps.settings.get();
    let taken = 0;
    for (const due of await findDueTakes(deps.db, { now, settings })) {
      if ((await takeStandingPlace(deps.db, due, { now, settings })) !== null) taken++;
    }
    return taken;
  }

  function run(): Promise<number> {
    const next = tail.then(takeDue, takeDue);
    tail = next.catch(() => undefined);
    return next;
  }

  function scheduleNext(): void {
    if (stopped) return;
    const wait = MINUTE_MS - (deps.clock.now().getTime() % MINUTE_MS) + 50;
    timer = setTimeout(() => {
      run()
        .catch((error: unknown) => deps.log.error({ err: error }, 'taking standing bookings failed'))
        .finally(scheduleNext);
    }, wait);
    timer.unref();
  }

  return {
    run,
    async start() {
      stopped = false;
      await run().catch((error: unknown) =>
        deps.log.error({ err: error }, 'taking standing bookings failed'),
      );
      scheduleNext();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
