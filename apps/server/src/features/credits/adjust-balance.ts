import { eq } from 'drizzle-orm';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { creditLedger, users } from '../../infra/db/schema';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { lockPayer } from './lock-payer';

/**
 * Sets a member's BOUGHT balance per kind (admin; see docs/product.md, Credits and plan allowance).
 * The balance only moves with a ledger row, so the difference is written as an ADJUSTMENT; the plan
 * allowance is not touched. The member's row is locked, so a booking spending a credit at the same
 * moment comes before or after, never in between.
 */
export async function adjustBalance(
  tx: UnitOfWork,
  { by, userId, credits }: { by: number; userId: number; credits: { activity: number; open: number } },
): Promise<void> {
  const { user } = await lockPayer(tx, userId);
  const moves = [
    { kind: 'ACTIVITY' as const, delta: credits.activity - user.balanceActivity },
    { kind: 'OPEN' as const, delta: credits.open - user.balanceOpen },
  ].filter((move) => move.delta !== 0);
  if (moves.length === 0) return;
  await tx
    .update(users)
    .set({ balanceActivity: credits.activity, balanceOpen: credits.open })
    .where(eq(users.id, userId));
  await tx
    .insert(creditLedger)
    .values(moves.map((move) => ({ ...move, userId, reason: 'ADJUSTMENT' as const, createdBy: by })));
  await recordAudit(tx, {
    by,
    action: 'credits.adjust',
    userId,
    before: { activity: user.balanceActivity, open: user.balanceOpen },
    after: credits,
  });
  publishOnCommit(tx, { kind: 'user', userId });
}
