import { randomUUID } from 'node:crypto';
import {
  type Wod,
  type WorkoutBlock,
  type WorkoutBlockInput,
  walkBlocks,
  withBlockIds,
} from '@boxbook/domain';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { scores, wods } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { applyBenchmarkLinks, relinkScores } from './benchmark-links';
import { isUniqueViolation } from './db-errors';
import { toWod } from './wod-rows';

const newBlockId = () => randomUUID().slice(0, 8);
const taken = (when: string) =>
  new AppError('wod_exists', `There is a WOD on ${when} already`, { field: 'when', params: { when } });

/** Creates the WOD of a date; one per date (edit the existing one instead). */
export async function createWod(tx: Tx, input: { when: string; wbs: WorkoutBlockInput[] }): Promise<Wod> {
  const blocks = withBlockIds(input.wbs, newBlockId);
  await applyBenchmarkLinks(tx, blocks);
  const [row] = await tx
    .insert(wods)
    .values({ when: input.when, wbs: blocks })
    .onConflictDoNothing({ target: wods.when })
    .returning();
  if (!row) throw taken(input.when);
  return toWod(row);
}

/**
 * Replaces a WOD's date and blocks. Scores stay with the blocks that keep their id and kind of
 * score; those of a block that went away or now asks for another kind of result are dropped.
 */
export async function updateWod(
  tx: Tx,
  { id, when, wbs }: { id: number; when: string; wbs: WorkoutBlockInput[] },
): Promise<Wod> {
  const [clash] = await tx
    .select({ id: wods.id })
    .from(wods)
    .where(and(eq(wods.when, when), ne(wods.id, id)));
  if (clash) throw taken(when);
  const blocks = withBlockIds(wbs, newBlockId);
  await applyBenchmarkLinks(tx, blocks);
  const row = await tx
    .update(wods)
    .set({ when, wbs: blocks })
    .where(eq(wods.id, id))
    .returning()
    .then((rows) => rows[0])
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken(when) : error;
    });
  if (!row) throw notFound('WOD');
  await dropOrphanScores(tx, id, blocks);
  await relinkScores(tx, id, blocks);
  return toWod(row);
}

async function dropOrphanScores(tx: Tx, wodId: number, blocks: WorkoutBlock[]): Promise<void> {
  const scored = walkBlocks(blocks).filter(([block]) => block.score);
  await tx.delete(scores).where(
    and(
      eq(scores.wodId, wodId),
      scored.length
        ? notInArray(
            scores.blockId,
            scored.map(([b]) => b.id),
          )
        : undefined,
    ),
  );
  for (const [block] of scored)
    await tx
      .delete(scores)
      .where(
        and(eq(scores.wodId, wodId), eq(scores.blockId, block.id), ne(scores.kind, block.score ?? 'time')),
      );
}

/** Deletes a WOD and, with it, its scores. */
export async function deleteWod(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.delete(wods).where(eq(wods.id, id)).returning({ id: wods.id });
  if (!row) throw notFound('WOD');
}
