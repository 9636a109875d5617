import { sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { EVENTS_CHANNEL, type RealtimeEvent } from '../../infra/realtime/events';

/** The events of each open booking transaction; see inTransaction. */
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

/** The same NOTIFY as publishEvent (infra/realtime/events.ts), all events in one statement. */
export async function flushEventQueue(tx: Tx): Promise<void> {
  const payloads = [...(queues.get(tx)?.keys() ?? [])];
  queues.delete(tx);
  if (payloads.length === 0) return;
  const calls = payloads.map((payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
