import type { Db, Tx } from '../../infra/db/client';
import { flushEventQueue, openEventQueue } from './queued-events';

/** serialization_failure and deadlock_detected: PostgreSQL rolled the work back and it is safe to redo. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
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
 * therefore have no effect outside the transaction. Realtime events queued with queueEvent are
 * sent with the commit.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        openEventQueue(tx);
        const result = await work(tx);
        await flushEventQueue(tx);
        return result;
      });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
