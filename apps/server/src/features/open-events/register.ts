import { ageGroupFor, type OpenLevel, type OpenMyEntry } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { openEvents, openRegistrations, openScores, openWorkouts, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { toScore } from './open-event-rows';

/**
 * A member registers in an event, or changes level while registration is open. The division's sex
 * and age group come from their profile, the age as on the event's first day (see docs/product.md,
 * The in-house Open).
 */
export async function register(
  tx: UnitOfWork,
  { userId, eventId, level }: { userId: number; eventId: number; level: OpenLevel },
): Promise<OpenMyEntry> {
  const [event] = await tx.select().from(openEvents).where(eq(openEvents.id, eventId));
  if (!event) throw notFound('Event');
  if (!event.registrationOpen) throw new AppError('open_registration_closed', 'Registration is closed');
  const [user] = await tx
    .select({ sex: users.sex, birth: users.birth })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  if (!user.sex || !user.birth)
    throw new AppError('open_profile_incomplete', 'A division needs the sex and birth date of the profile');
  const ageGroup = ageGroupFor(user.birth, event.startsOn);
  if (!ageGroup) throw new AppError('open_too_young', 'Athletes must be 14 on the first day of the event');
  const division = { level, sex: user.sex, ageGroup };
  await tx
    .insert(openRegistrations)
    .values({ eventId, userId, ...division })
    .onConflictDoUpdate({ target: [openRegistrations.eventId, openRegistrations.userId], set: division });
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId });
  return { division, scores: await scoresOf(tx, eventId, userId) };
}

/** The caller's registration and every score of theirs, pending and rejected ones too. */
export async function findMyEntry(db: DbOrTx, eventId: number, userId: number): Promise<OpenMyEntry | null> {
  const [row] = await db
    .select()
    .from(openRegistrations)
    .where(and(eq(openRegistrations.eventId, eventId), eq(openRegistrations.userId, userId)));
  if (!row) return null;
  return {
    division: { level: row.level, sex: row.sex, ageGroup: row.ageGroup },
    scores: await scoresOf(db, eventId, userId),
  };
}

async function scoresOf(db: DbOrTx, eventId: number, userId: number) {
  const rows = await db
    .select({ score: openScores })
    .from(openScores)
    .innerJoin(openWorkouts, eq(openWorkouts.id, openScores.workoutId))
    .where(and(eq(openWorkouts.eventId, eventId), eq(openScores.userId, userId)))
    .orderBy(openWorkouts.position);
  return rows.map((r) => toScore(r.score));
}
