import { inArray } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { sepaRemittanceItems, users } from '../../infra/db/schema';
import { clockBehindAsRefusal } from '../invoicing/chain-tail';
import { chargeConcept } from '../invoicing/charge-concept';
import type { Invoicing } from '../invoicing/invoicing-context';
import { issueInvoice } from '../invoicing/issue-invoice';
import type { PlannedRemittance } from './plan-debits';

/**
 * Issues the simplified invoice (F2) of each debit of a remittance being exported, in the export's
 * transaction, and writes it on the debit's row. Nothing was charged yet (the bank collects after
 * the file is sent), so a clock behind the billing chain refuses the whole export, which the admin
 * tries again a minute later: no debit leaves without its invoice (docs/decisions.md, "Invoices on
 * every charge").
 */
export async function invoiceDebits(
  tx: Tx,
  {
    month,
    planned,
    items,
    invoicing,
    now,
  }: {
    month: string;
    planned: PlannedRemittance;
    items: { id: number; endToEndId: string }[];
    invoicing: Invoicing;
    now: Date;
  },
): Promise<void> {
  const itemOf = new Map(items.map((item) => [item.endToEndId, item.id]));
  const members = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(planned.debits.map((d) => d.userId))]));
  const languageOf = new Map(members.map((m) => [m.id, m.language]));
  for (const debit of planned.debits) {
    const itemId = itemOf.get(debit.debit.endToEndId);
    if (itemId === undefined) throw new Error(`remittance item ${debit.debit.endToEndId} not written`);
    const language = languageOf.get(debit.userId) ?? 'es';
    const concept = chargeConcept(
      {
        // A plan's first debit starts it, as a card's first payment does; the others renew it.
        purpose: debit.covers ? 'PLAN' : 'PLAN_RENEWAL',
        plan: { nameCa: debit.plan.nameCa, nameEs: debit.plan.nameEs, pro: debit.pro },
        // A returned month collected again is invoiced for that month (its first F2 was rectified).
        month: `${debit.recollects ?? month}-01`,
        // A plan's first debit names the days it pays (docs/sepa.md, "The first debit").
        covers: debit.covers,
      },
      language,
    );
    try {
      const { invoice } = await issueInvoice(tx, {
        kind: 'F2',
        userId: debit.userId,
        concept,
        totalCents: debit.debit.amountCents,
        language,
        issuer: invoicing.issuer,
        software: invoicing.software,
        now,
        timeZone: invoicing.timeZone,
      });
      await tx
        .update(sepaRemittanceItems)
        .set({ invoiceId: invoice.id })
        .where(inArray(sepaRemittanceItems.id, [itemId]));
    } catch (error) {
      throw clockBehindAsRefusal(error);
    }
  }
}
