import { type Score, STAFF } from '@boxbook/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { scores, wods } from '../../infra/db/schema';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { toScore } from './score-rows';
import { blockName, blocksById } from './wod-blocks';

/** The newest scores shown in a history; older ones stay stored. */
const HISTORY_LIMIT = 200;

/** A member's scores, newest WOD first (the caller's own unless staff name another member). */
export async function findScores(
  db: DbOrTx,
  by: AccessClaims,
  filters: { user?: number | undefined; wod?: number | undefined },
): Promise<Score[]> {
  const userId = filters.user ?? by.userId;
  assertSelfOr(by, userId, ...STAFF);
  const rows = await db
    .select({ score: scores, when: wods.when, wbs: wods.wbs })
    .from(scores)
    .innerJoin(wods, eq(wods.id, scores.wodId))
    .where(and(eq(scores.userId, userId), filters.wod ? eq(scores.wodId, filters.wod) : undefined))
    .orderBy(desc(wods.when), desc(scores.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) =>
    toScore(row.score, { when: row.when, blockTitle: blockName(blocksById(row.wbs).get(row.score.blockId)) }),
  );
}
