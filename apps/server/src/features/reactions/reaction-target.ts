import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { scoreSettings, scores, wods } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';

/** The score a reaction is for, with its owner and the whiteboard (day) it is on. */
export interface ReactionTarget {
  scoreId: number;
  ownerId: number;
  date: string;
}

/**
 * A score others may react to: on the whiteboard (its owner shows their scores) and its owner has
 * not turned reactions off. A score not on the whiteboard does not exist for others; one whose
 * owner turned reactions off is refused as `reactions_off`. The owner's settings row is locked, so
 * a reaction and turning reactions off do not cross.
 */
export async function reactionTarget(tx: Tx, scoreId: number): Promise<ReactionTarget> {
  const [row] = await tx
    .select({ ownerId: scores.userId, date: wods.when, settings: scoreSettings })
    .from(scores)
    .innerJoin(wods, eq(wods.id, scores.wodId))
    .innerJoin(
      scoreSettings,
      and(eq(scoreSettings.userId, scores.userId), eq(scoreSettings.showOnWhiteboard, true)),
    )
    .where(eq(scores.id, scoreId))
    .for('share', { of: scoreSettings });
  if (!row) throw notFound('Score');
  if (row.settings.reactionsOff) throw new AppError('reactions_off', 'Its owner turned reactions off');
  return { scoreId, ownerId: row.ownerId, date: String(row.date).slice(0, 10) };
}
