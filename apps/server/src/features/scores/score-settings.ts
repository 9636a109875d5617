import type { ScoreSettings } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { scoreSettings, users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';

/** Whether a member shows their scores on the whiteboard: no until they say so. */
export async function findScoreSettings(
  db: DbOrTx,
  by: AccessClaims,
  userId: number,
): Promise<ScoreSettings> {
  assertSelfOr(by, userId, 'ADMIN');
  const [row] = await db.select().from(scoreSettings).where(eq(scoreSettings.userId, userId));
  return { showOnWhiteboard: row?.showOnWhiteboard ?? false, reactionsOff: row?.reactionsOff ?? false };
}

/** A member's own choice (an admin may change it for them, a trainer may not). */
export async function saveScoreSettings(
  tx: Tx,
  { by, userId, settings }: { by: AccessClaims; userId: number; settings: ScoreSettings },
): Promise<ScoreSettings> {
  assertSelfOr(by, userId, 'ADMIN');
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  await tx
    .insert(scoreSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: scoreSettings.userId, set: settings });
  return findScoreSettings(tx, by, userId);
}
