import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { activities, classes, plans, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';

export type ClassRow = typeof classes.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/**
 * Locks the class row for the rest of the transaction. Every change to a class's entries takes
 * this lock FIRST and users' rows after it (DESIGN.md 3), so bookings of one class run one after
 * another and each sees the counts the previous one committed.
 */
export async function lockClass(tx: Tx, classId: number): Promise<{ cls: ClassRow; activity: ActivityRow }> {
  const [row] = await tx
    .select({ cls: classes, activity: activities })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(classes.id, classId))
    .for('update', { of: classes });
  if (!row) throw notFound('Class');
  return row;
}

/** Locks a user's row: their balance and plan allowance cannot be spent twice at the same time. */
export async function lockUser(tx: Tx, userId: number): Promise<{ user: UserRow; plan: PlanRow | null }> {
  const [row] = await tx
    .select({ user: users, plan: plans })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  if (!row) throw notFound('User');
  return row;
}

/** A booking refused for a business reason: 409 with a stable code the app translates. */
export const refuse = (code: string, message: string) => new AppError(409, code, message);
