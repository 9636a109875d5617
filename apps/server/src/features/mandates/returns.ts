import type { SepaReturns } from '@boxbook/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { sepaRemittanceItems, sepaRemittances, sepaReturns, users } from '../../infra/db/schema';

/** Every returned or rejected debit, newest first, and how many per reason code (the report). */
export async function listReturns(db: DbOrTx): Promise<SepaReturns> {
  const rows = await db
    .select({ ret: sepaReturns, name: users.name, surname: users.surname, month: sepaRemittances.month })
    .from(sepaReturns)
    .innerJoin(users, eq(users.id, sepaReturns.userId))
    .innerJoin(sepaRemittanceItems, eq(sepaRemittanceItems.id, sepaReturns.itemId))
    .innerJoin(sepaRemittances, eq(sepaRemittances.id, sepaRemittanceItems.remittanceId))
    .orderBy(desc(sepaReturns.createdAt), desc(sepaReturns.id));
  const byReason = await db
    .select({
      reasonCode: sepaReturns.reasonCode,
      count: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${sepaReturns.amountCents})::int`,
    })
    .from(sepaReturns)
    .groupBy(sepaReturns.reasonCode)
    .orderBy(desc(sql`count(*)`), sepaReturns.reasonCode);
  return {
    returns: rows.map(({ ret, name, surname, month }) => ({
      id: ret.id,
      userId: ret.userId,
      name,
      surname,
      month: month.slice(0, 7),
      reasonCode: ret.reasonCode,
      amount: ret.amountCents / 100,
      fee: ret.feeCents / 100,
      status: ret.status,
      returnedAt: ret.createdAt.toISOString(),
    })),
    byReason: byReason.map((r) => ({
      reasonCode: r.reasonCode,
      count: Number(r.count),
      amount: Number(r.cents) / 100,
    })),
  };
}
