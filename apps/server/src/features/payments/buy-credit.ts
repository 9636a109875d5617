import { type AppConfig, creditCents } from '@boxbook/domain';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import { lockPayer } from '../credits/lock-payer';
import { addPurchasedCredit } from '../credits/purchase-credit';
import { useReceipt } from './use-receipt';

/**
 * `PUT /api/users/{id}/creditsWithReceiptId`: one credit of the kind bought, paid by a receipt of
 * the credit's price — `creditsPlan` for a member with a plan, `creditsNoPlan` without. The
 * member's row is locked first, as bookings do, then the receipt.
 */
export async function buyCreditWithReceipt(
  tx: UnitOfWork,
  input: {
    by: number;
    userId: number;
    kind: 'ACTIVITY' | 'OPEN';
    receiptId: string;
    config: AppConfig;
    now: Date;
  },
): Promise<void> {
  const payer = await lockPayer(tx, input.userId);
  const receipt = await useReceipt(tx, {
    by: input.by,
    userId: input.userId,
    receiptId: input.receiptId,
    purpose: input.kind === 'ACTIVITY' ? 'CREDIT_ACTIVITY' : 'CREDIT_OPEN',
    expectedCents: creditCents(payer.user.planId !== null, input.config),
    now: input.now,
  });
  await addPurchasedCredit(tx, {
    userId: input.userId,
    kind: input.kind,
    receiptId: receipt.id,
    by: input.by,
  });
  publishOnCommit(tx, { kind: 'user', userId: input.userId });
}
