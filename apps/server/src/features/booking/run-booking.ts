import type { Db } from '../../infra/db/client';
import { inSavepoint, inTransaction, isRetryable, type Settled } from '../../infra/db/in-transaction';
import { ClassBatch } from './class-batch';
import type { ClassQueue } from './class-queue';
import { type ClassPeople, findClassPeople, NOBODY } from './class-view';
import type { LockedClass } from './lock-class';

/** A class as a batch of bookings left it, read before the commit: what answers are made from. */
export interface ClassAfter extends LockedClass {
  people: ClassPeople;
}

interface Job {
  db: Db;
  /** The member the change books (a join or a leave), when it is one. */
  bookerId: number | undefined;
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
 * Group commit: the changes queued for the class in this process (class-queue.ts) run in ONE
 * transaction that locks the class once (the ClassBatch every change is given), then every member
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
  app: { db: Db; classQueue: ClassQueue },
  target: Target,
  change: (batch: ClassBatch) => Promise<T>,
): Promise<T>;
export function runBooking<T, A>(
  app: { db: Db; classQueue: ClassQueue },
  target: Target,
  change: (batch: ClassBatch) => Promise<T>,
  answer: (result: T, after: ClassAfter) => A,
): Promise<A>;
export function runBooking<T, A>(
  app: { db: Db; classQueue: ClassQueue },
  { classId, bookerId }: Target,
  change: (batch: ClassBatch) => Promise<T>,
  answer?: (result: T, after: ClassAfter) => A,
): Promise<T | A> {
  return new Promise((resolve, reject) => {
    const job: Job = {
      db: app.db,
      bookerId,
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
}

/** Thrown to roll back a batch run straight when one of its changes failed. */
class ChangeFailed extends Error {}

/** One transaction for the jobs of a class (all of one app, so of one database). */
async function runBatch(classId: number, jobs: Job[]): Promise<void> {
  let outcome: Outcome;
  try {
    outcome = await runTogether(classId, jobs, 'straight').catch((error: unknown) => {
      if (error instanceof ChangeFailed) return runTogether(classId, jobs, 'each in a savepoint');
      throw error;
    });
  } catch (error) {
    for (const job of jobs) job.reject(error);
    return;
  }
  for (const [i, job] of jobs.entries()) {
    const settled = outcome.settled[i];
    if (!settled?.ok) job.reject(settled?.error);
    else if (!job.answer || !outcome.after) job.resolve(settled.value);
    else settle(job, () => job.answer?.(settled.value, outcome.after as ClassAfter));
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
function runTogether(
  classId: number,
  jobs: Job[],
  mode: 'straight' | 'each in a savepoint',
): Promise<Outcome> {
  const db = (jobs[0] as Job).db;
  return inTransaction(db, async (unit) => {
    const batch = await ClassBatch.open(unit, classId);
    const bookerIds = jobs.map((job) => job.bookerId);
    if (mode === 'straight' && jobs.length > 1 && !bookerIds.includes(undefined))
      // Each booking frees at most one place, so moves at most one member in; twice that leaves
      // room for members passed over (who cannot pay).
      await batch.readAhead(bookerIds as number[], 2 * jobs.length);
    const settled = mode === 'straight' ? await runStraight(batch, jobs) : await runInSavepoints(batch, jobs);
    const answered = jobs.some((job, i) => job.answer && settled[i]?.ok);
    const after = answered
      ? { ...batch.locked, people: (await findClassPeople(unit, [classId])).get(classId) ?? NOBODY }
      : null;
    return { settled, after };
  });
}

async function runStraight(batch: ClassBatch, jobs: Job[]): Promise<Settled<unknown>[]> {
  // A job alone fails with its own error: there is nothing to run again in savepoints.
  const onFailure = jobs.length === 1 ? undefined : failBatch;
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
