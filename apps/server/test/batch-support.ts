import { POSTGRES_LANES } from '../src/features/booking/class-queue';
import { eventually } from './realtime-support';
import type { TestApp } from './test-app';

// Bookings sent so that they run as one batch (booking/run-booking.ts): the class, or every lane
// of the queue, is held while they queue, then let go.

/**
 * Sends `calls` while this process holds the class (as a batch under way would), waits until they
 * all queue, then lets the class go: they run as ONE batch, in the order sent.
 */
export async function asOneBatch<T>(t: TestApp, classId: number, calls: (() => Promise<T>)[]): Promise<T[]> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  t.app.classQueue.push(classId, null, () => held);
  const answers: Promise<T>[] = [];
  for (const call of calls) {
    answers.push(call());
    // Each waits its turn: the batch keeps the order the members sent in.
    await eventually(() => t.app.classQueue.queued(classId) === answers.length, 'the booking queued');
  }
  letGo();
  return Promise.all(answers);
}

/**
 * Sends each call, to a class of its own, while this process's every batch lane is held, waits
 * until they all queue, then lets go: they run as ONE batch of several classes, in the order sent.
 */
export async function asOneGroup<T>(
  t: TestApp,
  calls: [classId: number, call: () => Promise<T>][],
): Promise<T[]> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  // Classes no booking is for, one per lane (a runner each, so each takes a lane of its own).
  for (let lane = 1; lane <= POSTGRES_LANES; lane++) t.app.classQueue.push(-lane, null, () => held);
  await new Promise((resolve) => setImmediate(resolve));
  const answers: Promise<T>[] = [];
  for (const [classId, call] of calls) {
    answers.push(call());
    await eventually(() => t.app.classQueue.queued(classId) === 1, 'the booking queued');
  }
  letGo();
  return Promise.all(answers);
}
