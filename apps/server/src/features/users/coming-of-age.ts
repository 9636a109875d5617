import { ADULT_AGE, addDaysTo, gymDateOf, gymInstant } from '@boxbook/domain';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { users } from '../../infra/db/schema';
import type { Mailer } from '../../infra/mail/mailer';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/record-audit';
import { comingOfAgeMail } from './coming-of-age-mail';

export interface ComingOfAgeDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  timeZone: string;
  publicUrl: string;
  /** Told of each guardian whose dependent left, so this process stops letting them act at once. */
  onLeft?: (guardianId: number) => void;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Every dependent who is 18 on `today` becomes a member of their own: `household_left_at` is set
 * (the guardian no longer acts for them; `guardian_id` stays as history) and they are told by
 * mail, or their guardian is when they have no e-mail. The update's `household_left_at is null`
 * makes each happen once, whichever process runs first. Answers the ids that left.
 */
export async function detachAdults(deps: ComingOfAgeDeps, today: string): Promise<number[]> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.guardianId),
        isNull(users.householdLeftAt),
        lte(users.birth, sql`(${today}::date - make_interval(years => ${ADULT_AGE}))::date`),
      ),
    );
  const left: number[] = [];
  for (const { id } of due) {
    const guardianId = await inTransaction(deps.db, async (tx) => {
      const [adult] = await tx
        .update(users)
        .set({ householdLeftAt: now })
        .where(and(eq(users.id, id), isNull(users.householdLeftAt)))
        .returning();
      if (!adult?.guardianId) return null;
      const [guardian] = await tx.select().from(users).where(eq(users.id, adult.guardianId));
      await recordAudit(tx, { by: null, action: 'household.adult', userId: adult.id, after: { on: today } });
      const link = new URL('/config', deps.publicUrl).toString();
      const toGuardian = adult.email === null && guardian?.email;
      await deps.mailer.enqueue(tx, {
        to: toGuardian ? (guardian?.email ?? '') : (adult.email ?? ''),
        ...comingOfAgeMail({
          language: toGuardian ? (guardian?.language ?? adult.language) : adult.language,
          name: adult.name,
          guardianName: toGuardian ? (guardian?.name ?? null) : null,
          link,
        }),
      });
      return adult.guardianId;
    });
    if (guardianId === null) continue;
    deps.onLeft?.(guardianId);
    left.push(id);
  }
  return left;
}

export interface ComingOfAgeJob {
  /** Detaches today's adults now (tests call it; the job calls it daily). */
  run(): Promise<number[]>;
  start(): Promise<void>;
  stop(): void;
}

/** A little after the box's midnight, when the new day is certain on every clock. */
const AFTER_MIDNIGHT = '00:15';

/** Wakes daily a little after the box's midnight, and once at start-up for a server that was down. */
export function createComingOfAgeJob(deps: ComingOfAgeDeps): ComingOfAgeJob {
  let timer: NodeJS.Timeout | null = null;
  const today = () => gymDateOf(deps.clock.now(), deps.timeZone);
  const run = () => detachAdults(deps, today());
  const runLogged = () =>
    run()
      .then((left) => left.length && deps.log.info({ left }, 'dependents of age'))
      .catch((error: unknown) => deps.log.error({ err: error }, 'dependents of age failed'));

  function scheduleNext(): void {
    const next = gymInstant(addDaysTo(today(), 1), AFTER_MIDNIGHT, deps.timeZone);
    timer = setTimeout(
      () => void runLogged().finally(scheduleNext),
      next.getTime() - deps.clock.now().getTime(),
    );
    timer.unref();
  }

  return {
    run,
    async start() {
      await runLogged();
      scheduleNext();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
