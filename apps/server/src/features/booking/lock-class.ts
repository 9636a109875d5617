import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { activities, classes } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { type ClassWithActivity, coachColumn } from './class-view';

export type LockedClass = ClassWithActivity;

/**
 * Locks the class row for the rest of the transaction. Every change to a class's users takes
 * this lock FIRST and members' rows after it (credits/lock-payer.ts), so the bookings of one
 * class run one after another and each sees the counts the previous one committed. A batch of
 * bookings (class-batch.ts) locks once and every booking in it gets the row without a round
 * trip: bookings change the class's users, never its row.
 */
export async function lockClass(tx: Tx, classId: number): Promise<LockedClass> {
  const [row] = await tx
    .select({ cls: classes, activity: activities, coach: coachColumn })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(classes.id, classId))
    .for('update', { of: classes });
  if (!row) throw notFound('Class');
  return row;
}

/**
 * Locks several classes in ONE statement, in id order, before any member: a batch of bookings of
 * several classes on the embedded database (class-queue.ts) pays one statement for them all
 * rather than one per class. A class not found is left out (its bookings answer 404 from lockClass).
 */
export async function lockClasses(tx: Tx, classIds: number[]): Promise<Map<number, LockedClass>> {
  const rows = await tx
    .select({ cls: classes, activity: activities, coach: coachColumn })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(sql`${classes.id} = any(${sql.param([...new Set(classIds)])}::int[])`)
    .orderBy(classes.id)
    .for('update', { of: classes });
  return new Map(rows.map((row) => [row.cls.id, row]));
}
