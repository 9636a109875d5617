import type { CreditType } from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { creditLedger, users } from '../../infra/db/schema';

/**
 * Adds one bought credit of a kind with its PURCHASE ledger row naming the receipt that paid it
 * (see docs/product.md, Credits and plan allowance), in one statement. The ledger's unique
 * receipt_id is a second line against a receipt paying twice. The member's row must be locked
 * (lockPayer).
 */
export async function addPurchasedCredit(
  tx: Tx,
  { userId, kind, receiptId, by }: { userId: number; kind: CreditType; receiptId: string; by: number },
): Promise<void> {
  const balance = sql.identifier(kind === 'ACTIVITY' ? 'balance_activity' : 'balance_open');
  await tx.execute(sql`
    with moved as (
      update ${users} set ${balance} = ${balance} + 1 where ${users.id} = ${userId} returning ${users.id}
    )
    insert into ${creditLedger} (user_id, kind, delta, reason, receipt_id, created_by)
    select id, ${kind}, 1, 'PURCHASE', ${receiptId}::uuid, ${by} from moved`);
}
