import { personalBestOf } from '@boxbook/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { movementRecords } from '../../infra/db/schema';

/** One user's records of one movement: what every function here works on. */
export interface UserMovement {
  userId: number;
  movementId: number;
}

const ofUserMovement = ({ userId, movementId }: UserMovement) =>
  and(eq(movementRecords.userId, userId), eq(movementRecords.movementId, movementId));

/**
 * Serialises every change to one user's records of one movement, so two saves at once cannot
 * both crown their own record (the two-key advisory lock space is ours alone).
 */
export async function lockUserMovement(tx: Tx, { userId, movementId }: UserMovement): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int4, ${movementId}::int4)`);
}

/** The value of the current personal best, or null without records. */
export async function currentBest(tx: Tx, of: UserMovement): Promise<number | null> {
  const [row] = await tx
    .select({ value: movementRecords.value })
    .from(movementRecords)
    .where(and(ofUserMovement(of), eq(movementRecords.rm, true)));
  return row?.value ?? null;
}

/**
 * Moves the RM flag to the record that is the best now (personalBestOf), after any add, raise,
 * lower or delete. The old flag goes first: the unique index allows one flagged record at a time.
 */
export async function settlePersonalBest(tx: Tx, of: UserMovement): Promise<void> {
  const records = await tx
    .select({ id: movementRecords.id, when: movementRecords.when, value: movementRecords.value })
    .from(movementRecords)
    .where(ofUserMovement(of));
  const best = personalBestOf(records);
  await tx
    .update(movementRecords)
    .set({ rm: false })
    .where(
      and(
        ofUserMovement(of),
        eq(movementRecords.rm, true),
        best ? ne(movementRecords.id, best.id) : undefined,
      ),
    );
  if (best) await tx.update(movementRecords).set({ rm: true }).where(eq(movementRecords.id, best.id));
}
