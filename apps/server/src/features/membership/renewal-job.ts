import { addDaysTo, gymDateOf, gymInstant } from '@boxbook/domain';
import { type RenewalDeps, type RenewalRun, renewPlans } from './renew-plans';

/** Renewals run on the 1st; a server that was down then catches up on the 2nd or 3rd. */
const LAST_CATCH_UP_DAY = 3;
/** A little after the box's midnight, when the new day is certain on every clock. */
const AFTER_MIDNIGHT = '00:10';

export interface RenewalJob {
  /** Renews the plans for this month now (tests call it; the job calls it on the 1st). */
  run(): Promise<RenewalRun>;
  start(): Promise<void>;
  stop(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The monthly plan renewals (features/membership). */
    renewals: RenewalJob;
  }
}

/**
 * Wakes daily a little after the box's midnight and renews on the first days of a month. Every
 * process does it; the per-member renewal rows make it happen once (renew-plans.ts).
 */
export function createRenewalJob(
  deps: RenewalDeps & {
    timeZone: string;
    /** Told of each daily run's result (null: it failed), for the metrics. */
    onRun?: (run: RenewalRun | null) => void;
  },
): RenewalJob {
  let timer: NodeJS.Timeout | null = null;
  const today = () => gymDateOf(deps.clock.now(), deps.timeZone);
  const run = () => renewPlans(deps, today());

  const runIfDue = async () => {
    if (Number(today().slice(8, 10)) > LAST_CATCH_UP_DAY) return;
    const result = await run().catch((error: unknown) => {
      deps.onRun?.(null);
      throw error;
    });
    deps.onRun?.(result);
    deps.log.info(result, 'plan renewals');
  };

  function scheduleNext(): void {
    const now = deps.clock.now();
    const next = gymInstant(addDaysTo(today(), 1), AFTER_MIDNIGHT, deps.timeZone);
    timer = setTimeout(() => {
      runIfDue()
        .catch((error: unknown) => deps.log.error({ err: error }, 'plan renewals failed'))
        .finally(scheduleNext);
    }, next.getTime() - now.getTime());
    timer.unref();
  }

  return {
    run,
    async start() {
      await runIfDue().catch((error: unknown) => deps.log.error({ err: error }, 'plan renewals failed'));
      scheduleNext();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
