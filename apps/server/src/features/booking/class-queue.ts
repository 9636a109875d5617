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
   * Queues `job` for the class. The next batch that takes the class gives `runBatch` every job
   * queued for it meanwhile (at most MAX_BATCH, in arrival order), with other classes' jobs; a
   * class is in one batch at a time. Jobs of one batch share its runner (every caller passes the
   * same function in practice).
   */
  push<J>(classId: number, job: J, runBatch: BatchRunner<J>): void;
  /** How many jobs of the class wait while a batch is under way. */
  queued(classId: number): number;
}

interface Queued {
  job: unknown;
  runBatch: BatchRunner<unknown>;
}

/**
 * On PostgreSQL this many batches run side by side (of a pool of 10 connections, the rest serve
 * reads). A whole day opening at once books many classes: each batch takes every class waiting
 * that no other batch holds, so the day's bookings share transactions and commits as one hot
 * class's do, and a slow batch does not hold the classes of the others.
 */
export const POSTGRES_LANES = 4;

/** At most this many turns of the event loop before a batch, however many connections keep coming. */
const MAX_GATHERING_TURNS = 256;

/**
 * The queue for the database the app runs on: PostgreSQL runs up to POSTGRES_LANES batches at
 * once on its pool; the embedded database has one connection, so one. `connections` counts the
 * connections the HTTP server accepted (see createGatheringQueue).
 */
export function queueFor(kind: 'pglite' | 'postgres', connections?: () => number): ClassQueue {
  return createGatheringQueue({ lanes: kind === 'pglite' ? 1 : POSTGRES_LANES, connections });
}

/**
 * Group commit: the bookings that arrive while a batch runs go together into the next one, so a
 * rush pays a transaction, its locks, the answers' read and the commit once per batch rather than
 * once per member. Every booking queued, whatever its class, goes into the next batch (at most
 * MAX_BATCH; a class left over goes to the back of the line, so a class in a rush does not starve
 * the others). Up to `lanes` batches run at once, never two holding the same class: its bookings
 * wait for the batch that has it, whose lane takes them next. A booking alone runs at once (after
 * the turn below). Correctness does NOT rest on this: the class row lock does that across
 * processes (lock-class.ts), which the two-pool race tests prove; the queue only keeps one
 * process from parking a connection per booking on a class's lock.
 *
 * Before each batch a lane waits one turn of the event loop, so that every request already read
 * off its socket has queued. On the embedded database that turn is what makes batches at all: a
 * transaction on PGlite goes from BEGIN to COMMIT without giving the event loop a turn (each
 * statement is a synchronous WebAssembly call behind an already-settled promise), so a booking
 * that started at once would always run alone, the requests that came meanwhile read only after
 * it committed.
 *
 * Node accepts ONE new connection per turn of its event loop (libuv since 1.45, libuv/libuv#3696).
 * On PGlite a turn between two batches is all the loop gets, so a crowd whose phones connected
 * at once was let in one connection per batch: measured on a rush of 200, a hundred batches of
 * one booking each after the first few of 48, and a p99 of 1.4 s. So while the turn before a
 * batch accepted a connection (`connections` grew), the lane waits another turn (up to
 * MAX_GATHERING_TURNS); the turn after the last one reads their requests. A turn that accepts
 * nothing ends the wait, so a booking alone waits one turn, as before.
 */
export function createGatheringQueue({
  lanes,
  connections = () => 0,
}: {
  lanes: number;
  connections?: (() => number) | undefined;
}): ClassQueue {
  const waiting = new Map<number, Queued[]>();
  /** Classes a batch holds: their new bookings wait for that batch's lane. */
  const held = new Set<number>();
  let lanesOpen = 0;
  let batchesUnderWay = 0;

  async function lane(): Promise<void> {
    for (;;) {
      await gather();
      const group = takeGroup(waiting, held);
      if (!group) break;
      for (const { classId } of group.batches) held.add(classId);
      batchesUnderWay++;
      await group.runBatch(group.batches).catch(() => undefined);
      batchesUnderWay--;
      for (const { classId } of group.batches) held.delete(classId);
    }
    lanesOpen--;
  }

  async function gather(): Promise<void> {
    let seen = connections();
    for (let turn = 0; turn < MAX_GATHERING_TURNS; turn++) {
      await nextTurnOfTheEventLoop();
      const now = connections();
      if (now === seen) return;
      seen = now;
    }
  }

  return {
    push(classId, job, runBatch) {
      const queue = waiting.get(classId) ?? [];
      queue.push({ job, runBatch: runBatch as BatchRunner<unknown> });
      waiting.set(classId, queue);
      // A class held by a batch is taken by that batch's lane when it ends.
      if (lanesOpen >= lanes || held.has(classId)) return;
      lanesOpen++;
      void lane();
    },
    // Jobs still gathering for the next turn wait for no batch.
    queued: (classId) => (batchesUnderWay > 0 ? (waiting.get(classId)?.length ?? 0) : 0),
  };
}

/**
 * The next group, or null when every class waiting is held: the first free class's runner, and
 * every free class's jobs for it, up to MAX_BATCH.
 */
function takeGroup(waiting: Map<number, Queued[]>, held: ReadonlySet<number>) {
  let runBatch: BatchRunner<unknown> | undefined;
  const batches: ClassJobs<unknown>[] = [];
  let room = MAX_BATCH;
  for (const [classId, queue] of [...waiting]) {
    if (room === 0) break;
    if (held.has(classId)) continue;
    runBatch ??= (queue[0] as Queued).runBatch;
    if (queue[0]?.runBatch !== runBatch) continue;
    const { jobs } = takeSameRunner(queue, room);
    batches.push({ classId, jobs });
    room -= jobs.length;
    // Emptied, the class is forgotten; still waiting, it goes to the back of the line.
    waiting.delete(classId);
    if (queue.length > 0) waiting.set(classId, queue);
  }
  return runBatch ? { runBatch, batches } : null;
}

/** Up to `max` jobs from the head of `queue` that share the first one's runner. */
function takeSameRunner(queue: Queued[], max: number) {
  const first = queue[0] as Queued;
  let size = 1;
  while (size < Math.min(queue.length, max) && queue[size]?.runBatch === first.runBatch) size++;
  return { runBatch: first.runBatch, jobs: queue.splice(0, size).map((queued) => queued.job) };
}

const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
