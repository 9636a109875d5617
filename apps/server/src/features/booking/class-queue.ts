/** The tail of each class's queue of bookings in this process. */
const tails = new Map<number, Promise<unknown>>();

/**
 * Runs one process's bookings of a class one after another. Correctness does NOT rest on this:
 * the class row lock does that across processes (lock-rows.ts). Without it, a rush parks one
 * pool connection per waiting booking on that lock, and every other query (the answers' reads,
 * other classes) queues behind them; with it, at most one connection per class waits here.
 */
export function queueForClass<T>(classId: number, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(classId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(classId, tail);
  // Forget the class once its queue is empty, so the map does not grow with every class ever booked.
  void tail.then(() => {
    if (tails.get(classId) === tail) tails.delete(classId);
  });
  return run;
}
