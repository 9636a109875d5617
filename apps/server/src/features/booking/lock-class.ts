import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { inOpenSavepoint } from '../../infra/db/in-transaction';
import { type ActivityRow, activities, type ClassRow, classes } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

export interface LockedClass {
  cls: ClassRow;
  activity: ActivityRow;
}

/** The classes each transaction holds locked, outside any savepoint (so held until it ends). */
const held = new WeakMap<Tx, Map<number, LockedClass>>();

/**
 * Locks the class row for the rest of the transaction. Every change to a class's users takes
 * this lock FIRST and members' rows after it (credits/lock-payer.ts), so the bookings of one
 * class run one after another and each sees the counts the previous one committed. A batch of
 * bookings (run-booking.ts) locks once and every booking in it gets the row without a round
 * trip: bookings change the class's users, never its row.
 */
export async function lockClass(tx: Tx, classId: number): Promise<LockedClass> {
  const known = held.get(tx)?.get(classId);
  if (known) return known;
  const [row] = await tx
    .select({ cls: classes, activity: activities })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(classes.id, classId))
    .for('update', { of: classes });
  if (!row) throw notFound('Class');
  // A lock taken inside a savepoint goes if the savepoint is rolled back: only remember the others.
  if (!inOpenSavepoint(tx)) held.set(tx, (held.get(tx) ?? new Map()).set(classId, row));
  return row;
}

/** The class row changed under its lock (cancelled): the next lockClass of the transaction reads it afresh. */
export function forgetLockedClass(tx: Tx, classId: number): void {
  held.get(tx)?.delete(classId);
}
