import {
  fromCents,
  type Receipt,
  type Refund,
  toCents,
  VAT_RATE_PERCENT,
  vatIncluded,
} from '@boxbook/domain';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { invoices, plans, type ReceiptRow, receipts, refunds } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { actsFor, hasRole } from '../../infra/http/caller';

type Found = {
  receipt: ReceiptRow;
  plan: { nameCa: string; nameEs: string } | null;
  invoice: { id: number; number: string; kind: 'F2' | 'R5' } | null;
  refunds?: Refund[];
};

export function toReceipt({ receipt, plan, invoice, refunds: given = [] }: Found): Receipt {
  const { base, vat } = vatIncluded(toCents(receipt.amount));
  return {
    id: receipt.id,
    number: receipt.number ?? 0,
    issuedAt: (receipt.issuedAt ?? receipt.createdAt).toISOString(),
    amount: receipt.amount,
    base: fromCents(base),
    vat: fromCents(vat),
    vatRate: VAT_RATE_PERCENT,
    purpose: receipt.purpose,
    paymentMethod: receipt.paymentMethod,
    coversFrom: receipt.coversFrom,
    coversTo: receipt.coversTo,
    planNameCa: plan?.nameCa ?? null,
    planNameEs: plan?.nameEs ?? null,
    period: receipt.period,
    used: receipt.usedAt !== null,
    invoice,
    refunds: given,
    refunded: fromCents(given.reduce((sum, refund) => sum + toCents(refund.amount), 0)),
  };
}

const selectReceipts = (db: DbOrTx) =>
  db
    .select({
      receipt: receipts,
      plan: { nameCa: plans.nameCa, nameEs: plans.nameEs },
      invoice: { id: invoices.id, number: invoices.invoiceNumber, kind: invoices.kind },
    })
    .from(receipts)
    .leftJoin(plans, eq(plans.id, receipts.planId))
    // One F2 per receipt (invoices_one_per_receipt); a refund's R5 names the F2, not the receipt.
    .leftJoin(invoices, and(eq(invoices.receiptId, receipts.id), eq(invoices.kind, 'F2')));

/** The refunds that went through of some receipts, oldest first, with their rectifying invoices. */
async function refundsOf(db: DbOrTx, receiptIds: string[]): Promise<Map<string, Refund[]>> {
  const byReceipt = new Map<string, Refund[]>();
  if (receiptIds.length === 0) return byReceipt;
  const rows = await db
    .select({ refund: refunds, invoice: { id: invoices.id, number: invoices.invoiceNumber } })
    .from(refunds)
    .leftJoin(invoices, eq(invoices.id, refunds.invoiceId))
    .where(and(inArray(refunds.receiptId, receiptIds), eq(refunds.status, 'SUCCEEDED')))
    .orderBy(asc(refunds.refundedAt));
  for (const { refund, invoice } of rows) {
    const list = byReceipt.get(refund.receiptId) ?? [];
    list.push({
      id: refund.id,
      amount: fromCents(refund.amountCents),
      reason: refund.reason,
      refundedAt: (refund.refundedAt ?? refund.createdAt).toISOString(),
      automatic: refund.automatic,
      invoice: invoice ? { id: invoice.id, number: invoice.number, kind: 'R5' } : null,
    });
    byReceipt.set(refund.receiptId, list);
  }
  return byReceipt;
}

/**
 * A member's receipts (issued ones: charges that went through), newest first, with their refunds:
 * their own, and those they paid for a dependent (docs/product.md, Households).
 */
export async function findReceipts(db: DbOrTx, userId: number): Promise<Receipt[]> {
  const rows = await selectReceipts(db)
    .where(
      and(or(eq(receipts.userId, userId), eq(receipts.payerId, userId)), eq(receipts.status, 'SUCCEEDED')),
    )
    .orderBy(desc(receipts.number));
  const refunded = await refundsOf(
    db,
    rows.map((row) => row.receipt.id),
  );
  return rows.map((row) => toReceipt({ ...row, refunds: refunded.get(row.receipt.id) ?? [] }));
}

/**
 * One receipt, for its member, their guardian, whoever paid it or an admin; anyone else is told it
 * does not exist.
 */
export async function findReceipt(db: DbOrTx, by: AccessClaims, id: string): Promise<Found> {
  const [row] = await selectReceipts(db).where(and(eq(receipts.id, id), eq(receipts.status, 'SUCCEEDED')));
  const mayRead =
    row &&
    ((row.receipt.userId !== null && actsFor(by, row.receipt.userId)) ||
      row.receipt.payerId === by.userId ||
      hasRole(by, 'ADMIN'));
  if (!row || !mayRead) throw notFound('Receipt');
  return { ...row, refunds: (await refundsOf(db, [id])).get(id) ?? [] };
}

/** One issued receipt with its refunds, whoever asks (the caller checked who may see it). */
export async function findReceiptById(db: DbOrTx, id: string): Promise<Receipt> {
  const [row] = await selectReceipts(db).where(and(eq(receipts.id, id), eq(receipts.status, 'SUCCEEDED')));
  if (!row) throw notFound('Receipt');
  return toReceipt({ ...row, refunds: (await refundsOf(db, [id])).get(id) ?? [] });
}
