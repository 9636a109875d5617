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

/**
 * One NOTIFY per event, all in one statement; PostgreSQL delivers them when the transaction
 * commits. Answers the events, for announceCommitted once the commit went through.
 */
export async function flushEventQueue(tx: Tx): Promise<RealtimeEvent[]> {
  const queue = queues.get(tx) ?? new Map<string, RealtimeEvent>();
  queues.delete(tx);
  if (queue.size === 0) return [];
  const calls = [...queue.keys()].map((payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
  return [...queue.values()];
}

type CommitListener = (events: readonly RealtimeEvent[]) => void;
/** Per database handle: who in this process hears its committed events at once (see onCommitted). */
const commitListeners = new WeakMap<object, Set<CommitListener>>();

/**
 * Hears the events of every transaction committed through `db` by inTransaction, in this process,
 * as soon as COMMIT returns, before the request that wrote answers. NOTIFY brings the same events
 * a moment later (to every process): this is for what a process keeps in memory, so that whoever
 * wrote reads what they wrote. Answers how to stop listening.
 */
export function onCommitted(db: object, listener: CommitListener): () => void {
  const listeners = commitListeners.get(db) ?? new Set<CommitListener>();
  commitListeners.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceCommitted(db: object, events: readonly RealtimeEvent[]): void {
  if (events.length === 0) return;
  for (const listener of commitListeners.get(db) ?? []) listener(events);
}
