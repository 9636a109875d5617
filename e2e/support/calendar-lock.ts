import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Specs running at the same time (two workers, two projects) edit Monday's templates on the one
 * shared server; a read-modify-write of the whole day must not interleave, so it runs holding a
 * lock folder in the run's data folder (mkdir is atomic: only one caller creates it).
 */
export async function withCalendarLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'calendar.lock');
  const deadline = Date.now() + 30_000;
  while (
    !(await mkdir(lock).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('calendar lock not released');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
