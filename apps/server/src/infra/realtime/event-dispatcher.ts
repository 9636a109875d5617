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
]) satisfies z.ZodType<RealtimeEvent>;

/**
 * From NOTIFY payload to outgoing messages. Events resolve concurrently (each reads the current
 * state from the database), so a slow early read could finish after a later one; a destination
 * therefore only takes results from a read that started after the one it last sent.
 */
export class EventDispatcher {
  private readonly resolvers = new Map<RealtimeEvent['kind'], AnyResolver>();
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

  dispatch(payload: string): void {
    const event = this.parse(payload);
    const resolver = event && this.resolvers.get(event.kind);
    if (!event || !resolver || !this.hasSubscribers()) return;
    const task = this.resolve(event, resolver, ++this.started);
    this.inFlight.add(task);
    void task.finally(() => {
      this.inFlight.delete(task);
      // Every later read starts after every earlier one, so the order book can start afresh.
      if (this.inFlight.size === 0) this.lastSent.clear();
    });
  }

  /** Waits for the reads under way, so the database is not closed beneath them. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async resolve(event: RealtimeEvent, resolver: AnyResolver, sequence: number): Promise<void> {
    try {
      for (const { destination, body } of await resolver(event)) {
        if ((this.lastSent.get(destination) ?? 0) > sequence) continue;
        this.lastSent.set(destination, sequence);
        this.deliver(destination, JSON.stringify(body ?? null));
      }
    } catch (error) {
      this.log.error({ err: error, event }, 'realtime event could not be resolved');
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
