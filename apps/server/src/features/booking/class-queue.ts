/**
 * At most this many bookings in one transaction: each writes in a subtransaction, and PostgreSQL
 * keeps up to 64 of a transaction's subtransaction ids in shared memory before everyone's
 * snapshots slow down. It also bounds how long one batch holds the class lock.
 */
export const MAX_BATCH = 48;

/** The jobs of one class that run together, in arrival order. */
export interface ClassJobs<J> {
  classId: number;
  jobs: J[];
}

/**
 * Runs the jobs it is given in one transaction, the classes in the order given, and settles each
 * job itself: it never throws.
 */
export type BatchRunner<J> = (batches: ClassJobs<J>[]) => Promise<void>;

export interface ClassQueue {
  /**
   * Queues `job` for the class. When no batch is under way for it, `runBatch` takes every job
   * queued for it meanwhile (at most MAX_BATCH, in arrival order); the next batch starts when it
   * has settled. Jobs of one batch share its runner (every caller passes the same function in
   * practice).
   */
  push<J>(classId: number, job: J, runBatch: BatchRunner<J>): void;
  /** How many jobs of the class wait for the batch under way to end. */
  queued(classId: number): number;
}

interface Queued {
  job: unknown;
  runBatch: BatchRunner<unknown>;
}

/**
 * The queue for the database the app runs on. PostgreSQL: one batch per class at a time, classes
 * side by side on the pool's connections (createClassQueue). The embedded database has one
 * connection: every class's bookings go into one batch (createGatheringQueue).
 */
export function queueFor(kind: 'pglite' | 'postgres'): ClassQueue {
  return kind === 'pglite' ? createGatheringQueue() : createClassQueue();
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
      const batch = takeSameRunner(queue, MAX_BATCH);
      await batch.runBatch([{ classId, jobs: batch.jobs }]).catch(() => undefined);
    }
    // Forget the class once its queue is empty, so the map does not grow with every class ever booked.
    waiting.delete(classId);
  }

  return {
    push(classId, job, runBatch) {
      const queued = { job, runBatch: runBatch as BatchRunner<unknown> };
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

/**
 * Group commit across classes, for the embedded database. PGlite runs in this thread and has one
 * connection: transactions run one after another whatever the queue does, so a batch per class
 * would only pay one transaction and one commit per class (a whole day opening books different
 * classes). Here every booking queued, whatever its class, goes into the next batch (at most
 * MAX_BATCH; a class left over goes to the back of the line, so a class in a rush does not starve
 * the others). No lock waits on one connection: nothing else runs between the batch's statements.
 *
 * Before each batch the queue waits one turn of the event loop. A transaction on PGlite goes from
 * BEGIN to COMMIT without giving the event loop a turn (each statement is a synchronous
 * WebAssembly call behind an already-settled promise), so a booking that started at once would
 * always run alone: the requests that came in meanwhile are read off their sockets only after it
 * committed. After setImmediate, every request already received has queued its booking.
 */
export function createGatheringQueue(): ClassQueue {
  const waiting = new Map<number, Queued[]>();
  let draining = false;
  let underWay = false;

  async function drain(): Promise<void> {
    while (waiting.size > 0) {
      await nextTurnOfTheEventLoop();
      const { runBatch, batches } = takeGroup(waiting);
      underWay = true;
      await runBatch(batches).catch(() => undefined);
      underWay = false;
    }
    draining = false;
  }

  return {
    push(classId, job, runBatch) {
      const queue = waiting.get(classId) ?? [];
      queue.push({ job, runBatch: runBatch as BatchRunner<unknown> });
      waiting.set(classId, queue);
      if (draining) return;
      draining = true;
      void drain();
    },
    // Jobs still gathering for the next turn wait for no batch.
    queued: (classId) => (underWay ? (waiting.get(classId)?.length ?? 0) : 0),
  };
}

/** The next group: the first class's runner, and every class's jobs for it, up to MAX_BATCH. */
function takeGroup(waiting: Map<number, Queued[]>) {
  const [first] = waiting.values() as Iterable<[Queued, ...Queued[]]>;
  const runBatch = (first as [Queued])[0].runBatch;
  const batches: ClassJobs<unknown>[] = [];
  let room = MAX_BATCH;
  for (const [classId, queue] of [...waiting]) {
    if (room === 0) break;
    if (queue[0]?.runBatch !== runBatch) continue;
    const { jobs } = takeSameRunner(queue, room);
    batches.push({ classId, jobs });
    room -= jobs.length;
    // Emptied, the class is forgotten; still waiting, it goes to the back of the line.
    waiting.delete(classId);
    if (queue.length > 0) waiting.set(classId, queue);
  }
  return { runBatch, batches };
}

/** Up to `max` jobs from the head of `queue` that share the first one's runner. */
function takeSameRunner(queue: Queued[], max: number) {
  const first = queue[0] as Queued;
  let size = 1;
  while (size < Math.min(queue.length, max) && queue[size]?.runBatch === first.runBatch) size++;
  return { runBatch: first.runBatch, jobs: queue.splice(0, size).map((queued) => queued.job) };
}

const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
