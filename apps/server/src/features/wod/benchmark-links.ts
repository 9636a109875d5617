import { type WorkoutBlock, walkBlocks } from '@boxbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { benchmarks, scores } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

/**
 * A block linked to a benchmark is scored as the benchmark is (docs/product.md, Benchmark
 * workouts), whatever the request said; a link to a benchmark that is not in the library is refused.
 * Changes the freshly built tree in place.
 */
export async function applyBenchmarkLinks(tx: Tx, blocks: WorkoutBlock[]): Promise<void> {
  const linked = walkBlocks(blocks).filter(([block]) => block.benchmarkId);
  if (linked.length === 0) return;
  const ids = [...new Set(linked.map(([block]) => block.benchmarkId as number))];
  const rows = await tx
    .select({ id: benchmarks.id, score: benchmarks.score })
    .from(benchmarks)
    .where(inArray(benchmarks.id, ids));
  const scoreOf = new Map(rows.map((row) => [row.id, row.score]));
  for (const [block] of linked) {
    const score = scoreOf.get(block.benchmarkId as number);
    if (!score) throw new AppError('not_found', `Benchmark ${block.benchmarkId} not found`, { field: 'wbs' });
    block.score = score;
  }
}

/** After an edit, the scores of each block follow the block's benchmark (or lose it). */
export async function relinkScores(tx: Tx, wodId: number, blocks: WorkoutBlock[]): Promise<void> {
  for (const [block] of walkBlocks(blocks).filter(([b]) => b.score))
    await tx
      .update(scores)
      .set({ benchmarkId: block.benchmarkId ?? null })
      .where(and(eq(scores.wodId, wodId), eq(scores.blockId, block.id)));
}
