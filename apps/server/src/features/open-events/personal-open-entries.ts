import { openResultSchema, type PersonalData } from '@boxbook/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { openEvents, openRegistrations, openScores, openWorkouts } from '../../infra/db/schema';

/**
 * The member's part of the in-house Opens for their personal-data download: each event they
 * entered (newest first) with its division, and their scores with the judge's verdict. Nobody
 * else's scores, nor who judged (a trainer's identity is theirs, not the member's).
 */
export async function personalOpenEntries(db: DbOrTx, userId: number): Promise<PersonalData['openEntries']> {
  const [entries, scores] = await Promise.all([
    db
      .select({ registration: openRegistrations, event: openEvents })
      .from(openRegistrations)
      .innerJoin(openEvents, eq(openEvents.id, openRegistrations.eventId))
      .where(eq(openRegistrations.userId, userId))
      .orderBy(desc(openEvents.startsOn), desc(openEvents.id)),
    db
      .select({ score: openScores, workout: openWorkouts })
      .from(openScores)
      .innerJoin(openWorkouts, eq(openWorkouts.id, openScores.workoutId))
      .where(eq(openScores.userId, userId))
      .orderBy(asc(openWorkouts.position), asc(openWorkouts.id)),
  ]);
  return entries.map(({ registration, event }) => ({
    nameCa: event.nameCa,
    nameEs: event.nameEs,
    startsOn: event.startsOn,
    division: { level: registration.level, sex: registration.sex, ageGroup: registration.ageGroup },
    scores: scores
      .filter(({ workout }) => workout.eventId === event.id)
      .map(({ score, workout }) => ({
        nameCa: workout.nameCa,
        nameEs: workout.nameEs,
        result: openResultSchema.parse(score.result),
        tiebreakSeconds: score.tiebreakSeconds,
        status: score.status,
        rejectReason: score.rejectReason,
      })),
  }));
}
