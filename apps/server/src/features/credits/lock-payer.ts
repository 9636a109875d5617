import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { type PlanRow, plans, type UserRow, users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

/** What a credit decision reads of a member: who they are, their balances and their plan's allowance. */
export interface CreditHolder {
  user: Pick<UserRow, 'id' | 'status' | 'roles' | 'balanceActivity' | 'balanceOpen'>;
  plan: Pick<PlanRow, 'activityCredits' | 'openCredits'> | null;
}

/** A member who is about to spend or get back a credit, with their plan. */
export interface Payer extends CreditHolder {
  user: UserRow;
  plan: PlanRow | null;
}

/**
 * Locks a member's row: their balance and plan allowance cannot be spent twice at the same time.
 * Bookings take the class row first and members after it (booking/lock-class.ts).
 */
export async function lockPayer(tx: Tx, userId: number): Promise<Payer> {
  const [row] = await tx
    .select({ user: users, plan: plans })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  if (!row) throw notFound('User');
  return row;
}
