import type { Benchmark } from '@boxbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { benchmarks } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

/** The library, the Girls first, then the Heroes, the Open and the box's own; by name within each. */
export async function findBenchmarks(db: DbOrTx): Promise<Benchmark[]> {
  const rows = await db.select().from(benchmarks).orderBy(asc(benchmarks.nameEs), asc(benchmarks.id));
  const order = { GIRL: 0, HERO: 1, OPEN: 2, BOX: 3 } as const;
  return rows.sort((a, b) => order[a.category] - order[b.category]);
}

export async function findBenchmark(db: DbOrTx, id: number): Promise<Benchmark> {
  const [row] = await db.select().from(benchmarks).where(eq(benchmarks.id, id));
  if (!row) throw notFound('Benchmark');
  return row;
}
