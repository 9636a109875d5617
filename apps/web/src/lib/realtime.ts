import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';
import type { Renewal } from './api-client';

export type RealtimeState = 'connecting' | 'open' | 'closing' | 'closed';

type Handler = (body: unknown) => void;

/** What a subscription asks of the server besides its messages. */
export interface Listening {
  /**
   * Runs once the server has a subscription made on an open connection (its RECEIPT): a change
   * published before that reached nobody, so the caller fetches again what it showed.
   */
  onLate?: () => void;
  /**
   * The server sends what the destination holds now as the subscription's first message (SUBSCRIBE
   * header `state:current`, apps/server/src/infra/realtime/current-state.ts), on every connect:
   * nothing published before the subscription is missed, and nothing needs fetching again.
   */
  currentState?: boolean;
}

/** A (re)connect, as `onConnect` listeners hear of it. */
export interface Connect {
  /** Not the connection's first: there was a gap, and messages of it are lost. */
  again: boolean;
}

/** An ERROR frame about the token (refused at CONNECT, or expired mid-connection) rather than a frame. */
const isTokenRefusal = (message: string | undefined) => /unauthori[sz]ed|expired|token/i.test(message ?? '');

export interface RealtimeOptions {
  /** The access token to connect with, renewed first if it is at its end. */
  token: () => Promise<string | null>;
  /** The server refused `rejected`: renew it before the next attempt. */
  renew: (rejected: string) => Promise<Renewal>;
}

/**
 * One STOMP connection per signed-in tab (docs/product.md, Live updates: /stream, 10 s heart-beats, reconnect
 * after 5 s). Subscriptions survive reconnects: they are made again on every connect, and
 * `onConnect` listeners hear of it so screens can catch up on what they missed meanwhile.
 * The STOMP library loads when the connection starts: a visitor's first page goes without it.
 */
export function createRealtime(options: RealtimeOptions) {
  const handlers = new Map<string, Set<Handler>>();
  const active = new Map<string, StompSubscription>();
  const connectListeners = new Set<(connect: Connect) => void>();
  /** Destinations whose subscriptions ask for the current state. */
  const withState = new Set<string>();
  let connects = 0;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  let sentToken: string | null = null;
  let client: Client | null = null;
  let stopped = false;
  const connect = (StompClient: typeof Client) =>
    new StompClient({
      brokerURL: `${scheme}://${window.location.host}/stream`,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      reconnectDelay: 5_000,
      // Every attempt asks for the token anew: after a sleep it is renewed before connecting.
      beforeConnect: async (c) => {
        sentToken = await options.token();
        c.connectHeaders = { Authorization: `Bearer ${sentToken ?? ''}` };
      },
      onConnect: () => {
        connects += 1;
        active.clear();
        for (const destination of handlers.keys()) subscribe(destination);
        for (const listener of connectListeners) listener({ again: connects > 1 });
      },
      onStompError: (frame) => {
        if (!sentToken || !isTokenRefusal(frame.headers.message)) return;
        void options.renew(sentToken).then((renewal) => {
          // The token was the only trouble: come back with the fresh one now, not after the pause.
          if (renewal === 'fresh' && client) {
            const c = client;
            void c.deactivate().then(() => c.activate());
          }
        });
      },
    });

  let receipts = 0;
  /** `onSubscribed` runs once the server has the subscription (its RECEIPT). */
  function subscribe(destination: string, onSubscribed?: () => void) {
    if (!client) return;
    const headers: Record<string, string> = withState.has(destination) ? { state: 'current' } : {};
    if (onSubscribed) {
      receipts += 1;
      headers.receipt = `subscribed-${receipts}`;
      client.watchForReceipt(headers.receipt, onSubscribed);
    }
    const onMessage = (message: IMessage) => {
      const body: unknown = JSON.parse(message.body);
      for (const handler of handlers.get(destination) ?? []) handler(body);
    };
    active.set(destination, client.subscribe(destination, onMessage, headers));
  }

  return {
    async start() {
      const { Client: StompClient } = await import('@stomp/stompjs');
      if (stopped || client) return;
      client = connect(StompClient);
      client.activate();
    },
    async stop() {
      stopped = true;
      await client?.deactivate();
    },
    /**
     * Listens to a destination; returns the function that stops listening. A change published
     * before the server has the subscription reaches nobody: see `Listening` for the two ways to
     * catch up (on a (re)connect, `onConnect` listeners hear of it too).
     */
    on(destination: string, handler: Handler, listening: Listening = {}): () => void {
      const set = handlers.get(destination) ?? new Set<Handler>();
      handlers.set(destination, set);
      set.add(handler);
      if (listening.currentState) withState.add(destination);
      if (client?.connected && !active.has(destination)) subscribe(destination, listening.onLate);
      return () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(destination);
          withState.delete(destination);
          active.get(destination)?.unsubscribe();
          active.delete(destination);
        }
      };
    },
    /** Called on every (re)connect, once the subscriptions are made again. */
    onConnect(listener: (connect: Connect) => void): () => void {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
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
