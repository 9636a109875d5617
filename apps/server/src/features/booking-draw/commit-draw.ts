import { randomBytes } from 'node:crypto';
import { type DrawWindow, drawCommitment } from '@boxbook/domain';
import type { DbOrTx } from '../../infra/db/client';
import { draws } from '../../infra/db/schema';

/**
 * Fixes a class's draw before anyone enters it: a seed of 32 random bytes, kept secret until the
 * draw, and its SHA-256, published at once (GET /api/classes/{id}/draw). The first commitment
 * stands: a second one, from another process or a later look, changes nothing.
 */
export async function commitDraw(db: DbOrTx, classId: number, window: DrawWindow): Promise<void> {
  const seed = randomBytes(32).toString('hex');
  await db
    .insert(draws)
    .values({ classId, seed, seedHash: drawCommitment(seed), opensAt: window.opensAt, endsAt: window.endsAt })
    .onConflictDoNothing();
}
