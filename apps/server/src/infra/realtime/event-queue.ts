import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { EVENTS_CHANNEL, type RealtimeEvent } from './events';

/** The events of each open transaction; see inTransaction. */
const queues = new WeakMap<Tx, Map<string, RealtimeEvent>>();

export function openEventQueue(tx: Tx): void {
  queues.set(tx, new Map());
}

/**
 * Queues a realtime event of this transaction (the same event twice is sent once). NOTIFY is only
 * delivered on commit anyway, so sending them together at the end changes nothing for listeners
 * and saves round trips while the class row is locked — what limits a rush's throughput.
 */
export function queueEvent(tx: Tx, event: RealtimeEvent): void {
  const queue = queues.get(tx);
  if (!queue) throw new Error('queueEvent needs a transaction opened by inTransaction');
  queue.set(JSON.stringify(event), event);
}

/**
 * Queues an event if `tx` was opened by inTransaction, and tells whether it did. For wake-ups that
 * something else also catches (the push sender polls the outbox as well): a caller on a plain
 * transaction still works, only later.
 */
export function queueEventIfOpen(tx: Tx, event: RealtimeEvent): boolean {
  const queue = queues.get(tx);
  queue?.set(JSON.stringify(event), event);
  return queue !== undefined;
}

/**
 * Where the transaction's queue stands, for a savepoint: the events queued after it can be
 * forgotten with dropEventsSince if the savepoint is rolled back. (A Map keeps insertion order and
 * an event queued twice keeps its first place, so the events after a mark are the last ones.)
 */
export function eventMark(tx: Tx): number {
  return queues.get(tx)?.size ?? 0;
}

/** Forgets the events queued since `mark`: the work that queued them was rolled back. */
export function dropEventsSince(tx: Tx, mark: number): void {
  const queue = queues.get(tx);
  if (!queue) return;
  for (const key of [...queue.keys()].slice(mark)) queue.delete(key);
}

/** One NOTIFY per event, all in one statement; PostgreSQL delivers them when the transaction commits. */
export async function flushEventQueue(tx: Tx): Promise<void> {
  const payloads = [...(queues.get(tx)?.keys() ?? [])];
  queues.delete(tx);
  if (payloads.length === 0) return;
  const calls = payloads.map((payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
