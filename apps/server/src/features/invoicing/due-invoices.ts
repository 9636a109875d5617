import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { receipts } from '../../infra/db/schema';
import type { Clock } from '../../lib/clock';
import { invoiceReceipt } from './invoice-receipt';
import type { Invoicing } from './invoicing-context';

/** Receipts taken per run: a backlog drains over a few runs without one long burst. */
const BATCH = 200;
/** How often the job looks: the clock rule clears within a minute of the clock being right. */
const EVERY_MS = 60_000;

export interface DueInvoicesRun {
  issued: number;
  /** Still waiting (the clock still behind the chain, say). */
  waiting: number;
}

/**
 * Issues the invoices of paid receipts that could not get theirs with the charge (invoiceReceipt
 * marked them `invoice_due_since`), oldest first, each in a transaction of its own under the
 * receipt's row lock: a settle or another process doing the same waits, then finds it issued.
 */
export async function issueDueInvoices(
  { db, invoicing, clock }: { db: Db; invoicing: Invoicing; clock: Clock },
  limit = BATCH,
): Promise<DueInvoicesRun> {
  const due = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(isNotNull(receipts.invoiceDueSince))
    .orderBy(asc(receipts.invoiceDueSince))
    .limit(limit);
  const run: DueInvoicesRun = { issued: 0, waiting: 0 };
  for (const { id } of due) {
    const invoice = await inTransaction(db, async (tx) => {
      const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update');
      if (!receipt?.invoiceDueSince) return 'done elsewhere';
      return invoiceReceipt(tx, { receipt, invoicing, now: clock.now() });
    });
    if (invoice === null) run.waiting++;
    else if (invoice !== 'done elsewhere') run.issued++;
  }
  return run;
}

export interface DueInvoicesJob {
  run(): Promise<DueInvoicesRun>;
  start(): void;
  stop(): void;
}

/** Every minute, in every process (the row locks make each invoice happen once). */
export function createDueInvoicesJob(deps: { db: Db; invoicing: Invoicing; clock: Clock }): DueInvoicesJob {
  let timer: NodeJS.Timeout | null = null;
  const run = () => issueDueInvoices(deps);
  const tick = () => {
    run()
      .then((result) => {
        if (result.issued > 0 || result.waiting > 0) deps.invoicing.log.info(result, 'due invoices');
      })
      .catch((error: unknown) => deps.invoicing.log.error({ err: error }, 'due invoices failed'));
  };
  return {
    run,
    start() {
      // At once too: a server restarted after a wrong clock catches up without waiting a minute.
      tick();
      timer = setInterval(tick, EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
