import type { Benchmark, BenchmarkInput } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { benchmarks, scores } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';

/** Whether PostgreSQL refused a write for a unique constraint (SQLSTATE 23505), through Drizzle's wrapping. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** A name is the box's way to say which benchmark: each is unique in its language. */
async function guardNames<T>(tx: Tx, input: BenchmarkInput, write: (inner: Tx) => Promise<T>): Promise<T> {
  try {
    // The savepoint keeps the caller's transaction usable when a name is taken.
    return await tx.transaction(write);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('benchmark_exists', `A benchmark is called ${input.nameEs} already`, {
      field: 'nameEs',
      params: { name: input.nameEs },
    });
  }
}

export function createBenchmark(tx: Tx, input: BenchmarkInput): Promise<Benchmark> {
  return guardNames(tx, input, async (inner) => {
    const [row] = await inner.insert(benchmarks).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/**
 * Changes a benchmark's names, description or category. Its results stay with it; WODs already
 * programmed keep the lines they were given.
 */
export function updateBenchmark(
  tx: Tx,
  { id, input }: { id: number; input: BenchmarkInput },
): Promise<Benchmark> {
  return guardNames(tx, input, async (inner) => {
    const [current] = await inner.select().from(benchmarks).where(eq(benchmarks.id, id));
    if (!current) throw notFound('Benchmark');
    if (current.score !== input.score && (await hasResults(inner, id)))
      throw new AppError('benchmark_in_use', 'Members logged results on it: its score stays', {
        field: 'score',
      });
    const [row] = await inner.update(benchmarks).set(input).where(eq(benchmarks.id, id)).returning();
    if (!row) throw notFound('Benchmark');
    return row;
  });
}

/** A benchmark with results is kept: deleting it would take the members' history with it. */
export async function deleteBenchmark(tx: Tx, id: number): Promise<void> {
  if (await hasResults(tx, id))
    throw new AppError('benchmark_in_use', 'Members logged results on it: it stays in the library');
  const [row] = await tx.delete(benchmarks).where(eq(benchmarks.id, id)).returning({ id: benchmarks.id });
  if (!row) throw notFound('Benchmark');
}

async function hasResults(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: scores.id }).from(scores).where(eq(scores.benchmarkId, id)).limit(1);
  return Boolean(row);
}
