import { randomUUID } from 'node:crypto';
import type { AeatSending, AeatStatus, SistemaInformatico } from '@boxbook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../infra/db/client';
import { inTransaction } from '../../../infra/db/in-transaction';
import { aeatSender, type BillingRecordRow, billingRecords } from '../../../infra/db/schema';
import type { Clock } from '../../../lib/clock';
import { correctRefused } from './correct-refused';
import type { AeatEnvironment } from './endpoints';
import { MAX_RECORDS_PER_REQUEST } from './namespaces';
import { buildSoapRequest, type RecordToSend, requestBatches } from './record-xml';
import { recordsToSend, taxpayerOf } from './records-to-send';
import { type AeatAnswer, type AnswerLine, readAnswer } from './soap-answer';
import type { AeatTransport } from './soap-transport';

/** How long a process may hold the sending: far longer than a request may take (60 s). */
const LEASE_MS = 5 * 60_000;
/** The first retry after a failure; each failure in a row doubles it. */
const FIRST_BACKOFF_MS = 30_000;
/** The AEAT asks a system in trouble to retry at least every hour: the backoff never waits longer. */
const MAX_BACKOFF_MS = 60 * 60_000;
/** How often each process looks whether a request is due. */
const POLL_MS = 15_000;

export type SendOutcome =
  | { sent: false; reason: 'not_configured' | 'busy' | 'waiting' | 'nothing_pending' }
  | { sent: true; records: number; answer: 'answered'; statuses: Partial<Record<AeatStatus, number>> }
  | { sent: true; records: number; answer: 'failed'; error: string };

export interface AeatSender {
  /** A certificate is set: records are sent. */
  readonly configured: boolean;
  /** One request if one is due (tests call it; the job calls it every few seconds). */
  runOnce(): Promise<SendOutcome>;
  status(): Promise<AeatSending>;
  start(): void;
  stop(): void;
}

export interface AeatSenderDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Null without a certificate: nothing is sent, records stay pending. */
  transport: AeatTransport | null;
  environment: AeatEnvironment;
  /** `SistemaInformatico` for the corrections the sender writes. */
  software: SistemaInformatico;
  timeZone: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends billing records to the AEAT (features/invoicing/aeat). */
    aeatSender: AeatSender;
  }
}

const backoffMs = (failures: number) => Math.min(FIRST_BACKOFF_MS * 2 ** (failures - 1), MAX_BACKOFF_MS);

const STATUS_OF: Record<AnswerLine['status'], AeatStatus> = {
  Correcto: 'accepted',
  AceptadoConErrores: 'accepted_with_errors',
  Incorrecto: 'refused',
};

/** A record the AEAT already had: it stands as the AEAT kept it, not as a refusal. */
function statusOfLine(line: AnswerLine): AeatStatus {
  if (line.status === 'Incorrecto' && line.duplicateOf === 'Correcta') return 'accepted';
  if (line.status === 'Incorrecto' && line.duplicateOf === 'AceptadaConErrores')
    return 'accepted_with_errors';
  return STATUS_OF[line.status];
}

interface Claim {
  token: string;
  batch: RecordToSend[];
}

/**
 * Sends pending billing records to the AEAT in chain order, at most 1,000 per request, once across
 * every server process: a process takes a lease on the one `aeat_sender` row (locked while it is
 * taken, so two processes never both hold it), marks the records it takes `sent`, posts them, and
 * writes each record's answer. No request goes before the AEAT's TiempoEsperaEnvio has passed,
 * unless 1,000 records are waiting; a failed request is retried with a doubling backoff (at most an
 * hour) and its records go back to `pending`. A record the AEAT refused gets its correction, sent
 * with the next request (docs/invoicing.md, "Sending to the AEAT").
 */
