import { addMonthsTo, type ReportRange, type RevenueReport } from '@boxbook/domain';
import { and, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { receipts, sepaRemittances } from '../../infra/db/schema';

const monthOf = (date: string) => date.slice(0, 7);

/**
 * Money in, per whole month touching the range: receipts paid (by card; their gym-local issue
 * date) and SEPA remittances exported (the month they charge, their control sum). Sums are
 * added in cents, so that 0.1 + 0.2 stays 0.30.
 */
export async function findRevenueReport(
  db: DbOrTx,
  { range, timeZone }: { range: ReportRange; timeZone: string },
): Promise<RevenueReport> {
  const first = monthOf(range.from);
  const last = monthOf(range.to);
  const issued = sql<string>`to_char(${receipts.issuedAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const charged = sql<string>`to_char(${sepaRemittances.month}, 'YYYY-MM')`;
  const [paid, debited] = await Promise.all([
    db
      .select({
        month: issued,
        cents: sql<number>`coalesce(sum(${receipts.amount} * 100), 0)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(receipts)
      .where(and(eq(receipts.status, 'SUCCEEDED'), between(issued, first, last)))
      .groupBy(sql`1`), // by position: the zone is a bound parameter
    db
      .select({
        month: charged,
        cents: sql<number>`coalesce(sum(${sepaRemittances.controlSum} * 100), 0)::int`,
        count: sql<number>`coalesce(sum(${sepaRemittances.transactions}), 0)::int`,
      })
      .from(sepaRemittances)
      .where(between(sepaRemittances.month, `${first}-01`, `${last}-01`))
      .groupBy(sql`1`),
  ]);
  const months: RevenueReport['months'] = [];
  let totalCents = 0;
  for (let month = first; month <= last; month = addMonthsTo(month, 1)) {
    const card = paid.find((row) => row.month === month);
    const sepa = debited.find((row) => row.month === month);
    const cardCents = Number(card?.cents ?? 0);
    const sepaCents = Number(sepa?.cents ?? 0);
    totalCents += cardCents + sepaCents;
    months.push({
      month,
      receipts: cardCents / 100,
      receiptCount: Number(card?.count ?? 0),
      remittances: sepaCents / 100,
      debitCount: Number(sepa?.count ?? 0),
      total: (cardCents + sepaCents) / 100,
    });
  }
  return { from: range.from, to: range.to, months, total: totalCents / 100 };
}
