import type { Db, Tx } from '../../infra/db/client';
import { inSavepoint, inTransaction, type Settled } from '../../infra/db/in-transaction';
import type { ClassQueue } from './class-queue';
import { type ClassPeople, findClassPeople, NOBODY } from './class-view';
import { type LockedClass, lockClass } from './lock-class';

/** A class as a batch of bookings left it, read before the commit: what answers are made from. */
export interface ClassAfter extends LockedClass {
  people: ClassPeople;
}

interface Job {
  db: Db;
  change: (tx: Tx) => Promise<unknown>;
  answer: ((result: unknown, after: ClassAfter) => unknown) | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs a change to one class's users, `change(tx)`, and answers with `answer(result, after)` when
 * given (the class as it stands after the change, read inside the transaction), else with the
 * change's result.
 *
 * Group commit: the changes queued for the class in this process (class-queue.ts) run in ONE
 * transaction that locks the class once, each change in a savepoint of its own, so a refusal
 * undoes only that change; the class is read once for every answer. Each promise settles after
 * the transaction did: a change that committed is never answered as failed, and one that did not
 * commit is never answered as done. A deadlock redoes the whole batch (inTransaction); a failure
 * of the transaction itself (the database out of reach, 503) fails every change in it.
 */
export function runBooking<T>(
  app: { db: Db; classQueue: ClassQueue },
  classId: number,
  change: (tx: Tx) => Promise<T>,
): Promise<T>;
export function runBooking<T, A>(
  app: { db: Db; classQueue: ClassQueue },
  classId: number,
  change: (tx: Tx) => Promise<T>,
  answer: (result: T, after: ClassAfter) => A,
): Promise<A>;
export function runBooking<T, A>(
  app: { db: Db; classQueue: ClassQueue },
  classId: number,
  change: (tx: Tx) => Promise<T>,
  answer?: (result: T, after: ClassAfter) => A,
): Promise<T | A> {
  return new Promise((resolve, reject) => {
    const job: Job = {
      db: app.db,
      change,
      answer: answer as Job['answer'],
      resolve: resolve as Job['resolve'],
      reject,
    };
    app.classQueue.push(classId, job, runBatch);
  });
}

/** One transaction for the jobs of a class (all of one app, so of one database). */
async function runBatch(classId: number, jobs: Job[]): Promise<void> {
  const db = (jobs[0] as Job).db;
  let outcome: { settled: Settled<unknown>[]; after: ClassAfter | null };
  try {
    outcome = await inTransaction(db, async (tx) => {
      const locked = await lockClass(tx, classId);
      const settled = await runChanges(tx, jobs);
      const answered = jobs.some((job, i) => job.answer && settled[i]?.ok);
      const after = answered
        ? { ...locked, people: (await findClassPeople(tx, [classId])).get(classId) ?? NOBODY }
        : null;
      return { settled, after };
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

/** Each change in a savepoint of its own; a change alone needs none: its refusal rolls the transaction back. */
async function runChanges(tx: Tx, jobs: Job[]): Promise<Settled<unknown>[]> {
  const [only] = jobs;
  if (jobs.length === 1 && only) return [{ ok: true, value: await only.change(tx) }];
  const settled: Settled<unknown>[] = [];
  for (const job of jobs) settled.push(await inSavepoint(tx, job.change));
  return settled;
}

function settle(job: Job, answer: () => unknown): void {
  try {
    job.resolve(answer());
  } catch (error) {
    job.reject(error);
  }
}
