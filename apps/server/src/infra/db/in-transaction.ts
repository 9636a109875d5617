import { sql } from 'drizzle-orm';
import {
  announceCommitted,
  dropEventsSince,
  eventMark,
  flushEventQueue,
  openUnitOfWork,
  type UnitOfWork,
} from '../realtime/event-queue';
import type { RealtimeEvent } from '../realtime/events';
import type { Db, Tx } from './client';

export type { UnitOfWork } from '../realtime/event-queue';

/** serialization_failure and deadlock_detected: PostgreSQL rolled the work back and it is safe to redo. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

export function isRetryable(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE sits on it or on one of its causes.
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && RETRYABLE_CODES.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs `work` in one transaction, redoing it when PostgreSQL aborts it for a deadlock or a
 * serialization failure. Two bookings may lock the same users in opposite orders (a leave that
 * promotes someone); the database breaks the tie and the loser simply runs again. `work` must
 * therefore have no effect outside the transaction. `work` gets a unit of work: the transaction,
 * on which realtime events can be queued (publishOnCommit); they are sent with the commit, and told
 * to this process's commit listeners (onCommitted) once it went through.
 */
export async function inTransaction<T>(db: Db, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      let events: RealtimeEvent[] = [];
      const result = await db.transaction(async (tx) => {
        const unit = openUnitOfWork(tx);
        const value = await work(unit);
        events = await flushEventQueue(unit);
        return value;
      });
      announceCommitted(db, events);
      return result;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/** What a piece of work came to: its value, or what it threw. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

let savepointCount = 0;

/**
 * Runs `work` in a savepoint of `tx`, so that a refusal or a failure undoes only what `work` did
 * (its writes, the row locks it took, the events it queued) and the transaction goes on: a batch
 * of bookings (booking/run-booking.ts) settles each booking on its own. A deadlock or a
 * serialization failure is thrown instead: the whole transaction must be redone. The savepoint is
 * not released once `work` succeeds (nothing rolls back to it any more, and the commit ends it),
 * which saves a round trip while the class row is locked.
 */
export async function inSavepoint<T>(
  unit: UnitOfWork,
  work: (unit: UnitOfWork) => Promise<T>,
): Promise<Settled<T>> {
  const mark = eventMark(unit);
  return savepoint(unit, work, () => dropEventsSince(unit, mark));
}

/**
 * inSavepoint for work that queues no realtime events (issuing an invoice, say), on a
 * transaction that may not be a unit of work: a refusal undoes only what `work` did.
 */
export function inPlainSavepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<Settled<T>> {
  return savepoint(tx, work, () => {});
}

async function savepoint<X extends Tx, T>(
  tx: X,
  work: (tx: X) => Promise<T>,
  onRollback: () => void,
): Promise<Settled<T>> {
  const name = sql.raw(`step_${++savepointCount}`);
  await tx.execute(sql`savepoint ${name}`);
  try {
    return { ok: true, value: await work(tx) };
  } catch (error) {
    if (isRetryable(error)) throw error;
    await tx.execute(sql`rollback to savepoint ${name}`);
    onRollback();
    return { ok: false, error };
  }
}