export function createAeatSender(deps: AeatSenderDeps): AeatSender {
  const { db, clock, transport } = deps;
  let timer: NodeJS.Timeout | null = null;

  async function claim(): Promise<Claim | SendOutcome> {
    return inTransaction(db, async (tx) => {
      const now = clock.now();
      const [state] = await tx.select().from(aeatSender).where(eq(aeatSender.id, 1)).for('update');
      if (!state) throw new Error('aeat_sender has no row (migration 0025)');
      if (state.leaseUntil && state.leaseUntil > now) return { sent: false, reason: 'busy' } as const;
      // `sent` records were taken by a process whose lease ran out: they go again (the AEAT answers
      // a record it already has as a duplicate, which is stored as its status there).
      const waiting = inArray(billingRecords.aeatStatus, ['pending', 'sent']);
      const taken = await recordsToSend(tx, waiting, MAX_RECORDS_PER_REQUEST);
      if (taken.length === 0) return { sent: false, reason: 'nothing_pending' } as const;
      const waitOver = !state.nextAttemptAt || state.nextAttemptAt <= now;
      const fullRequest = state.nextAttemptReason === 'wait' && taken.length >= MAX_RECORDS_PER_REQUEST;
      if (!waitOver && !fullRequest) return { sent: false, reason: 'waiting' } as const;
      const batch = requestBatches(taken)[0] ?? [];
      const token = randomUUID();
      await tx
        .update(aeatSender)
        .set({ leaseToken: token, leaseUntil: new Date(now.getTime() + LEASE_MS) })
        .where(eq(aeatSender.id, 1));
      await tx
        .update(billingRecords)
        .set({ aeatStatus: 'sent' })
        .where(
          inArray(
            billingRecords.id,
            batch.map((r) => r.id),
          ),
        );
      return { token, batch };
    });
  }

  /** Writes the answer of each record, and the corrections of those refused. */
  async function storeAnswer(tx: Tx, batch: RecordToSend[], answer: Extract<AeatAnswer, { kind: 'answer' }>) {
    const now = clock.now();
    const statuses: Partial<Record<AeatStatus, number>> = {};
    const refused: number[] = [];
    for (const record of batch) {
      const operation = record.kind === 'alta' ? 'Alta' : 'Anulacion';
      const line = answer.lines.find(
        (l) => l.invoiceNumber === record.invoiceNumber && l.operation === operation,
      );
      const status = line ? statusOfLine(line) : 'pending';
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 'refused') refused.push(record.id);
      await tx
        .update(billingRecords)
        .set({
          aeatStatus: status,
          aeatCodes: line?.code != null ? { code: line.code, description: line.description } : null,
          aeatCsv: line ? answer.csv : null,
          aeatAnsweredAt: line ? now : null,
        })
        .where(eq(billingRecords.id, record.id));
    }
    if (refused.length > 0) {
      const rows: BillingRecordRow[] = await tx
        .select()
        .from(billingRecords)
        .where(inArray(billingRecords.id, refused))
        .orderBy(billingRecords.position);
      for (const row of rows)
        await correctRefused(tx, row, { software: deps.software, now, timeZone: deps.timeZone });
    }
    return statuses;
  }

  /** Ends the run: the lease is let go (if still ours) and the next attempt set. */
  async function finish(tx: Tx, token: string, next: Partial<typeof aeatSender.$inferInsert>) {
    await tx
      .update(aeatSender)
      .set({ ...next, leaseToken: null, leaseUntil: null, lastRunAt: clock.now() })
      .where(and(eq(aeatSender.id, 1), eq(aeatSender.leaseToken, token)));
  }

  async function fail(claimed: Claim, error: string): Promise<SendOutcome> {
    await inTransaction(db, async (tx) => {
      const [state] = await tx.select().from(aeatSender).where(eq(aeatSender.id, 1)).for('update');
      const failures = (state?.failures ?? 0) + 1;
      await tx
        .update(billingRecords)
        .set({ aeatStatus: 'pending' })
        .where(
          and(
            inArray(
              billingRecords.id,
              claimed.batch.map((r) => r.id),
            ),
            eq(billingRecords.aeatStatus, 'sent'),
          ),
        );
      await finish(tx, claimed.token, {
        failures,
        lastError: error,
        nextAttemptAt: new Date(clock.now().getTime() + backoffMs(failures)),
        nextAttemptReason: 'backoff',
      });
    });
    deps.log.warn({ records: claimed.batch.length, error }, 'AEAT request failed; will retry');
    return { sent: true, records: claimed.batch.length, answer: 'failed', error };
  }

  async function runOnce(): Promise<SendOutcome> {
    if (!transport) return { sent: false, reason: 'not_configured' };
    const claimed = await claim();
    if (!('token' in claimed)) return claimed;
    const { batch, token } = claimed;
    let answer: AeatAnswer;
    try {
      const reply = await transport.post(buildSoapRequest(taxpayerOf(batch), batch));
      if (reply.status >= 500 && !reply.body.includes('Fault'))
        return fail(claimed, `the AEAT answered HTTP ${reply.status}`);
      answer = readAnswer(reply.body);
    } catch (error) {
      return fail(claimed, error instanceof Error ? error.message : String(error));
    }
    if (answer.kind === 'fault') return fail(claimed, `SOAP fault: ${answer.message}`);
    if (answer.sendStatus === 'Incorrecto' && answer.lines.length === 0)
      return fail(claimed, 'the AEAT refused the whole request (EstadoEnvio Incorrecto)');
    const statuses = await inTransaction(db, async (tx) => {
      const result = await storeAnswer(tx, batch, answer);
      await finish(tx, token, {
        failures: 0,
        lastError: null,
        nextAttemptAt: new Date(clock.now().getTime() + answer.waitSeconds * 1000),
        nextAttemptReason: 'wait',
      });
      return result;
    });
    deps.log.info({ records: batch.length, statuses, csv: answer.csv }, 'AEAT answered');
    return { sent: true, records: batch.length, answer: 'answered', statuses };
  }

  async function status(): Promise<AeatSending> {
    const counts = { pending: 0, sent: 0, accepted: 0, accepted_with_errors: 0, refused: 0 };
    const rows = await db
      .select({ status: billingRecords.aeatStatus, n: sql<number>`count(*)::int` })
      .from(billingRecords)
      .groupBy(billingRecords.aeatStatus);
    for (const row of rows) counts[row.status] = row.n;
    const [state] = await db.select().from(aeatSender).where(eq(aeatSender.id, 1));
    return {
      configured: transport !== null,
      environment: deps.environment,
      counts,
      lastRunAt: state?.lastRunAt?.toISOString() ?? null,
      lastError: state?.lastError ?? null,
      nextAttemptAt: state?.nextAttemptAt?.toISOString() ?? null,
    };
  }

  function scheduleNext(): void {
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => deps.log.error({ err: error }, 'AEAT sender failed'))
        .finally(() => {
          if (timer) scheduleNext();
        });
    }, POLL_MS);
    timer.unref();
  }

  return {
    configured: transport !== null,
    runOnce,
    status,
    start() {
      if (transport && !timer) scheduleNext();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
