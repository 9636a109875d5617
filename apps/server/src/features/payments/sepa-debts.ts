import { fromCents, type SepaDebt } from '@boxbook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { sepaRemittanceItems, sepaRemittances, sepaReturns } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { lockPayer } from '../credits/lock-payer';
import { setPlan } from '../users/set-plan';
import { useReceipt } from './use-receipt';

/**
 * What a member owes after returned direct debits (docs/sepa.md): the unpaid ones, which they pay
 * by card from /config/your-payments, and the ones a later remittance collects again.
 */
export async function findSepaDebts(db: DbOrTx, userId: number): Promise<SepaDebt[]> {
  const rows = await db
    .select({ ret: sepaReturns, month: sepaRemittances.month })
    .from(sepaReturns)
    .innerJoin(sepaRemittanceItems, eq(sepaRemittanceItems.id, sepaReturns.itemId))
    .innerJoin(sepaRemittances, eq(sepaRemittances.id, sepaRemittanceItems.remittanceId))
    .where(and(eq(sepaReturns.userId, userId), inArray(sepaReturns.status, ['UNPAID', 'RECOLLECTED'])))
    .orderBy(asc(sepaReturns.id));
  return rows.map(({ ret, month }) => ({
    id: ret.id,
    month: month.slice(0, 7),
    reasonCode: ret.reasonCode,
    amount: fromCents(ret.amountCents),
    fee: fromCents(ret.feeCents),
    total: fromCents(ret.amountCents + ret.feeCents),
    status: ret.status,
  }));
}

/** The unpaid debt a SEPA_DEBT checkout of this amount pays, or null (checked before charging). */
export async function unpaidDebtOf(db: DbOrTx, userId: number, cents: number) {
  const rows = await db
    .select({ id: sepaReturns.id, amountCents: sepaReturns.amountCents, feeCents: sepaReturns.feeCents })
    .from(sepaReturns)
    .where(and(eq(sepaReturns.userId, userId), eq(sepaReturns.status, 'UNPAID')));
  return rows.find((r) => r.amountCents + r.feeCents === cents) ?? null;
}

/**
 * A return that ended the plan (the creditor's `returnKeepsAllowance` off), once paid, gives it
 * back: the plan and Pro the returned debit paid for, with their weekly allowance. A member who
 * took a plan meanwhile keeps theirs.
 */
async function givePlanBack(
  tx: UnitOfWork,
  { by, userId, itemId }: { by: number; userId: number; itemId: number },
) {
  const { user } = await lockPayer(tx, userId);
  if (user.planId !== null) return;
  const [item] = await tx
    .select({ planId: sepaRemittanceItems.planId, pro: sepaRemittanceItems.pro })
    .from(sepaRemittanceItems)
    .where(eq(sepaRemittanceItems.id, itemId));
  if (!item) return;
  await setPlan(tx, {
    by,
    user,
    planId: item.planId,
    pro: item.pro,
    action: 'plan.join',
    reason: 'sepa_debt_paid',
  });
}

/**
 * Pays a returned debit with a card receipt bought for it (purpose SEPA_DEBT, the debit plus the
 * return fee), in one transaction: the receipt is spent and the debt settled, or neither. A debt
 * that a remittance is collecting again, or that was paid, is refused (the receipt is then
 * refunded by the caller, as any purchase the server refuses).
 */
export async function paySepaDebt(
  tx: UnitOfWork,
  input: { by: number; userId: number; debtId: number; receiptId: string; now: Date },
): Promise<void> {
  const [debt] = await tx
    .select()
    .from(sepaReturns)
    .where(and(eq(sepaReturns.id, input.debtId), eq(sepaReturns.userId, input.userId)))
    .for('update');
  if (!debt) throw notFound('Debt');
  if (debt.status !== 'UNPAID')
    throw new AppError('sepa_debt_settled', 'This debt is paid or being collected');
  const receipt = await useReceipt(tx, {
    by: input.by,
    userId: input.userId,
    receiptId: input.receiptId,
    purpose: 'SEPA_DEBT',
    expectedCents: debt.amountCents + debt.feeCents,
    now: input.now,
  });
  await tx
    .update(sepaReturns)
    .set({ status: 'PAID', paidReceiptId: receipt.id, settledAt: input.now })
    .where(eq(sepaReturns.id, debt.id));
  if (debt.endedPlan) await givePlanBack(tx, { by: input.by, userId: input.userId, itemId: debt.itemId });
  await recordAudit(tx, {
    by: input.by,
    action: 'sepa_debt.pay',
    userId: input.userId,
    after: { debtId: debt.id, receiptId: receipt.id, amount: fromCents(debt.amountCents + debt.feeCents) },
  });
  publishOnCommit(tx, { kind: 'user', userId: input.userId });
}
