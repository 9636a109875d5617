import { clockBehindChain } from '@boxbook/domain';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { billingChain, billingRecords } from '../../infra/db/schema';

/** Orden HAC/1177/2024 art. 7.i: the clock is more than a minute behind the chain's last record. */
export class ClockBehindChain extends Error {}

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
