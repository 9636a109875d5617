import type { PushKind, PushParams, PushPayload } from '@boxbook/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Clock } from '../../lib/clock';
import type { Db } from '../db/client';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import type { VapidKeys } from './vapid-keys';

/** A push about to leave for one device, as the renderer sees it. */
export interface OutgoingPush {
  kind: PushKind;
  params: PushParams;
  topic: string | null;
  /** The member the device belongs to. */
  userId: number;
  language: 'ca' | 'es';
}

/** Writes a push in the device's language from the state of things now; null drops it (no longer true). */
export type RenderPush = (push: OutgoingPush, now: Date) => Promise<PushPayload | null>;

export interface PushSender {
  /** Sends what is due now; one run at a time per process, another one right after if asked meanwhile. */
  flush(): Promise<number>;
  /** Looks at the outbox every few seconds (retries, delayed pushes, pushes queued outside inTransaction). */
  start(): void;
  stop(): Promise<void>;
}

/** Sent at most this many times; a push service that keeps failing is not asked forever. */
export const MAX_PUSH_ATTEMPTS = 6;
/** Requests to push services under way at once: a round sends in waves of this many. */
export const PUSH_PARALLEL = 16;
/** The longest one request to a push service may take; a slow service makes every wave this long. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;
/** A sender that died mid-round leaves its rows SENDING; past this lease another one takes them. */
export const PUSH_LEASE_MS = 60_000;
/**
 * Rows claimed at once. A round's worst case, three waves of requests answered at the timeout
 * (30 s), is half the lease, with room left for rendering and settling; a longer round would let
 * another process take rows this one is still sending, and the member would get them twice.
 * A broadcast to the whole box goes out in as many rounds as it takes. (A "push chunk size" of
 * 8192 in the first description of the app was one such claim: at 16 at a time it could take over
 * an hour against a slow service, and another process resent what was still waiting.)
 */
export const PUSH_ROUND_SIZE = PUSH_PARALLEL * 3;
const POLL_MS = 5_000;
const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** How long pushes stay on the push service for a phone that is off. */
const TTL_SECONDS = 6 * 60 * 60;
/** Sent and failed rows are kept this long for a look, then pruned. */
const KEEP_MS = 7 * 24 * 60 * 60_000;
const URGENT: readonly PushKind[] = ['promoted', 'place_free', 'reminder', 'class_cancelled'];

