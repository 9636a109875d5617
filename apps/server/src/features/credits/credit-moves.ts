import type { CreditSource, CreditType } from '@boxbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { type ClassRow, creditLedger, lateCancellations, users } from '../../infra/db/schema';

/** A credit of a class user: whose, of which kind, where it came from, and who moves it (the ledger's `by`). */
export interface PaidPlace {
  userId: number;
  kind: CreditType;
  /** null for a credit lost to a late cancellation: its class user is gone. A subquery may name it. */
  classUserId: number | SQL | null;
  creditSource: CreditSource | null;
  by: number;
}

/**
 * What giving or taking back a place does to its credit (see docs/product.md, Credits and plan
 * allowance), as CTEs of the statement that moves the place itself, so the place, the balance and
 * its ledger row change together in one round trip while the class is locked. A BALANCE credit
 * leaves the balance with a BOOKING row (spend) or comes back with a REFUND row; a PLAN credit is
 * taken by the class user itself and returns when it goes. `when` limits the move to the place
 * really moving (`exists (select from moved)`).
 */
export function balanceMoveCtes(place: PaidPlace, move: 'spend' | 'refund', when: SQL = sql`true`): SQL[] {
  if (place.creditSource !== 'BALANCE') return [];
  const [delta, reason] = move === 'spend' ? [-1, 'BOOKING'] : [1, 'REFUND'];
  const balance = sql.identifier(place.kind === 'ACTIVITY' ? 'balance_activity' : 'balance_open');
  return [
    sql`credit_moved as (
      update ${users} set ${balance} = ${balance} + ${delta}
      where ${users.id} = ${place.userId} and ${when} returning ${users.id})`,
    sql`credit_ledger_row as (
      insert into ${creditLedger} (user_id, kind, delta, reason, class_user_id, created_by)
      select id, ${place.kind}, ${delta}, ${reason}, ${place.classUserId}, ${place.by} from credit_moved)`,
  ];
}

/**
 * A credit lost to a late cancellation, recorded as a CTE of the statement that removes the place:
 * a lost PLAN credit stays used for that week, a BALANCE one can still come back if the class is
 * cancelled (cancel-class.ts).
 */
export function forfeitCtes(place: PaidPlace, cls: ClassRow): SQL[] {
  const { creditSource } = place;
  if (creditSource !== 'PLAN' && creditSource !== 'BALANCE') return [];
  return [
    sql`credit_forfeited as (
      insert into ${lateCancellations} (class_id, user_id, kind, credit_source, date)
      values (${cls.id}, ${place.userId}, ${place.kind}, ${creditSource}, ${cls.date}))`,
  ];
}

/** Gives a place's credit back where it came from, in a statement of its own (a cancelled class). */
export async function refundCredit(tx: Tx, place: PaidPlace): Promise<void> {
  const ctes = balanceMoveCtes(place, 'refund');
  if (ctes.length > 0) await tx.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
}
