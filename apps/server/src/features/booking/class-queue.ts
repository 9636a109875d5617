/**
 * At most this many bookings in one transaction: each writes in a subtransaction, and PostgreSQL
 * keeps up to 64 of a transaction's subtransaction ids in shared memory before everyone's
 * snapshots slow down. It also bounds how long one batch holds the class lock.
 */
export const MAX_BATCH = 48;

export interface ClassQueue {
  /**
   * Queues `job` for the class. When this process has no batch of the class under way, `runBatch`
   * takes every job queued for it meanwhile (at most MAX_BATCH, in arrival order); the next
   * batch starts when it has settled. `runBatch` must settle each job itself and never throw.
   */
  push<J>(classId: number, job: J, runBatch: (classId: number, jobs: J[]) => Promise<void>): void;
  /** How many jobs of the class wait for the batch under way to end. */
  queued(classId: number): number;
}

interface Queued {
  job: unknown;
  runBatch: (classId: number, jobs: unknown[]) => Promise<void>;
}

/**
 * Group commit for one app instance's bookings of a class: the bookings that arrive while a batch
 * holds the class lock run together in the next transaction, so a rush pays the lock, the class's
 * read and the commit once per batch rather than once per member. A booking alone runs at once.
 * Correctness does NOT rest on this: the class row lock does that across processes
 * (lock-class.ts), which the two-pool rush test proves. Without a queue, a rush would also park
 * one pool connection per waiting booking on that lock; with it, one per class at most.
 */
export function createClassQueue(): ClassQueue {
  const waiting = new Map<number, Queued[]>();

  async function drain(classId: number, queue: Queued[]): Promise<void> {
    while (queue.length > 0) {
      const first = queue[0] as Queued;
      // Jobs of one batch share its runner (every caller passes the same function in practice).
      let size = 1;
      while (size < Math.min(queue.length, MAX_BATCH) && queue[size]?.runBatch === first.runBatch) size++;
      const batch = queue.splice(0, size);
      await first
        .runBatch(
          classId,
          batch.map((queued) => queued.job),
        )
        .catch(() => undefined);
    }
    // Forget the class once its queue is empty, so the map does not grow with every class ever booked.
    waiting.delete(classId);
  }

  return {
    push(classId, job, runBatch) {
      const queued = { job, runBatch: runBatch as Queued['runBatch'] };
      const queue = waiting.get(classId);
      if (queue) {
        queue.push(queued);
        return;
      }
      const fresh = [queued];
      waiting.set(classId, fresh);
      void drain(classId, fresh);
    },
    queued: (classId) => waiting.get(classId)?.length ?? 0,
  };
}
