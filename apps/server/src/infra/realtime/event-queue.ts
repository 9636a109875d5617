import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { EVENTS_CHANNEL, type RealtimeEvent } from './events';

/**
 * The realtime events of one transaction, sent when it commits (the same event twice is sent
 * once). NOTIFY is only delivered on commit anyway, so sending them together at the end changes
 * nothing for listeners and saves round trips while the class row is locked — what limits a
 * rush's throughput. A Map keeps insertion order and an event queued twice keeps its first place,
 * so the events after a mark (a savepoint) are the last ones.
 */
class EventQueue {
  private readonly events = new Map<string, RealtimeEvent>();
  /** The events whose NOTIFY went already, with a read of the transaction (notifiesAlong). */
  private readonly notified = new Set<string>();

  add(event: RealtimeEvent): void {
    this.events.set(JSON.stringify(event), event);
  }

  mark(): number {
    return this.events.size;
  }

  /** Forgets the events queued since `mark`: the work that queued them was rolled back. */
  dropSince(mark: number): void {
    for (const key of [...this.events.keys()].slice(mark)) {
      this.events.delete(key);
      this.notified.delete(key);
    }
  }

  /** The payloads not notified yet, from now on counted as notified. */
  notifyNow(): string[] {
    const payloads = [...this.events.keys()].filter((key) => !this.notified.has(key));
    for (const payload of payloads) this.notified.add(payload);
    return payloads;
  }

  /** Every event, to announce at the commit, and the payloads still to notify before it. */
  take(): { events: RealtimeEvent[]; toNotify: string[] } {
    const toNotify = this.notifyNow();
    const events = [...this.events.values()];
    this.events.clear();
    this.notified.clear();
    return { events, toNotify };
  }
}

const EVENTS = Symbol('the events of a unit of work');

/**
 * A transaction that can publish realtime events: one opened by inTransaction, which sends what
 * was queued on it (publishOnCommit) with its commit. It is a Tx, so every statement runs on it as
 * on any transaction; a function that publishes asks for a UnitOfWork, so handing it a plain
 * transaction (whose events nobody would send) does not compile.
 */
export type UnitOfWork = Tx & { readonly [EVENTS]: EventQueue };

/** Makes `tx` a unit of work with an empty queue; inTransaction does, for each attempt. */
export function openUnitOfWork(tx: Tx): UnitOfWork {
  return Object.assign(tx, { [EVENTS]: new EventQueue() });
}

export const isUnitOfWork = (tx: Tx): tx is UnitOfWork => EVENTS in tx;

/** Queues a realtime event, sent when `unit` commits; dropped if it is rolled back. */
export function publishOnCommit(unit: UnitOfWork, event: RealtimeEvent): void {
  unit[EVENTS].add(event);
}

/**
 * Queues an event if `tx` is a unit of work, and tells whether it did. For wake-ups that
 * something else also catches (the push sender polls the outbox as well): a caller on a plain
 * transaction still works, only later.
 */
export function queueEventIfOpen(tx: Tx, event: RealtimeEvent): boolean {
  if (!isUnitOfWork(tx)) return false;
  publishOnCommit(tx, event);
  return true;
}

/** Where the unit's queue stands, for a savepoint: see dropEventsSince. */
export const eventMark = (unit: UnitOfWork): number => unit[EVENTS].mark();

/** Forgets the events queued since `mark`: the savepoint that queued them was rolled back. */
export function dropEventsSince(unit: UnitOfWork, mark: number): void {
  unit[EVENTS].dropSince(mark);
}

/**
 * One NOTIFY per event, in order; PostgreSQL delivers them when the transaction commits. Answers
 * the events, for announceCommitted once the commit went through.
 */
export async function flushEventQueue(unit: UnitOfWork): Promise<RealtimeEvent[]> {
  const { events, toNotify } = unit[EVENTS].take();
  if (toNotify.length > 0) await unit.execute(sql`select ${notifyAll(toNotify)}`);
  return events;
}

/**
 * The NOTIFYs of the events queued so far, as a one-row FROM item for the unit's last read before
 * it commits (a booking batch's answers, run-booking.ts): the NOTIFY statement's round trip saved
 * while the class is locked. PostgreSQL delivers them at the commit, as the others. The events are
 * still announced at the commit (flushEventQueue); those queued later are notified there. Null
 * when nothing is left to notify.
 */
export function notifiesAlong(unit: UnitOfWork): SQL | null {
  const payloads = unit[EVENTS].notifyNow();
  return payloads.length > 0 ? sql`${notifyAll(payloads)} as notified` : null;
}

/**
 * Every payload's NOTIFY, in the list's order, as one value: the payloads go as ONE array, so the
 * text is the same whatever their number (a draw of a thousand entrants included) and Drizzle
 * builds a few chunks, not two per event.
 */
const notifyAll = (payloads: string[]) =>
  sql`(select count(pg_notify(${EVENTS_CHANNEL}, payload)) from unnest(${sql.param(payloads)}::text[]) as payload)`;

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
