import { chooseCreditSource } from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { creditLedger, lateCancellations, users } from '../../infra/db/schema';
import { balanceOf, type CreditKind, planAllowanceLeft } from '../credits/plan-use';
import type { ClassRow, PlanRow, UserRow } from './lock-rows';

export type CreditSource = 'PLAN' | 'BALANCE' | 'NONE';

interface Payer {
  user: UserRow;
  plan: PlanRow | null;
}

/**
 * Where the credit for a place in `cls` would come from, or null if the user has none: free
 * classes and admins use none, then the plan allowance of the CLASS's week, then the bought
 * balance (DESIGN.md 4). The user's row must be locked.
 */
export async function creditSourceFor(
  tx: Tx,
  { user, plan }: Payer,
  cls: ClassRow,
  kind: CreditKind,
): Promise<CreditSource | null> {
  const isAdmin = user.roles.includes('ADMIN');
  if (cls.free || isAdmin) return 'NONE';
  return chooseCreditSource({
    free: false,
    isAdmin: false,
    planAllowanceLeft: await planAllowanceLeft(tx, user, plan, kind, cls.date),
    balance: balanceOf(user, kind),
  });
}

/**
 * Moves the bought balance by `delta` together with its ledger row (DESIGN.md 4), in one
 * statement: the two cannot part, and the class lock is held for one round trip less.
 */
async function moveBalance(
  tx: Tx,
  entry: { userId: number; kind: CreditKind; classUserId: number | null; by: number },
  delta: 1 | -1,
  reason: 'BOOKING' | 'REFUND',
): Promise<void> {
  const balance = sql.identifier(entry.kind === 'ACTIVITY' ? 'balance_activity' : 'balance_open');
  await tx.execute(sql`
    with moved as (
      update ${users} set ${balance} = ${balance} + ${delta} where ${users.id} = ${entry.userId} returning ${users.id}
    )
    insert into ${creditLedger} (user_id, kind, delta, reason, class_user_id, created_by)
    select id, ${entry.kind}, ${delta}, ${reason}, ${entry.classUserId}, ${entry.by} from moved`);
}

export interface PaidEntry {
  userId: number;
  kind: CreditKind;
  /** null for a credit lost to a late cancellation: its entry is gone. */
  classUserId: number | null;
  creditSource: CreditSource | null;
  /** Who did it, for the ledger. */
  by: number;
}

/** Takes the credit of a place just given; a PLAN credit is taken by the entry itself. */
export async function spendCredit(tx: Tx, entry: PaidEntry): Promise<void> {
  if (entry.creditSource === 'BALANCE') await moveBalance(tx, entry, -1, 'BOOKING');
}

/** Gives a place's credit back where it came from; a PLAN credit returns when the entry goes. */
export async function refundCredit(tx: Tx, entry: PaidEntry): Promise<void> {
  if (entry.creditSource === 'BALANCE') await moveBalance(tx, entry, 1, 'REFUND');
}

/** Records a credit lost to a late cancellation; a lost PLAN credit stays used for that week. */
export async function forfeitCredit(tx: Tx, entry: PaidEntry, cls: ClassRow): Promise<void> {
  if (entry.creditSource !== 'PLAN' && entry.creditSource !== 'BALANCE') return;
  await tx.insert(lateCancellations).values({
    classId: cls.id,
    userId: entry.userId,
    kind: entry.kind,
    creditSource: entry.creditSource,
    date: cls.date,
  });
}
