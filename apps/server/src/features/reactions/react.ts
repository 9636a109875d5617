import { SCORE_COMMENT_MAX, type ScoreComment, STAFF } from '@boxbook/domain';
import { and, count, eq } from 'drizzle-orm';
import { scoreBumps, scoreComments, users } from '../../infra/db/schema';
import { AppError, forbidden, notFound } from '../../infra/http/app-error';
import { type AccessClaims, hasRole } from '../../infra/http/caller';
import { queuePush } from '../../infra/push/push-outbox';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { boardName, whiteboardDateOf } from './find-reactions';
import { reactionTarget } from './reaction-target';

/**
 * Gives a fist bump to a score, or takes it back (one per member per score). Giving one tells the
 * score's owner (notifications list and push); both update the day's whiteboard live.
 */
export async function toggleBump(
  tx: UnitOfWork,
  { by, scoreId }: { by: number; scoreId: number },
): Promise<{ bumped: boolean; bumps: number }> {
  const target = await reactionTarget(tx, scoreId);
  if (target.ownerId === by) throw new AppError('forbidden', 'A fist bump is for someone else');
  const removed = await tx
    .delete(scoreBumps)
    .where(and(eq(scoreBumps.scoreId, scoreId), eq(scoreBumps.userId, by)))
    .returning({ scoreId: scoreBumps.scoreId });
  const bumped = removed.length === 0;
  if (bumped) {
    await tx.insert(scoreBumps).values({ scoreId, userId: by }).onConflictDoNothing();
    await queuePush(tx, {
      userId: target.ownerId,
      kind: 'score_bump',
      params: { scoreId, byUserId: by },
      topic: `score-bump-${scoreId}`,
    });
  }
  const [row] = await tx.select({ n: count() }).from(scoreBumps).where(eq(scoreBumps.scoreId, scoreId));
  publishOnCommit(tx, { kind: 'whiteboard', date: target.date });
  return { bumped, bumps: row?.n ?? 0 };
}

/**
 * A short comment on a score, trimmed: nothing left is `comment_empty`, more than
 * SCORE_COMMENT_MAX characters `comment_too_long`. Tells the owner unless they wrote it.
 */
export async function addComment(
  tx: UnitOfWork,
  { by, scoreId, body }: { by: number; scoreId: number; body: string },
): Promise<ScoreComment> {
  const text = body.trim();
  if (!text) throw new AppError('comment_empty', 'The comment is empty', { field: 'body' });
  if ([...text].length > SCORE_COMMENT_MAX)
    throw new AppError('comment_too_long', 'The comment is too long', {
      field: 'body',
      params: { max: SCORE_COMMENT_MAX },
    });
  const target = await reactionTarget(tx, scoreId);
  const [comment] = await tx.insert(scoreComments).values({ scoreId, userId: by, body: text }).returning();
  if (!comment) throw new Error('comment not inserted');
  if (target.ownerId !== by)
    await queuePush(tx, {
      userId: target.ownerId,
      kind: 'score_comment',
      params: { scoreId, commentId: comment.id, byUserId: by },
    });
  publishOnCommit(tx, { kind: 'whiteboard', date: target.date });
  const [author] = await tx
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, by));
  return {
    id: comment.id,
    scoreId,
    user: { id: by, name: author ? boardName(author.name, author.surname) : '' },
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** Staff remove a comment (kept in the audit log); its author may take their own back. */
export async function deleteComment(
  tx: UnitOfWork,
  { by, commentId }: { by: AccessClaims; commentId: number },
): Promise<void> {
  const [comment] = await tx.select().from(scoreComments).where(eq(scoreComments.id, commentId));
  if (!comment) throw notFound('Comment');
  const staff = hasRole(by, ...STAFF);
  if (!staff && comment.userId !== by.userId) throw forbidden();
  await tx.delete(scoreComments).where(eq(scoreComments.id, commentId));
  if (staff && comment.userId !== by.userId)
    await recordAudit(tx, {
      by: by.userId,
      action: 'score_comment.delete',
      userId: comment.userId,
      before: { commentId, scoreId: comment.scoreId, body: comment.body },
    });
  publishOnCommit(tx, { kind: 'whiteboard', date: await whiteboardDateOf(tx, comment.scoreId) });
}
