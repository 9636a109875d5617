import type { OpenScore, OpenScoreInput } from '@boxbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import { openRegistrations, openScores, openWorkouts } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { toScore } from './open-event-rows';

/**
 * A registered member enters (or corrects) their score for a workout while it is open. Every
 * entry waits for a judge again, so a validated score corrected is pending until judged anew.
 */
export async function enterScore(
  tx: UnitOfWork,
  { userId, workoutId, input }: { userId: number; workoutId: number; input: OpenScoreInput },
): Promise<OpenScore> {
  const [workout] = await tx.select().from(openWorkouts).where(eq(openWorkouts.id, workoutId));
  if (!workout) throw notFound('Workout');
  const [registered] = await tx
    .select({ userId: openRegistrations.userId })
    .from(openRegistrations)
    .where(and(eq(openRegistrations.eventId, workout.eventId), eq(openRegistrations.userId, userId)));
  if (!registered) throw new AppError('open_not_registered', 'Register in the event first');
  if (!workout.scoringOpen) throw new AppError('open_workout_closed', 'This workout takes no scores now');

  const { result, tiebreakSeconds } = input;
  const fits =
    workout.kind === 'time'
      ? result.kind === 'time' || result.kind === 'capped'
      : result.kind === workout.kind;
  if (!fits)
    throw new AppError('open_result_kind_mismatch', `This workout is scored by ${workout.kind}`, {
      field: 'result.kind',
      params: { kind: workout.kind },
    });
  if (result.kind === 'time' && workout.capSeconds !== null && result.seconds > workout.capSeconds)
    throw new AppError('open_over_cap', 'A time past the cap is entered as reps at the cap', {
      field: 'result.seconds',
      params: { capSeconds: workout.capSeconds },
    });
  if (tiebreakSeconds !== null && !workout.hasTiebreak)
    throw new AppError('open_tiebreak_not_asked', 'This workout has no tiebreak', {
      field: 'tiebreakSeconds',
    });

  const values = {
    result,
    tiebreakSeconds,
    status: 'PENDING' as const,
    rejectReason: null,
    judgeId: null,
    judgedAt: null,
  };
  const [row] = await tx
    .insert(openScores)
    .values({ workoutId, userId, ...values })
    .onConflictDoUpdate({
      target: [openScores.workoutId, openScores.userId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId: workout.eventId });
  return toScore(row);
}
