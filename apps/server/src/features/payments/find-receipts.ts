import { fromCents, type Receipt, toCents, VAT_RATE_PERCENT, vatIncluded } from '@boxbook/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { invoices, plans, type ReceiptRow, receipts } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { hasRole } from '../../infra/http/caller';

type Found = {
  receipt: ReceiptRow;
  plan: { nameCa: string; nameEs: string } | null;
  invoice: { id: number; number: string; kind: 'F2' | 'R5' } | null;
};

export function toReceipt({ receipt, plan, invoice }: Found): Receipt {
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
    planNameCa: plan?.nameCa ?? null,
    planNameEs: plan?.nameEs ?? null,
    period: receipt.period,
    used: receipt.usedAt !== null,
    invoice,
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

/** A member's receipts (issued ones: charges that went through), newest first. */
export async function findReceipts(db: DbOrTx, userId: number): Promise<Receipt[]> {
  const rows = await selectReceipts(db)
    .where(and(eq(receipts.userId, userId), eq(receipts.status, 'SUCCEEDED')))
    .orderBy(desc(receipts.number));
  return rows.map(toReceipt);
}

/** One receipt, for its owner or an admin; anyone else is told it does not exist. */
export async function findReceipt(db: DbOrTx, by: AccessClaims, id: string): Promise<Found> {
  const [row] = await selectReceipts(db).where(and(eq(receipts.id, id), eq(receipts.status, 'SUCCEEDED')));
  if (!row || (row.receipt.userId !== by.userId && !hasRole(by, 'ADMIN'))) throw notFound('Receipt');
  return row;
}
