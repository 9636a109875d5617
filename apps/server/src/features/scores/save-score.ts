import { type Score, type ScoreInput, STAFF } from '@boxbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { benchmarks, scores, wods } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { columnsOf, toScore } from './score-rows';
import { blockName, blocksById } from './wod-blocks';

/**
 * Logs (or corrects) a member's result for one block of a WOD: one per member and block. The
 * block must ask for a score, of the same kind, and the WOD's day must have come at the box. A
 * score on a block linked to a benchmark counts for that benchmark.
 */
export async function saveScore(
  tx: Tx,
  { by, input, today }: { by: AccessClaims; input: ScoreInput; today: string },
): Promise<Score> {
  assertSelfOr(by, input.userId, ...STAFF);
  const [wod] = await tx.select().from(wods).where(eq(wods.id, input.wodId));
  if (!wod) throw new AppError('not_found', 'WOD not found', { field: 'wodId' });
  if (wod.when > today)
    throw new AppError('wod_not_started', `The WOD of ${wod.when} has not happened yet`, {
      params: { when: wod.when },
    });
  const found = blocksById(wod.wbs).get(input.blockId);
  if (!found) throw new AppError('not_found', 'Block not found in this WOD', { field: 'blockId' });
  if (!found.block.score)
    throw new AppError('block_not_scored', `Block ${found.label} takes no score`, { field: 'blockId' });
  if (found.block.score !== input.result.kind)
    throw new AppError('score_kind_mismatch', `Block ${found.label} is scored by ${found.block.score}`, {
      field: 'result.kind',
      params: { kind: found.block.score },
    });

  const values = {
    division: input.division,
    note: input.note,
    benchmarkId: await linkedBenchmark(tx, found.block.benchmarkId),
    ...columnsOf(input.result),
  };
  const [row] = await tx
    .insert(scores)
    .values({ userId: input.userId, wodId: wod.id, blockId: input.blockId, ...values })
    .onConflictDoUpdate({
      target: [scores.userId, scores.wodId, scores.blockId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return toScore(row, { when: wod.when, blockTitle: blockName(found) });
}

/** The benchmark a block names, if it is still in the library (docs/product.md, Benchmark workouts). */
async function linkedBenchmark(tx: Tx, id: number | null | undefined): Promise<number | null> {
  if (!id) return null;
  const [row] = await tx.select({ id: benchmarks.id }).from(benchmarks).where(eq(benchmarks.id, id));
  return row?.id ?? null;
}

export async function deleteScore(tx: Tx, { by, id }: { by: AccessClaims; id: number }): Promise<void> {
  const [row] = await tx.select({ userId: scores.userId }).from(scores).where(eq(scores.id, id));
  if (!row) throw notFound('Score');
  assertSelfOr(by, row.userId, ...STAFF);
  await tx.delete(scores).where(eq(scores.id, id));
}
