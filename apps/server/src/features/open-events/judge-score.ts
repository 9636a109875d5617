import type { OpenJudgementInput, OpenPendingScore, OpenScore } from '@boxbook/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { openRegistrations, openScores, openWorkouts, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { boardName } from './board-name';
import { toScore } from './open-event-rows';

/**
 * A judge (trainer or admin) validates a score, or rejects it with a reason. A judge never judges
 * their own score: another one does (docs/decisions.md, "The in-house Open").
 */
export async function judgeScore(
  tx: UnitOfWork,
  { judgeId, scoreId, input }: { judgeId: number; scoreId: number; input: OpenJudgementInput },
): Promise<OpenScore> {
  const [found] = await tx
    .select({
      userId: openScores.userId,
      eventId: openWorkouts.eventId,
      status: openScores.status,
      rejectReason: openScores.rejectReason,
    })
    .from(openScores)
    .innerJoin(openWorkouts, eq(openWorkouts.id, openScores.workoutId))
    .where(eq(openScores.id, scoreId))
    .for('update', { of: openScores });
  if (!found) throw notFound('Score');
  if (found.userId === judgeId)
    throw new AppError('open_own_score', 'Another judge validates your own score');
  const [row] = await tx
    .update(openScores)
    .set({
      status: input.verdict,
      rejectReason: input.verdict === 'REJECTED' ? input.reason : null,
      judgeId,
      judgedAt: sql`now()`,
    })
    .where(eq(openScores.id, scoreId))
    .returning();
  if (!row) throw notFound('Score');
  // The verdict concerns the athlete: it shows in their own audit trail too.
  await recordAudit(tx, {
    by: judgeId,
    action: 'open.score.judge',
    userId: found.userId,
    before: { openScore: scoreId, status: found.status, rejectReason: found.rejectReason },
    after: { openScore: scoreId, status: row.status, rejectReason: row.rejectReason },
  });
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId: found.eventId });
  return toScore(row);
}

/**
 * The event's scores waiting for this judge, oldest first: their own are left out, since another
 * judge validates those (`judgeScore` refuses them).
 */
export async function findPending(
  db: DbOrTx,
  { eventId, judgeId }: { eventId: number; judgeId: number },
): Promise<OpenPendingScore[]> {
  const rows = await db
    .select({
      score: openScores,
      name: users.name,
      surname: users.surname,
      workout: { ca: openWorkouts.nameCa, es: openWorkouts.nameEs },
      registration: openRegistrations,
    })
    .from(openScores)
    .innerJoin(openWorkouts, eq(openWorkouts.id, openScores.workoutId))
    .innerJoin(users, eq(users.id, openScores.userId))
    .innerJoin(
      openRegistrations,
      and(
        eq(openRegistrations.eventId, openWorkouts.eventId),
        eq(openRegistrations.userId, openScores.userId),
      ),
    )
    .where(
      and(
        eq(openWorkouts.eventId, eventId),
        eq(openScores.status, 'PENDING'),
        ne(openScores.userId, judgeId),
      ),
    )
    .orderBy(asc(openScores.updatedAt), asc(openScores.id));
  return rows.map((r) => ({
    ...toScore(r.score),
    athlete: boardName(r.name, r.surname),
    workoutName: r.workout,
    division: { level: r.registration.level, sex: r.registration.sex, ageGroup: r.registration.ageGroup },
  }));
}
