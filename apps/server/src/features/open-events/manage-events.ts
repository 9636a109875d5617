import type { OpenEvent, OpenEventInput, OpenWorkout, OpenWorkoutInput } from '@boxbook/domain';
import { eq, max } from 'drizzle-orm';
import { openEvents, openWorkouts } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { changedFields, recordAudit } from '../audit/record-audit';
import { findEvent, toWorkout } from './open-event-rows';

/*
 * Each staff change to an event or a workout leaves an audit entry (docs/product.md, Audit log),
 * written in the change's own transaction: `by` is the staff member who made it.
 */

/** Staff create an event; its workouts come one by one after. */
export async function createEvent(
  tx: UnitOfWork,
  { by, input }: { by: number; input: OpenEventInput },
): Promise<OpenEvent> {
  const [row] = await tx.insert(openEvents).values(input).returning({ id: openEvents.id });
  if (!row) throw new Error('insert returned no row');
  await recordAudit(tx, { by, action: 'open.event.create', after: { openEvent: row.id, ...input } });
  return findEvent(tx, row.id);
}

/** Names, dates, and opening or closing registration. */
export async function updateEvent(
  tx: UnitOfWork,
  { by, id, input }: { by: number; id: number; input: OpenEventInput },
): Promise<OpenEvent> {
  const [before] = await tx.select().from(openEvents).where(eq(openEvents.id, id)).for('update');
  if (!before) throw notFound('Event');
  const [row] = await tx
    .update(openEvents)
    .set(input)
    .where(eq(openEvents.id, id))
    .returning({ id: openEvents.id });
  if (!row) throw notFound('Event');
  const change = changedFields(before, input);
  if (change)
    await recordAudit(tx, {
      by,
      action: 'open.event.update',
      before: { openEvent: id, ...change.before },
      after: { openEvent: id, ...change.after },
    });
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId: id });
  return findEvent(tx, id);
}

/** A new workout goes after the event's others. */
export async function addWorkout(
  tx: UnitOfWork,
  { by, eventId, input }: { by: number; eventId: number; input: OpenWorkoutInput },
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
  await recordAudit(tx, {
    by,
    action: 'open.workout.create',
    after: { openEvent: eventId, openWorkout: row.id, ...input },
  });
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId });
  return toWorkout(row);
}

/** Changes a workout, typically opening or closing it for scores. */
export async function updateWorkout(
  tx: UnitOfWork,
  { by, id, input }: { by: number; id: number; input: OpenWorkoutInput },
): Promise<OpenWorkout> {
  const [before] = await tx.select().from(openWorkouts).where(eq(openWorkouts.id, id)).for('update');
  if (!before) throw notFound('Workout');
  const [row] = await tx.update(openWorkouts).set(input).where(eq(openWorkouts.id, id)).returning();
  if (!row) throw notFound('Workout');
  const change = changedFields(before, input);
  if (change)
    await recordAudit(tx, {
      by,
      action: 'open.workout.update',
      before: { openWorkout: id, ...change.before },
      after: { openWorkout: id, ...change.after },
    });
  publishOnCommit(tx, { kind: 'openLeaderboard', eventId: row.eventId });
  return toWorkout(row);
}
