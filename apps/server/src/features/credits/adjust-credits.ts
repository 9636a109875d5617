import { gymDateOf, type User } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { creditLedger, users } from '../../infra/db/schema';
import type { AccessClaims } from '../auth/access-token';
import type { App } from '../booking/class-view';
import { inTransaction } from '../booking/in-transaction';
import { lockUser } from '../booking/lock-rows';
import { queueEvent } from '../booking/queued-events';
import { findUser } from '../users/find-user';
import { weekOf } from './plan-use';

/**
 * Sets a member's BOUGHT balance per kind (admin, DESIGN.md 4). The balance only moves with a
 * ledger row, so the difference is written as an ADJUSTMENT; the plan allowance is not touched.
 */
export async function adjustCredits(
  app: App,
  by: AccessClaims,
  userId: number,
  credits: { activity: number; open: number },
): Promise<User> {
  return inTransaction(app.db, async (tx) => {
    const { user } = await lockUser(tx, userId);
    const moves = [
      { kind: 'ACTIVITY' as const, delta: credits.activity - user.balanceActivity },
      { kind: 'OPEN' as const, delta: credits.open - user.balanceOpen },
    ].filter((move) => move.delta !== 0);
    if (moves.length > 0) {
      await tx
        .update(users)
        .set({ balanceActivity: credits.activity, balanceOpen: credits.open })
        .where(eq(users.id, userId));
      await tx
        .insert(creditLedger)
        .values(
          moves.map((move) => ({ ...move, userId, reason: 'ADJUSTMENT' as const, createdBy: by.userId })),
        );
      queueEvent(tx, { kind: 'user', userId });
    }
    return findUser(tx, userId, weekOf(gymDateOf(app.clock.now(), app.env.GYM_TIMEZONE)));
  });
}
