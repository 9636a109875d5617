import type { PushKind, PushParams } from '@boxbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queueEventIfOpen } from '../realtime/event-queue';

/** The chat keeps its own unread list; every other push is kept in the member's notifications list. */
export const listed = (request: PushRequest) =>
  request.kind !== 'chat_message' && request.kind !== 'chat_answer' && !('staff' in request);

/** The members a push is meant for, device or not: who gets a row in their notifications list. */
function recipientsOf(request: PushAudience): SQL | null {
  if ('userId' in request) return sql`select ${request.userId}::int as id`;
  if ('userIds' in request) {
    if (request.userIds.length === 0) return null;
    return sql`select unnest(${sql.param([...new Set(request.userIds)])}::int[]) as id`;
  }
  if ('waitingIn' in request)
    return sql`select user_id as id from class_users where class_id = ${request.waitingIn} and status = 'WAIT'`;
  if ('staff' in request) return null;
  return sql`select id from users where status = 'ACTIVE'`;
}

/**
 * The notifications list's rows of a push (docs/decisions.md, "Coaches and the notifications
 * list"): one per member it is meant for, whether or not they have a device,
 * with the push's kind and ids, worded when the list is read.
 */
function noteInsert(request: PushRequest, when: SQL): SQL | null {
  const recipients = listed(request) ? recipientsOf(request) : null;
  if (!recipients) return null;
  return sql`
    insert into notifications (user_id, kind, params)
    select r.id, ${request.kind}, ${JSON.stringify(request.params ?? {})}::jsonb
    from (${recipients}) r where ${when}
    returning user_id`;
}

/** Each member noted hears a `user` event at the commit: their bell's count follows live. */
function tellNoted(tx: Tx, userIds: readonly number[]): void {
  for (const userId of new Set(userIds)) queueEventIfOpen(tx, { kind: 'user', userId: Number(userId) });
}

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
  const note = noteInsert(request, sql`true`);
  if (note) {
    const noted = (await tx.execute(note)) as unknown as { rows: { user_id: number }[] };
    tellNoted(
      tx,
      noted.rows.map((row) => row.user_id),
    );
  }
  const insert = pushInsert(request, sql`true`);
  if (!insert) return 0;
  const result = (await tx.execute(insert)) as unknown as { rows: unknown[] };
  pushesQueued(tx, result.rows.length);
  return result.rows.length;
}

/**
 * The same as CTEs, `pushed` (one row per device) and the notifications list's rows, of the
 * statement that makes the change the push tells of: one round trip less while a class is locked.
 * `when` is that change's own condition (`exists (select from moved)`). Tell pushesQueued how many
 * rows `pushed` gave.
 */
export function pushCte(request: PushRequest, when: SQL): SQL | null {
  const insert = pushInsert(request, when);
  const note = noteInsert(request, when);
  if (!insert) return null;
  const pushed = sql`pushed as (${insert})`;
  return note ? sql`noted as (${note}), ${pushed}` : pushed;
}

/**
 * After a pushCte's statement: wakes the senders at the commit when it queued any, and tells the
 * member of a one-member push (a promotion) that their list changed when the change happened.
 */
export function pushesQueued(
  tx: Tx,
  devices: number,
  noted?: { request: PushRequest; happened: boolean },
): void {
  if (devices > 0) queueEventIfOpen(tx, { kind: 'push' });
  if (noted?.happened && 'userId' in noted.request && listed(noted.request))
    tellNoted(tx, [noted.request.userId]);
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
