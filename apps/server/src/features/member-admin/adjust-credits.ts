import type { CreditAdjustmentRequest } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { creditLedger, users } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { lockPayer } from '../credits/lock-payer';

/** The most bought credits of one kind a member can hold; what PUT /credits accepts too. */
const BALANCE_MAX = 999;

/**
 * An admin adds (or takes) bought credits of one kind, saying why (docs/product.md, Credits and
 * plan allowance: the balance moves only with a ledger row). The reason is kept on the ledger row
 * and in the audit entry. The member's row is locked, so a booking spending a credit at the same
 * moment comes before or after.
 */
export async function adjustCredits(
  tx: UnitOfWork,
  { by, userId, adjustment }: { by: number; userId: number; adjustment: CreditAdjustmentRequest },
): Promise<void> {
  const { user } = await lockPayer(tx, userId);
  const { kind, delta, note } = adjustment;
  const balance = { activity: user.balanceActivity, open: user.balanceOpen };
  const key = kind === 'ACTIVITY' ? 'activity' : 'open';
  const next = { ...balance, [key]: balance[key] + delta };
  if (next[key] < 0)
    throw new AppError('balance_negative', 'The member does not have that many bought credits', {
      params: { balance: balance[key] },
    });
  if (next[key] > BALANCE_MAX)
    throw new AppError('validation', `delta: the balance would pass ${BALANCE_MAX}`, { field: 'delta' });
  await tx
    .update(users)
    .set({ balanceActivity: next.activity, balanceOpen: next.open })
    .where(eq(users.id, userId));
  await tx.insert(creditLedger).values({ userId, kind, delta, reason: 'ADJUSTMENT', createdBy: by, note });
  await recordAudit(tx, { by, action: 'credits.adjust', userId, before: balance, after: { ...next, note } });
  publishOnCommit(tx, { kind: 'user', userId });
}
