import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RealtimeEvent } from './events';

/** A message for the subscribers of one destination, e.g. `/user/7/read` with the user as body. */
export interface Outgoing {
  destination: string;
  body: unknown;
}

/** Turns an event into the frames to send; features register one per event kind. */
export type EventResolver<K extends RealtimeEvent['kind']> = (
  event: Extract<RealtimeEvent, { kind: K }>,
) => Promise<Outgoing[]>;

type AnyResolver = (event: RealtimeEvent) => Promise<Outgoing[]>;

/**
 * Told of every event of its kind, subscribers or not: for state a process keeps in memory. `null`
 * after LISTEN came back from a drop: events may have been missed, anything kept may be stale.
 */
export type EventWatcher<K extends RealtimeEvent['kind']> = (
  event: Extract<RealtimeEvent, { kind: K }> | null,
) => void;
type AnyWatcher = (event: RealtimeEvent | null) => void;

const id = z.number().int().positive();
/** NOTIFY payloads come from any process on the database, so they are checked, not trusted. */
const eventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: id }),
  z.object({ kind: z.literal('class'), classId: id }),
  z.object({
    kind: z.literal('classUser'),
    action: z.enum(['save', 'update', 'delete']),
    classId: id,
    classUserId: id,
  }),
  z.object({ kind: z.literal('settings') }),
  z.object({ kind: z.literal('chat'), userId: id }),
  z.object({ kind: z.literal('whiteboard'), date: z.iso.date() }),
  z.object({ kind: z.literal('openLeaderboard'), eventId: id }),
  z.object({ kind: z.literal('push') }),
]) satisfies z.ZodType<RealtimeEvent>;

/**
 * From NOTIFY payload to outgoing messages. Events resolve concurrently (each reads the current
 * state from the database), so a slow early read could finish after a later one; a destination
 * therefore only takes results from a read that started after the one it last sent.
 */
export class EventDispatcher {
  private readonly resolvers = new Map<RealtimeEvent['kind'], AnyResolver>();
  private readonly watchers = new Map<RealtimeEvent['kind'], AnyWatcher[]>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly lastSent = new Map<string, number>();
  private started = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** Whether anyone local listens at all; with no subscriber there is nothing to read. */
    private readonly hasSubscribers: () => boolean,
    private readonly deliver: (destination: string, body: string) => void,
  ) {}

  /** One resolver per kind; registering again replaces it (tests stub resolvers this way). */
  register<K extends RealtimeEvent['kind']>(kind: K, resolver: EventResolver<K>): void {
    // Safe: a resolver is only ever called with events of the kind it was registered under.
    this.resolvers.set(kind, resolver as AnyResolver);
  }

  /** Runs `watcher` on every event of a kind, subscribers or not: for state a process keeps in memory. */
  watch<K extends RealtimeEvent['kind']>(kind: K, watcher: EventWatcher<K>): void {
    // Safe: a watcher is only ever called with events of its kind, or null.
    this.watchers.set(kind, [...(this.watchers.get(kind) ?? []), watcher as AnyWatcher]);
  }

  /** Tells the watchers of an event's kind; also called at once for this process's own commits. */
  notifyWatchers(event: RealtimeEvent): void {
    for (const watcher of this.watchers.get(event.kind) ?? []) watcher(event);
  }

  dispatch(payload: string): void {
    const event = this.parse(payload);
    if (event) this.notifyWatchers(event);
    const resolver = event && this.resolvers.get(event.kind);
    if (!event || !resolver || !this.hasSubscribers()) return;
    this.track(this.send(() => resolver(event), ++this.started, { event }));
  }

  /** The messages an event would produce here, without sending them (resync snapshots reuse resolvers). */
  async resolve(event: RealtimeEvent): Promise<Outgoing[]> {
    return (await this.resolvers.get(event.kind)?.(event)) ?? [];
  }

  /**
   * After LISTEN came back from a drop: the events sent in the gap are lost, so every watcher runs
   * (what a process keeps in memory may be stale) and each destination's current state is read
   * and sent, ordered with the events' reads like any of them.
   */
  resync(reads: { destination: string; read: () => Promise<unknown[]> }[]): Promise<void> {
    for (const watchers of this.watchers.values()) for (const watcher of watchers) watcher(null);
    const tasks = reads.map(({ destination, read }) =>
      this.track(
        this.send(async () => (await read()).map((body) => ({ destination, body })), ++this.started, {
          destination,
        }),
      ),
    );
    return Promise.allSettled(tasks).then(() => undefined);
  }

  /**
   * Reads a state for some subscribers only (a new subscription's current state, current-state.ts),
   * ordered with the events' reads: a destination is left out if a read that started after this
   * one has been sent to it already (its subscribers, these among them, have newer news). It does
   * not count as sent: the other subscribers did not get it.
   */
  sendOnly(
    read: () => Promise<Outgoing[]>,
    deliver: (destination: string, body: string) => void,
  ): Promise<void> {
    const sequence = ++this.started;
    const task = (async () => {
      try {
        for (const { destination, body } of await read()) {
          if ((this.lastSent.get(destination) ?? 0) > sequence) continue;
          deliver(destination, JSON.stringify(body ?? null));
        }
      } catch (error) {
        this.log.error({ err: error }, 'realtime current state could not be read');
      }
    })();
    return this.track(task);
  }

  private track(task: Promise<void>): Promise<void> {
    this.inFlight.add(task);
    void task.finally(() => {
      this.inFlight.delete(task);
      // Every later read starts after every earlier one, so the order book can start afresh.
      if (this.inFlight.size === 0) this.lastSent.clear();
    });
    return task;
  }

  /** Waits for the reads under way, so the database is not closed beneath them. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async send(read: () => Promise<Outgoing[]>, sequence: number, context: object): Promise<void> {
    try {
      for (const { destination, body } of await read()) {
        if ((this.lastSent.get(destination) ?? 0) > sequence) continue;
        this.lastSent.set(destination, sequence);
        this.deliver(destination, JSON.stringify(body ?? null));
      }
    } catch (error) {
      this.log.error({ err: error, ...context }, 'realtime state could not be read');
    }
  }

  private parse(payload: string): RealtimeEvent | null {
    try {
      const parsed = eventSchema.safeParse(JSON.parse(payload));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: reported below like any other malformed payload
    }
    this.log.warn({ payload: payload.slice(0, 200) }, 'ignoring a malformed realtime event');
    return null;
  }
}
