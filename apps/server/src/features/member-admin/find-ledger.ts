import type { LedgerEntry } from '@boxbook/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../infra/db/client';
import { classUsers, creditLedger, users } from '../../infra/db/schema';

export const LEDGER_PAGE_SIZE = 50;

/**
 * A BOOKING row whose place is gone without its REFUND row: the member left too late and the
 * credit was lost (credit-moves.ts keeps the spend and writes no refund). The refund row of a
 * place left in time names the same class user, so it tells the two apart.
 */
const lostCredit = sql<boolean>`(${creditLedger.reason} = 'BOOKING'
  and not exists (select 1 from ${classUsers} where ${classUsers.id} = ${creditLedger.classUserId})
  and not exists (select 1 from credit_ledger refund
    where refund.class_user_id = ${creditLedger.classUserId} and refund.reason = 'REFUND'))`;

/**
 * A member's credit ledger, newest first, a page at a time: every move of their bought credits,
 * and the balance they add up to.
 */
export async function findLedger(db: DbOrTx, { userId, page }: { userId: number; page: number }) {
  const creator = alias(users, 'creator');
  const where = eq(creditLedger.userId, userId);
  const [rows, [total], [balance]] = await Promise.all([
    db
      .select({ move: creditLedger, lost: lostCredit, byName: creator.name, bySurname: creator.surname })
      .from(creditLedger)
      .leftJoin(creator, eq(creator.id, creditLedger.createdBy))
      .where(where)
      .orderBy(desc(creditLedger.id))
      .limit(LEDGER_PAGE_SIZE)
      .offset(page * LEDGER_PAGE_SIZE),
    db.select({ n: count() }).from(creditLedger).where(where),
    db
      .select({ activity: users.balanceActivity, open: users.balanceOpen })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const totalElements = total?.n ?? 0;
  const content: LedgerEntry[] = rows.map(({ move, lost, byName, bySurname }) => ({
    id: move.id,
    at: move.createdAt.toISOString(),
    kind: move.kind,
    delta: move.delta,
    reason: move.reason,
    note: move.note,
    lost: Boolean(lost),
    by:
      move.createdBy === null
        ? null
        : { id: move.createdBy, name: `${byName ?? ''} ${bySurname ?? ''}`.trim() },
  }));
  return {
    totalPages: Math.ceil(totalElements / LEDGER_PAGE_SIZE),
    totalElements,
    empty: content.length === 0,
    number: page,
    content,
    balance: balance ?? { activity: 0, open: 0 },
  };
}
