import {
  lowersDayRecord,
  type MovementRecordInput,
  mayDeleteLiftRecord,
  type SavedMovementRecord,
  STAFF,
} from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { movementRecords, movements, users } from '../../infra/db/schema';
import { AppError, forbidden, notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { actsFor, assertSelfOr } from '../../infra/http/caller';
import { currentBest, lockUserMovement, settlePersonalBest } from './personal-bests';
import { selectRecords } from './record-rows';

/**
 * Saves the value of a day (`POST /api/movementRecords/createOrUpdate`): one record per user,
 * movement and day, so a second save that day replaces the first, a lower one only when the member
 * said so (`replace`). A member saves only their own; the day cannot be after today at the box;
 * reps are whole. The personal-best flag follows the change.
 */
export async function saveMovementRecord(
  tx: Tx,
  { by, input, today }: { by: AccessClaims; input: MovementRecordInput; today: string },
): Promise<SavedMovementRecord> {
  assertSelfOr(by, input.user, ...STAFF);
  if (input.when > today)
    throw new AppError('future_date', `when: ${input.when} is after today (${today})`, { field: 'when' });
  const [movement] = await tx
    .select({ id: movements.id, unit: movements.unit })
    .from(movements)
    .where(eq(movements.id, input.movement));
  if (!movement) throw new AppError('not_found', 'Movement not found', { field: 'movement' });
  if (movement.unit === 'reps' && !Number.isInteger(input.value))
    throw new AppError('validation', 'value: repetitions are whole', { field: 'value' });
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user));
  if (!user) throw new AppError('not_found', 'User not found', { field: 'user' });

  const of = { userId: input.user, movementId: input.movement };
  await lockUserMovement(tx, of);
  const previousBest = await currentBest(tx, of);
  const [day] = await tx
    .select({ value: movementRecords.value })
    .from(movementRecords)
    .where(
      and(
        eq(movementRecords.userId, input.user),
        eq(movementRecords.movementId, input.movement),
        eq(movementRecords.when, input.when),
      ),
    );
  if (!input.replace && lowersDayRecord(day?.value ?? null, input.value))
    throw new AppError('movement_record_lower', `${input.when} already holds ${day?.value}`, {
      params: { value: day?.value ?? 0, when: input.when },
    });
  const [row] = await tx
    .insert(movementRecords)
    .values({ userId: input.user, movementId: input.movement, when: input.when, value: input.value })
    .onConflictDoUpdate({
      target: [movementRecords.userId, movementRecords.movementId, movementRecords.when],
      set: { value: input.value },
    })
    .returning({ id: movementRecords.id });
  if (!row) throw new Error('upsert returned no row');
  await settlePersonalBest(tx, of);
  const [saved] = await selectRecords(tx, eq(movementRecords.id, row.id));
  if (!saved) throw new Error('saved record not found');
  return { ...saved, previousBest };
}

/** Deletes a record (the member's own, or any for an admin); if it was the best, the next best becomes the RM. */
export async function deleteMovementRecord(
  tx: Tx,
  { by, id }: { by: AccessClaims; id: number },
): Promise<void> {
  const [record] = await tx.select().from(movementRecords).where(eq(movementRecords.id, id));
  if (!record) throw notFound('Movement record');
  // A guardian keeps a dependent's lift history as the dependent would (docs/product.md, Households).
  const acting = actsFor(by, record.userId);
  if (!acting && !mayDeleteLiftRecord({ id: by.userId, roles: by.roles }, record.userId)) throw forbidden();
  const of = { userId: record.userId, movementId: record.movementId };
  await lockUserMovement(tx, of);
  const [gone] = await tx
    .delete(movementRecords)
    .where(eq(movementRecords.id, id))
    .returning({ id: movementRecords.id });
  if (!gone) throw notFound('Movement record');
  await settlePersonalBest(tx, of);
}
