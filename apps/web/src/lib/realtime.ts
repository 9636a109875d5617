import { Client, type StompSubscription } from '@stomp/stompjs';

export type RealtimeState = 'connecting' | 'open' | 'closing' | 'closed';

type Handler = (body: unknown) => void;

/**
 * One STOMP connection per signed-in tab (spec point 7: /stream, 10 s heart-beats, reconnect
 * after 5 s). Subscriptions survive reconnects: they are made again on every connect.
 */
export function createRealtime(token: () => string | null) {
  const handlers = new Map<string, Set<Handler>>();
  const active = new Map<string, StompSubscription>();
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const client = new Client({
    brokerURL: `${scheme}://${window.location.host}/stream`,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 5_000,
    beforeConnect: async (c) => {
      c.connectHeaders = { Authorization: `Bearer ${token() ?? ''}` };
    },
    onConnect: () => {
      active.clear();
      for (const destination of handlers.keys()) subscribe(destination);
    },
  });

  function subscribe(destination: string) {
    active.set(
      destination,
      client.subscribe(destination, (message) => {
        const body: unknown = JSON.parse(message.body);
        for (const handler of handlers.get(destination) ?? []) handler(body);
      }),
    );
  }

  return {
    start: () => client.activate(),
    stop: () => client.deactivate(),
    /** Listens to a destination; returns the function that stops listening. */
    on(destination: string, handler: Handler): () => void {
      const set = handlers.get(destination) ?? new Set<Handler>();
      handlers.set(destination, set);
      set.add(handler);
      if (client.connected && !active.has(destination)) subscribe(destination);
      return () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(destination);
          active.get(destination)?.unsubscribe();
          active.delete(destination);
        }
      };
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

let active: Realtime | null = null;

/** The signed-in tab's connection, set by the session; screens listen through `useLiveQuery`. */
export const activeRealtime = {
  get: () => active,
  set: (next: Realtime | null) => {
    active = next;
  },
};
