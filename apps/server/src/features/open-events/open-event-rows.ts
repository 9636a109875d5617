import { type OpenEvent, type OpenScore, type OpenWorkout, openResultSchema } from '@boxbook/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { openEvents, type openScores, openWorkouts } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

type WorkoutRow = typeof openWorkouts.$inferSelect;
type ScoreRow = typeof openScores.$inferSelect;

export const toWorkout = (row: WorkoutRow): OpenWorkout => ({
  id: row.id,
  eventId: row.eventId,
  position: row.position,
  nameCa: row.nameCa,
  nameEs: row.nameEs,
  descriptionCa: row.descriptionCa,
  descriptionEs: row.descriptionEs,
  kind: row.kind,
  capSeconds: row.capSeconds,
  hasTiebreak: row.hasTiebreak,
  scoringOpen: row.scoringOpen,
});

export const toScore = (row: ScoreRow): OpenScore => ({
  id: row.id,
  workoutId: row.workoutId,
  userId: row.userId,
  // Written only after the domain's schema parsed it; parsed again so a stored row can't lie.
  result: openResultSchema.parse(row.result),
  tiebreakSeconds: row.tiebreakSeconds,
  status: row.status,
  rejectReason: row.rejectReason,
});

/** The events, newest first, each with its workouts in order. */
export async function findEvents(db: DbOrTx, only?: number): Promise<OpenEvent[]> {
  const events = await db
    .select()
    .from(openEvents)
    .where(only ? eq(openEvents.id, only) : undefined)
    .orderBy(asc(openEvents.startsOn), asc(openEvents.id));
  if (events.length === 0) return [];
  const workouts = await db
    .select()
    .from(openWorkouts)
    .where(
      inArray(
        openWorkouts.eventId,
        events.map((e) => e.id),
      ),
    )
    .orderBy(asc(openWorkouts.position), asc(openWorkouts.id));
  return events.reverse().map((event) => ({
    id: event.id,
    nameCa: event.nameCa,
    nameEs: event.nameEs,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    registrationOpen: event.registrationOpen,
    workouts: workouts.filter((w) => w.eventId === event.id).map(toWorkout),
  }));
}

export async function findEvent(db: DbOrTx, id: number): Promise<OpenEvent> {
  const [event] = await findEvents(db, id);
  if (!event) throw notFound('Event');
  return event;
}
