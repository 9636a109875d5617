import { clockBehindChain } from '@boxbook/domain';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { billingChain, billingRecords } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

/** Orden HAC/1177/2024 art. 7.i: the clock is more than a minute behind the chain's last record. */
export class ClockBehindChain extends Error {}

/**
 * What a write that must issue its invoice at once (a SEPA export, a returned debit) throws for a
 * clock behind the chain: a refusal the admin can retry in a minute. Any other error is kept.
 */
export const clockBehindAsRefusal = (error: unknown): unknown =>
  error instanceof ClockBehindChain
    ? new AppError('invoice_clock_behind', 'The clock is behind the last invoice; try again in a minute')
    : error;

/** The chain's last record, as the next one needs it; null when the chain is empty. */
export interface ChainTail {
  position: number;
  fingerprint: string;
}

/**
 * Locks the one `billing_chain` row (held to the commit, as `issueInvoice` does), reads the last
 * record inside that lock and refuses to go on when the clock is more than a minute behind it
 * (Orden HAC/1177/2024 art. 7.i): a clock that went back must not write records that seem older than
 * the chain, so the transaction fails and nothing is written until the clock is right. Whatever the caller writes next chains right after that record.
 */
export async function lockChainTail(tx: Tx, now: Date): Promise<ChainTail | null> {
  await tx.select({ id: billingChain.id }).from(billingChain).where(eq(billingChain.id, 1)).for('update');
  const [last] = await tx
    .select({
      position: billingRecords.position,
      fingerprint: billingRecords.fingerprint,
      generatedAt: billingRecords.generatedAt,
    })
    .from(billingRecords)
    .orderBy(desc(billingRecords.position))
    .limit(1);
  if (last && clockBehindChain(last.generatedAt, now))
    throw new ClockBehindChain(
      `billing chain: the clock is behind the last billing record (${last.generatedAt})`,
    );
  return last ? { position: last.position, fingerprint: last.fingerprint } : null;
}
