import type { Db } from '../../infra/db/client';
import {
  inSavepoint,
  inTransaction,
  isRetryable,
  type Settled,
  type UnitOfWork,
} from '../../infra/db/in-transaction';
import { AppError } from '../../infra/http/app-error';
import type { Metrics } from '../../infra/metrics/metrics';
import { notifiesAlong } from '../../infra/realtime/event-queue';
import { ClassBatch, nothingShared } from './class-batch';
import { type ClassPeople, findClassPeople, NOBODY } from './class-people';
import type { ClassJobs, ClassQueue } from './class-queue';
import { HeldWrites } from './held-writes';
import { lockBatchMembers, readLockedBookers } from './lock-booker';
import { type LockedClass, lockClasses } from './lock-class';

/** A class as a batch of bookings left it, read before the commit: what answers are made from. */
export interface ClassAfter extends LockedClass {
  people: ClassPeople;
}

interface Job {
  db: Db;
  metrics: Metrics;
  /** The member the change books (a join or a leave), when it is one. */
  bookerId: number | undefined;
  /** A join: its place may need a class user id, taken ahead with the member's lock (HeldWrites). */
  joining: boolean;
  change: (batch: ClassBatch) => Promise<unknown>;
  answer: ((result: unknown, after: ClassAfter) => unknown) | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs a change to one class's users, `change(batch)`, and answers with `answer(result, after)` when
 * given (the class as it stands after the change, read inside the transaction), else with the
 * change's result.
 *
 * Group commit: the changes queued in this process meanwhile, for this class and others
 * (class-queue.ts), run in ONE transaction that locks each class once (the ClassBatch every change is given), then every member
 * the bookings are for, read in one statement (ClassBatch.readAhead); the class is read once for
 * every answer. The changes run
 * one after another, straight: most bookings go through, and a savepoint per change would cost a
 * round trip each while the class is locked. If one of them fails, that transaction is rolled back
 * and the batch runs again with each change in a savepoint of its own, so a refusal undoes only
 * that change. Each promise settles after the transaction did: a change that committed is never
 * answered as failed, and one that did not commit is never answered as done. A deadlock redoes the
 * whole batch (inTransaction); a failure of the transaction itself (the database out of reach,
 * 503) fails every change in it.
 */
export function runBooking<T>(
  app: { db: Db; classQueue: ClassQueue; metrics: Metrics },
  target: Target,
  change: (batch: ClassBatch) => Promise<T>,
): Promise<T>;
export function runBooking<T, A>(
  app: { db: Db; classQueue: ClassQueue; metrics: Metrics },
  target: Target,
  change: (batch: ClassBatch) => Promise<T>,
  answer: (result: T, after: ClassAfter) => A,
): Promise<A>;
export function runBooking<T, A>(
  app: { db: Db; classQueue: ClassQueue; metrics: Metrics },
  { classId, bookerId, joining = false }: Target,
  change: (batch: ClassBatch) => Promise<T>,
  answer?: (result: T, after: ClassAfter) => A,
): Promise<T | A> {
  return new Promise((resolve, reject) => {
    const job: Job = {
      db: app.db,
      metrics: app.metrics,
      bookerId,
      joining,
      change,
      answer: answer as Job['answer'],
      resolve: resolve as Job['resolve'],
      reject,
    };
    app.classQueue.push(classId, job, runBatch);
  });
}

/**
 * The class a change is to, and the member it books when it is a join or a leave (read ahead
 * with the others of its batch: ClassBatch.readAhead).
 */
interface Target {
  classId: number;
  bookerId?: number;
  joining?: boolean;
}

/** Thrown to roll back a batch run straight when one of its changes failed. */
class ChangeFailed extends Error {}

/**
 * One transaction for the jobs of one class or of several (class-queue.ts): each class's jobs run
 * as a batch of their own, the classes one after another in the order given.
 */
async function runBatch(classes: ClassJobs<Job>[]): Promise<void> {
  const { metrics } = (classes[0] as ClassJobs<Job>).jobs[0] as Job;
  const bookings = classes.reduce((n, c) => n + c.jobs.length, 0);
  metrics.bookingBatches.observe({ of: 'classes' }, classes.length);
  metrics.bookingBatches.observe({ of: 'bookings' }, bookings);
  let outcomes: Outcome[];
  try {
    outcomes = await runTogether(classes, 'straight').catch((error: unknown) => {
      if (!(error instanceof ChangeFailed)) throw error;
      metrics.bookingReruns.inc({ cause: error.cause instanceof AppError ? 'refused' : 'fault' });
      return runTogether(classes, 'each in a savepoint');
    });
  } catch (error) {
    for (const { jobs } of classes) for (const job of jobs) job.reject(error);
    return;
  }
  for (const [c, { jobs }] of classes.entries()) {
    const outcome = outcomes[c] as Outcome;
    for (const [i, job] of jobs.entries()) {
      const settled = outcome.settled[i];
      if (!settled?.ok) job.reject(settled?.error);
      else if (!job.answer || !outcome.after) job.resolve(settled.value);
      else settle(job, () => job.answer?.(settled.value, outcome.after as ClassAfter));
    }
  }
}

interface Outcome {
  settled: Settled<unknown>[];
  after: ClassAfter | null;
}

/**
 * The jobs in one transaction. `straight`: one after another, and the first failure rolls the
 * whole transaction back (ChangeFailed); a job alone runs this way too, its failure its own answer.
 */
function runTogether(classes: ClassJobs<Job>[], mode: Mode): Promise<Outcome[]> {
  const db = ((classes[0] as ClassJobs<Job>).jobs[0] as Job).db;
  const alone = classes.length === 1 && classes[0]?.jobs.length === 1;
  // Bookings run straight hold their writes back for the unit's next statement (HeldWrites), when
  // every one is a join or a leave: other changes (a validation) read the class themselves.
  const holds =
    mode === 'straight' && !alone && classes.every((c) => c.jobs.every((j) => j.bookerId !== undefined));
  return inTransaction(db, async (unit) => {
    const held = holds ? new HeldWrites(unit) : null;
    const prelocked = await lockTogether(unit, classes, mode, held);
    const ran: Ran[] = [];
    for (const { classId, jobs } of classes)
      ran.push(await runClass(unit, { classId, jobs, mode, alone }, prelocked(classId)));
    await held?.send().catch(failBatch);
    // Read after every class ran: a member moved in from one class's list may leave another's.
    const answered = ran.filter((r) => r.answered).map((r) => r.locked.cls.id);
    // The last read before the commit: the NOTIFYs go with it, one round trip less while locked.
    const people =
      answered.length > 0 ? await findClassPeople(unit, answered, { along: notifiesAlong(unit) }) : new Map();
    return ran.map(({ settled, locked, answered }) => ({
      settled,
      after: answered ? { ...locked, people: people.get(locked.cls.id) ?? NOBODY } : null,
    }));
  });
}

type Mode = 'straight' | 'each in a savepoint';

interface Ran {
  settled: Settled<unknown>[];
  locked: LockedClass;
  /** Whether a job that went through wants the class as it stands after the batch. */
  answered: boolean;
}

/**
 * Several classes in one transaction: every class in ONE statement, then every member booked in
 * one more, in that order (classes, then members, each by id, so two processes' batches never
 * wait for each other in a circle over them), rather than a class and a member lock per booking
 * alone in its class. Run straight, the members booked alone in their class (a whole day opening
 * at once: most of them) are then read in one more statement for all those classes, before any
 * class runs: a booking that writes a member makes that read stale (SharedAhead.written), and the
 * member is read again. A single class locks and reads as before, in runClass.
 */
async function lockTogether(
  unit: UnitOfWork,
  classes: ClassJobs<Job>[],
  mode: Mode,
  held: HeldWrites | null,
) {
  if (classes.length < 2) return () => ({ shared: nothingShared(held) });
  const locked = await lockClasses(
    unit,
    classes.map((c) => c.classId),
  );
  const bookerIds = classes.flatMap((c) => c.jobs.flatMap((job) => job.bookerId ?? []));
  const joinerIds = held ? classes.flatMap((c) => joinersOf(c.jobs)) : [];
  const members = bookerIds.length > 0 ? await lockBatchMembers(unit, bookerIds, joinerIds) : null;
  const lockedMembers = members?.locked ?? new Set<number>();
  held?.addSpareIds(members?.spareIds ?? []);
  const alone = classes.flatMap(({ classId, jobs: [job, ...others] }) => {
    const cls = locked.get(classId);
    return cls && job?.bookerId !== undefined && others.length === 0
      ? [{ locked: cls, userId: job.bookerId }]
      : [];
  });
  const readFirst = mode === 'straight' && alone.length > 0 ? await readLockedBookers(unit, alone) : [];
  const written = new Set<number>();
  return (classId: number) => ({
    cls: locked.get(classId),
    shared: {
      lockedMembers,
      readFirst: new Map(readFirst.filter((b) => b.classId === classId).map((b) => [b.user.id, b])),
      written,
      held,
    },
  });
}

/** One class's jobs: the class locked once and its members read ahead (a batch run straight). */
async function runClass(
  unit: UnitOfWork,
  { classId, jobs, mode, alone }: { classId: number; jobs: Job[]; mode: Mode; alone: boolean },
  prelocked: Parameters<typeof ClassBatch.open>[2],
): Promise<Ran> {
  const batch = await ClassBatch.open(unit, classId, prelocked);
  const bookerIds = jobs.map((job) => job.bookerId);
  if (mode === 'straight' && jobs.length > 1 && !bookerIds.includes(undefined))
    // Each booking frees at most one place, so moves at most one member in; twice that leaves
    // room for members passed over (who cannot pay).
    await batch.readAhead(bookerIds as number[], 2 * jobs.length, joinersOf(jobs));
  const settled =
    mode === 'straight' ? await runStraight(batch, jobs, alone) : await runInSavepoints(batch, jobs);
  const answered = jobs.some((job, i) => job.answer && settled[i]?.ok);
  return { settled, locked: batch.locked, answered };
}

/** The members the jobs' joins are for. */
const joinersOf = (jobs: Job[]) =>
  jobs.flatMap((job) => (job.joining && job.bookerId !== undefined ? [job.bookerId] : []));

async function runStraight(batch: ClassBatch, jobs: Job[], alone: boolean): Promise<Settled<unknown>[]> {
  // A job alone in its transaction fails with its own error: there is nothing to run again in savepoints.
  const onFailure = alone ? undefined : failBatch;
  const settled: Settled<unknown>[] = [];
  for (const job of jobs) settled.push({ ok: true, value: await job.change(batch).catch(onFailure) });
  return settled;
}

/** A deadlock stays itself (inTransaction redoes the batch); any other failure asks for savepoints. */
function failBatch(error: unknown): never {
  throw isRetryable(error) ? error : new ChangeFailed('a change of the batch failed', { cause: error });
}

async function runInSavepoints(batch: ClassBatch, jobs: Job[]): Promise<Settled<unknown>[]> {
  const settled: Settled<unknown>[] = [];
  for (const job of jobs) settled.push(await inSavepoint(batch.unit, () => job.change(batch)));
  return settled;
}

function settle(job: Job, answer: () => unknown): void {
  try {
    job.resolve(answer());
  } catch (error) {
    job.reject(error);
  }
}
