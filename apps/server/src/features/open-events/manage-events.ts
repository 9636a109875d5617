import type { OpenEvent, OpenEventInput, OpenWorkout, OpenWorkoutInput } from '@boxbook/domain';
import { eq, max } from 'drizzle-orm';
import { openEvents, openWorkouts } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { findEvent, toWorkout } from './open-event-rows';

/** Staff create an event; its workouts come one by one after. */
export async function createEvent(tx: UnitOfWork, input: OpenEventInput): Promise<OpenEvent> {
  const [row] = await tx.insert(openEvents).values(input).returning({ id: openEvents.id });
  if (!row) throw new Error('insert returned no row');
  return findEvent(tx, row.id);
}

/** Names, dates, and opening or closing registration. */
export async function updateEvent(
  tx: UnitOfWork,
  { id, input }: { id: number; input: OpenEventInput },
): Promise<OpenEvent> {
  const [row] = await tx
    .update(openEvents)
    .set(input)
    .where(eq(openEvents.id, id))
    .returning({ id: openEvents.id });
  if (!row) throw notFound('Event');
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId: id });
  return findEvent(tx, id);
}

/** A new workout goes after the event's others. */
export async function addWorkout(
  tx: UnitOfWork,
  { eventId, input }: { eventId: number; input: OpenWorkoutInput },
): Promise<OpenWorkout> {
  const [event] = await tx
    .select({ id: openEvents.id })
    .from(openEvents)
    .where(eq(openEvents.id, eventId))
    .for('update');
  if (!event) throw notFound('Event');
  const [last] = await tx
    .select({ position: max(openWorkouts.position) })
    .from(openWorkouts)
    .where(eq(openWorkouts.eventId, eventId));
  const [row] = await tx
    .insert(openWorkouts)
    .values({ eventId, position: (last?.position ?? 0) + 1, ...input })
    .returning();
  if (!row) throw new Error('insert returned no row');
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId });
  return toWorkout(row);
}

/** Changes a workout, typically opening or closing it for scores. */
export async function updateWorkout(
  tx: UnitOfWork,
  { id, input }: { id: number; input: OpenWorkoutInput },
): Promise<OpenWorkout> {
  const [row] = await tx.update(openWorkouts).set(input).where(eq(openWorkouts.id, id)).returning();
  if (!row) throw notFound('Workout');
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId: row.eventId });
  return toWorkout(row);
}
