import type { ScoreReactions } from '@boxbook/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { scoreBumps, scoreComments, scores, users, wods } from '../../infra/db/schema';

/** "Laia P.": enough for the box to recognise each other, no full surname on the wall. */
export const boardName = (name: string, surname: string) =>
  surname ? `${name} ${surname.charAt(0).toUpperCase()}.` : name;

/**
 * The reactions of whiteboard scores as `viewerId` sees them (their own bump), in two statements
 * for the whole board. `off` holds the scores whose owner turned reactions off: they get null.
 */
export async function findReactions(
  db: DbOrTx,
  { scoreIds, off, viewerId }: { scoreIds: number[]; off: ReadonlySet<number>; viewerId: number },
): Promise<Map<number, ScoreReactions>> {
  const shown = scoreIds.filter((id) => !off.has(id));
  const result = new Map<number, ScoreReactions>(scoreIds.map((id) => [id, null]));
  if (shown.length === 0) return result;
  const bumps = await db
    .select({
      scoreId: scoreBumps.scoreId,
      bumps: sql<number>`count(*)::int`,
      bumped: sql<boolean>`bool_or(${scoreBumps.userId} = ${viewerId})`,
    })
    .from(scoreBumps)
    .where(inArray(scoreBumps.scoreId, shown))
    .groupBy(scoreBumps.scoreId);
  const comments = await db
    .select({ comment: scoreComments, name: users.name, surname: users.surname })
    .from(scoreComments)
    .innerJoin(users, eq(users.id, scoreComments.userId))
    .where(inArray(scoreComments.scoreId, shown))
    .orderBy(asc(scoreComments.id));
  for (const id of shown) {
    const bump = bumps.find((b) => b.scoreId === id);
    result.set(id, {
      bumps: bump?.bumps ?? 0,
      bumped: bump?.bumped ?? false,
      comments: comments
        .filter((row) => row.comment.scoreId === id)
        .map(({ comment, name, surname }) => ({
          id: comment.id,
          scoreId: id,
          user: { id: comment.userId, name: boardName(name, surname) },
          body: comment.body,
          createdAt: comment.createdAt.toISOString(),
        })),
    });
  }
  return result;
}

/** The whiteboard day a score is on, for the live nudge after a comment is removed. */
export async function whiteboardDateOf(db: DbOrTx, scoreId: number): Promise<string> {
  const [row] = await db
    .select({ when: wods.when })
    .from(scores)
    .innerJoin(wods, and(eq(wods.id, scores.wodId)))
    .where(eq(scores.id, scoreId));
  return String(row?.when ?? '').slice(0, 10);
}
