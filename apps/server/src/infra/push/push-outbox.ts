import type { PushKind, PushParams } from '@boxbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queueEventIfOpen } from '../realtime/event-queue';

/** Who a push goes to; each of their devices gets one. */
export type PushAudience =
  | { userId: number }
  | { userIds: readonly number[] }
  /** Every member waiting in that class, as the transaction sees them. */
  | { waitingIn: number }
  /** Every trainer and admin. */
  | { staff: true }
  | { everyone: true };

export type PushRequest = PushAudience & {
  kind: PushKind;
  /** Ids the push is written from when it leaves (classId, messageId…); never text in one language. */
  params?: PushParams;
  /** Pushes of one topic replace each other on the device, and cancelPush takes back pending ones. */
  topic?: string;
  /** Not before this instant (a chat push waits to see whether the other side reads it live). */
  sendAfter?: Date;
};

function audienceOf(request: PushAudience): SQL | null {
  if ('userId' in request) return sql`s.user_id = ${request.userId}`;
  if ('userIds' in request) {
    if (request.userIds.length === 0) return null;
    return sql`s.user_id = any(${sql.param([...new Set(request.userIds)])}::int[])`;
  }
  if ('waitingIn' in request)
    return sql`s.user_id in (select user_id from class_users where class_id = ${request.waitingIn} and status = 'WAIT')`;
  if ('staff' in request)
    return sql`s.user_id in (select id from users where roles && array['TRAINER', 'ADMIN']::text[])`;
  return sql`true`;
}

/**
 * Queues a push inside the caller's transaction: it leaves only if that transaction commits, and
 * then at once (the commit's NOTIFY wakes every process's sender) or, on a plain transaction, at
 * the sender's next look (a few seconds). Written in each device's language when it leaves.
 * Returns how many devices it will reach; members without a subscribed device get nothing.
 *
 *   await queuePush(tx, { userId, kind: 'renewal_failed', params: { planId } });
 */
export async function queuePush(tx: Tx, request: PushRequest): Promise<number> {
  const insert = pushInsert(request, sql`true`);
  if (!insert) return 0;
  const result = (await tx.execute(insert)) as unknown as { rows: unknown[] };
  pushesQueued(tx, result.rows.length);
  return result.rows.length;
}

/**
 * The same as a CTE, `pushed` (one row per device), of the statement that makes the change the
 * push tells of: one round trip less while a class is locked. `when` is that change's own
 * condition (`exists (select from moved)`). Tell pushesQueued how many rows `pushed` gave.
 */
export function pushCte(request: PushRequest, when: SQL): SQL | null {
  const insert = pushInsert(request, when);
  return insert && sql`pushed as (${insert})`;
}

/** After a pushCte's statement: wakes the senders at the commit when it queued any. */
export function pushesQueued(tx: Tx, devices: number): void {
  if (devices > 0) queueEventIfOpen(tx, { kind: 'push' });
}

function pushInsert(request: PushRequest, when: SQL): SQL | null {
  const audience = audienceOf(request);
  if (!audience) return null;
  const sendAfter = request.sendAfter ? sql`${request.sendAfter.toISOString()}::timestamptz` : sql`null`;
  return sql`
    insert into push_outbox (subscription_id, kind, params, topic, send_after)
    select s.id, ${request.kind}, ${JSON.stringify(request.params ?? {})}::jsonb, ${request.topic ?? null}, ${sendAfter}
    from push_subscriptions s where ${audience} and ${when}
    returning id`;
}

/** Takes back the pushes of a kind and topic that have not left yet (a chat read before its push went). */
export async function cancelPush(tx: Tx, { kind, topic }: { kind: PushKind; topic: string }): Promise<void> {
  await tx.execute(
    sql`delete from push_outbox where status = 'PENDING' and kind = ${kind} and topic = ${topic}`,
  );
}
