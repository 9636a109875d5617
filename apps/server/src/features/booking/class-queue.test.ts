import { describe, expect, it } from 'vitest';
import { type ClassJobs, createGatheringQueue, MAX_BATCH } from './class-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('booking queue (group commit across classes)', () => {
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
    const queue = createGatheringQueue({ lanes: 1 });
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

  it('waits while the server keeps accepting connections, one a turn, and runs their bookings together', async () => {
    let connections = 0;
    const queue = createGatheringQueue({ lanes: 1, connections: () => connections });
    const { seen, runBatch } = groups();
    queue.push(7, 1, runBatch);
    // A crowd connecting at once: Node lets one connection in a turn, its request read the next.
    for (let member = 2; member <= 5; member++) {
      connections++;
      await tick();
      expect(seen).toHaveLength(0);
      queue.push(7, member, runBatch);
    }
    await tick();
    expect(seen.map((g) => g.batches)).toEqual([[[7, [1, 2, 3, 4, 5]]]]);
  });

  it(`puts at most ${MAX_BATCH} bookings in one batch, and a class left over goes to the back of the line`, async () => {
    const queue = createGatheringQueue({ lanes: 1 });
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
  it('runs a booking alone after one turn, and takes what arrived meanwhile together, in arrival order', async () => {
    const queue = createGatheringQueue({ lanes: 4 });
    const { seen, runBatch } = groups();
    queue.push(7, 1, runBatch);
    await tick();
    expect(seen.map((g) => g.batches)).toEqual([[[7, [1]]]]);
    for (const job of [2, 3, 4]) queue.push(7, job, runBatch);
    await tick();
    // Class 7 is held by the first batch: its bookings wait for it, in no other lane.
    expect(seen).toHaveLength(1);
    expect(queue.queued(7)).toBe(3);
    seen[0]?.finish();
    await tick();
    await tick();
    expect(seen.map((g) => g.batches)[1]).toEqual([[7, [2, 3, 4]]]);
  });

  it('runs other classes beside a batch that holds one, up to the lanes given', async () => {
    const queue = createGatheringQueue({ lanes: 2 });
    const { seen, runBatch } = groups();
    queue.push(7, 1, runBatch);
    await tick();
    queue.push(8, 2, runBatch);
    queue.push(9, 3, runBatch);
    await tick();
    // Two lanes: the second batch takes both classes that came while the first ran.
    expect(seen.map((g) => g.batches)).toEqual([
      [[7, [1]]],
      [
        [8, [2]],
        [9, [3]],
      ],
    ]);
    queue.push(10, 4, runBatch);
    await tick();
    expect(seen).toHaveLength(2);
    seen[1]?.finish();
    await tick();
    await tick();
    expect(seen.map((g) => g.batches)[2]).toEqual([[10, [4]]]);
  });

  it('goes on after a batch that failed', async () => {
    const queue = createGatheringQueue({ lanes: 4 });
    const seen: number[][] = [];
    const failing = async ([batch]: ClassJobs<number>[]) => {
      seen.push(batch?.jobs ?? []);
      throw new Error('lost connection');
    };
    queue.push(7, 1, failing);
    await tick();
    queue.push(7, 2, failing);
    await tick();
    await tick();
    expect(seen).toEqual([[1], [2]]);
  });
});
