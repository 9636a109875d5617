import { describe, expect, it } from 'vitest';
import { type ClassJobs, createClassQueue, createGatheringQueue, MAX_BATCH } from './class-queue';

/** A batch runner that records each batch and finishes only when the test lets it. */
function recorder() {
  const batches: { classId: number; jobs: number[]; finish: () => void }[] = [];
  const runBatch = ([batch]: ClassJobs<number>[]) =>
    new Promise<void>((finish) =>
      batches.push({ classId: batch?.classId ?? 0, jobs: batch?.jobs ?? [], finish }),
    );
  return { batches, runBatch };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('class queue (group commit)', () => {
  it('runs a booking alone at once, and takes what arrived meanwhile together, in arrival order', async () => {
    const queue = createClassQueue();
    const { batches, runBatch } = recorder();
    queue.push(7, 1, runBatch);
    expect(batches.map((b) => b.jobs)).toEqual([[1]]);
    for (const job of [2, 3, 4]) queue.push(7, job, runBatch);
    expect(batches).toHaveLength(1);
    expect([queue.queued(7), queue.queued(8)]).toEqual([3, 0]);
    batches[0]?.finish();
    await tick();
    expect(batches.map((b) => b.jobs)).toEqual([[1], [2, 3, 4]]);
  });

  it(`puts at most ${MAX_BATCH} bookings in one batch`, async () => {
    const queue = createClassQueue();
    const { batches, runBatch } = recorder();
    for (let job = 0; job <= MAX_BATCH + 1; job++) queue.push(7, job, runBatch);
    batches[0]?.finish();
    await tick();
    batches[1]?.finish();
    await tick();
    expect(batches.map((b) => b.jobs.length)).toEqual([1, MAX_BATCH, 1]);
  });

  it('keeps each class to itself: one class waiting does not hold another', async () => {
    const queue = createClassQueue();
    const { batches, runBatch } = recorder();
    queue.push(7, 1, runBatch);
    queue.push(8, 2, runBatch);
    expect(batches.map((b) => [b.classId, b.jobs])).toEqual([
      [7, [1]],
      [8, [2]],
    ]);
  });

  it('goes on after a batch that failed', async () => {
    const queue = createClassQueue();
    const seen: number[][] = [];
    const failing = async ([batch]: ClassJobs<number>[]) => {
      seen.push(batch?.jobs ?? []);
      throw new Error('lost connection');
    };
    queue.push(7, 1, failing);
    queue.push(7, 2, failing);
    await tick();
    expect(seen).toEqual([[1], [2]]);
  });
});

describe('gathering queue (the embedded database: one batch for every class)', () => {
  /** Records each group as [classId, jobs] pairs; a group finishes when the test lets it. */
  function groups() {
    const seen: { batches: [number, number[]][]; finish: () => void }[] = [];
    const runBatch = (batches: ClassJobs<number>[]) =>
      new Promise<void>((finish) =>
        seen.push({ batches: batches.map((b) => [b.classId, b.jobs] as [number, number[]]), finish }),
      );
    return { seen, runBatch };
  }

  it('waits a turn, then runs the bookings of every class received meanwhile as one batch', async () => {
    const queue = createGatheringQueue();
    const { seen, runBatch } = groups();
    queue.push(7, 1, runBatch);
    queue.push(8, 2, runBatch);
    queue.push(7, 3, runBatch);
    expect(seen).toHaveLength(0);
    await tick();
    expect(seen.map((g) => g.batches)).toEqual([
      [
        [7, [1, 3]],
        [8, [2]],
      ],
    ]);
    queue.push(9, 4, runBatch);
    expect(queue.queued(9)).toBe(1);
    seen[0]?.finish();
    await tick();
    await tick();
    expect(seen.map((g) => g.batches)[1]).toEqual([[9, [4]]]);
  });

  it(`puts at most ${MAX_BATCH} bookings in one batch, and a class left over goes to the back of the line`, async () => {
    const queue = createGatheringQueue();
    const { seen, runBatch } = groups();
    for (let job = 0; job < MAX_BATCH + 2; job++) queue.push(7, job, runBatch);
    queue.push(8, 100, runBatch);
    await tick();
    seen[0]?.finish();
    await tick();
    await tick();
    expect(seen.map((g) => g.batches.map(([classId, jobs]) => [classId, jobs.length]))).toEqual([
      [[7, MAX_BATCH]],
      [
        [8, 1],
        [7, 2],
      ],
    ]);
  });
});
