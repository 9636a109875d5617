import type { FastifyInstance } from 'fastify';
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

export interface Realtime {
  onEvent<K extends RealtimeEvent['kind']>(kind: K, resolver: EventResolver<K>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** PLACEHOLDER being implemented: the STOMP 1.2 broker at /stream. */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const resolvers = new Map<string, unknown>();
  app.decorate('realtime', {
    onEvent(kind, resolver) {
      resolvers.set(kind, resolver);
    },
  } satisfies Realtime);
}
