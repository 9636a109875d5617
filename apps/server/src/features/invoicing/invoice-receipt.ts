import { gymDateOf, toCents } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { inPlainSavepoint } from '../../infra/db/in-transaction';
import {
  type InvoiceRow,
  invoices,
  leads,
  plans,
  type ReceiptRow,
  receipts,
  users,
} from '../../infra/db/schema';
import { chargeConcept } from './charge-concept';
import type { Invoicing } from './invoicing-context';
import { issueInvoice } from './issue-invoice';

/** The receipt's F2, if it has one. */
async function invoiceOf(tx: Tx, receiptId: string): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.receiptId, receiptId), eq(invoices.kind, 'F2')));
  return row ?? null;
}

/**
 * Issues the simplified invoice (F2) of a paid receipt, inside the transaction that settles it; the
 * caller holds the receipt's row lock, so a second settle (the webhook after the checkout) finds
 * the invoice and issues nothing. The money was taken already, so invoicing must not undo the
 * settle: the invoice is issued in a savepoint, and if it cannot be (the clock behind the billing
 * chain, art. 7.i, or anything else), only the savepoint rolls back, the number is given back and
 * the receipt is marked `invoice_due_since` for the retry job (issueDueInvoices). Returns the
 * invoice, or null when it waits for the retry.
 */
export async function invoiceReceipt(
  tx: Tx,
  { receipt, invoicing, now }: { receipt: ReceiptRow; invoicing: Invoicing; now: Date },
): Promise<InvoiceRow | null> {
  const existing = await invoiceOf(tx, receipt.id);
  if (existing) {
    if (receipt.invoiceDueSince) await markDue(tx, receipt.id, null);
    return existing;
  }
  // The payer's language: the member's, or a visitor's drop-in's lead (docs/decisions.md, "The paid drop-in").
  const [member] = receipt.userId
    ? await tx.select({ language: users.language }).from(users).where(eq(users.id, receipt.userId))
    : receipt.leadId
      ? await tx.select({ language: leads.language }).from(leads).where(eq(leads.id, receipt.leadId))
      : [];
  const [plan] = receipt.planId
    ? await tx
        .select({ nameCa: plans.nameCa, nameEs: plans.nameEs })
        .from(plans)
        .where(eq(plans.id, receipt.planId))
    : [];
  const language = member?.language ?? 'es';
  const concept = chargeConcept(
    {
      purpose: receipt.purpose,
      plan: plan ? { ...plan, pro: receipt.pro } : null,
      // A renewal pays the month it names; a plan bought now pays the box's current month.
      month: receipt.period ?? gymDateOf(now, invoicing.timeZone),
      covers:
        receipt.coversFrom && receipt.coversTo ? { from: receipt.coversFrom, to: receipt.coversTo } : null,
    },
    language,
  );
  const issued = await inPlainSavepoint(tx, (sp) =>
    issueInvoice(sp, {
      kind: 'F2',
      userId: receipt.userId,
      concept,
      totalCents: toCents(receipt.amount),
      language,
      receiptId: receipt.id,
      issuer: invoicing.issuer,
      software: invoicing.software,
      now,
      timeZone: invoicing.timeZone,
    }),
  );
  if (issued.ok) {
    if (receipt.invoiceDueSince) await markDue(tx, receipt.id, null);
    return issued.value.invoice;
  }
  invoicing.log.error(
    { err: issued.error, receiptId: receipt.id },
    'the invoice of a paid receipt could not be issued; the retry job will issue it',
  );
  if (!receipt.invoiceDueSince) await markDue(tx, receipt.id, now);
  return null;
}

const markDue = (tx: Tx, receiptId: string, since: Date | null) =>
  tx.update(receipts).set({ invoiceDueSince: since }).where(eq(receipts.id, receiptId));