/** How long to wait before the next attempt: the service's Retry-After, else doubling from 30 s. */
export function backoffMs(attempts: number, retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  if (retryAfter && Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_BACKOFF_MS);
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

type Outcome =
  | { status: 'sent' }
  | { status: 'gone' }
  | { status: 'dropped' }
  | { status: 'retry'; error: string; retryAfter: string | null }
  | { status: 'failed'; error: string };

interface Claimed {
  id: number;
  subscriptionId: number;
  kind: PushKind;
  params: PushParams;
  topic: string | null;
  attempts: number;
}

/**
 * Delivers the push outbox (docs/architecture.md, "Push") with web-push's encryption (aes128gcm)
 * and VAPID signature, over fetch. Each process runs one; rows are claimed with SKIP LOCKED, so two
 * processes never send one row twice. A push service answering 404 or 410 has forgotten the
 * device: its subscription goes. 429 and 5xx (and no answer) are retried with back-off.
 */
export function createPushSender(deps: {
  db: Db;
  clock: Clock;
  keys: VapidKeys;
  render: RenderPush;
  log: FastifyBaseLogger;
}): PushSender {
  const { db, clock, keys, log } = deps;
  let running: Promise<number> | null = null;
  /** The round asked for while one was under way: it starts when that one ends. */
  let next: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastPrune = 0;
  /** Set by stop(): the round under way ends, and its rest waits for another process or a restart. */
  let stopping = false;

  async function claim(now: Date): Promise<Claimed[]> {
    const leaseUntil = new Date(now.getTime() + PUSH_LEASE_MS).toISOString();
    const at = now.toISOString();
    const result = (await db.execute(sql`
      update push_outbox set status = 'SENDING', lease_until = ${leaseUntil}::timestamptz, attempts = attempts + 1
      where id in (
        select id from push_outbox
        where (status = 'PENDING' and (send_after is null or send_after <= ${at}::timestamptz))
           or (status = 'SENDING' and lease_until < ${at}::timestamptz)
        order by id limit ${PUSH_ROUND_SIZE}
        for update skip locked)
      returning id, subscription_id as "subscriptionId", kind, params, topic, attempts`)) as unknown as {
      rows: Claimed[];
    };
    return result.rows;
  }

  async function sendOne(
    push: Claimed,
    device: typeof pushSubscriptions.$inferSelect,
    now: Date,
  ): Promise<Outcome> {
    const payload = await deps.render(
      {
        kind: push.kind,
        params: push.params,
        topic: push.topic,
        userId: device.userId,
        language: device.language,
      },
      now,
    );
    if (!payload) return { status: 'dropped' };
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        urgency: URGENT.includes(push.kind) ? 'high' : 'normal',
        ...(push.topic ? { topic: push.topic } : {}),
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      const { status } = response;
      if (status >= 200 && status < 300) return { status: 'sent' };
      if (status === 404 || status === 410) return { status: 'gone' };
      if (status === 429 || status >= 500)
        return { status: 'retry', error: `HTTP ${status}`, retryAfter: response.headers.get('retry-after') };
      return { status: 'failed', error: `HTTP ${status}` };
    } catch (error) {
      // No answer (a timeout, a refused connection): the service may be back in a moment.
      return { status: 'retry', error: (error as Error).name, retryAfter: null };
    }
  }

  async function settle(push: Claimed, device: { id: number }, outcome: Outcome, now: Date): Promise<void> {
    switch (outcome.status) {
      case 'sent':
        await db.update(pushOutbox).set({ status: 'SENT', sentAt: now }).where(eq(pushOutbox.id, push.id));
        return;
      case 'dropped':
        await db.delete(pushOutbox).where(eq(pushOutbox.id, push.id));
        return;
      case 'gone':
        // Its pending pushes go with it (ON DELETE CASCADE).
        log.info({ subscriptionId: device.id }, 'push subscription gone; removed');
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        return;
      case 'failed':
        log.warn({ pushId: push.id, error: outcome.error }, 'push refused by the push service');
        await db
          .update(pushOutbox)
          .set({ status: 'FAILED', lastError: outcome.error })
          .where(eq(pushOutbox.id, push.id));
        return;
      case 'retry': {
        const last = push.attempts >= MAX_PUSH_ATTEMPTS;
        log.warn({ pushId: push.id, attempts: push.attempts, error: outcome.error }, 'push not delivered');
        await db
          .update(pushOutbox)
          .set({
            status: last ? 'FAILED' : 'PENDING',
            lastError: outcome.error,
            leaseUntil: null,
            sendAfter: new Date(now.getTime() + backoffMs(push.attempts, outcome.retryAfter)),
          })
          .where(eq(pushOutbox.id, push.id));
      }
    }
  }

  /** Sends one claimed round; returns how many were claimed and how many reached their device. */
  async function round(): Promise<{ claimed: number; sent: number }> {
    const now = clock.now();
    const claimed = await claim(now);
    if (claimed.length === 0) return { claimed: 0, sent: 0 };
    const ids = [...new Set(claimed.map((push) => push.subscriptionId))];
    const devices = new Map(
      (await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids))).map((d) => [
        d.id,
        d,
      ]),
    );
    let sent = 0;
    for (let i = 0; i < claimed.length; i += PUSH_PARALLEL) {
      await Promise.all(
        claimed.slice(i, i + PUSH_PARALLEL).map(async (push) => {
          const device = devices.get(push.subscriptionId);
          if (!device) return; // removed meanwhile: its rows went with it
          try {
            const outcome = await sendOne(push, device, now);
            await settle(push, device, outcome, now);
            if (outcome.status === 'sent') sent++;
          } catch (error) {
            log.error({ err: error, pushId: push.id }, 'push could not be sent');
            await settle(push, device, { status: 'retry', error: 'internal', retryAfter: null }, now);
          }
        }),
      );
    }
    return { claimed: claimed.length, sent };
  }

  /** Rounds until one comes back short: the outbox has nothing more due now. */
  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const done = await round();
      sent += done.sent;
      if (done.claimed < PUSH_ROUND_SIZE || stopping) return sent;
    }
  }

  async function prune(): Promise<void> {
    const now = clock.now().getTime();
    if (now - lastPrune < 60 * 60_000) return;
    lastPrune = now;
    const before = new Date(now - KEEP_MS).toISOString();
    await db.execute(
      sql`delete from push_outbox where status in ('SENT', 'FAILED') and created_at < ${before}::timestamptz`,
    );
  }

  function flush(): Promise<number> {
    if (stopping) return Promise.resolve(0);
    // A round under way may have looked before the caller's rows were there: one more after it.
    if (running) {
      next ??= running.then(() => {
        next = null;
        return flush();
      });
      return next;
    }
    running = sendDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'push outbox round failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    flush,
    start() {
      timer ??= setInterval(() => {
        void flush();
        void prune().catch(() => undefined);
      }, POLL_MS);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await (next ?? running);
    },
  };
}
