import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { Coalescer } from './coalescer';
import { CurrentStates, type StateRead } from './current-state';
import { isCoalesced } from './destination-policy';
import { EventDispatcher, type EventResolver, type EventWatcher, type Outgoing } from './event-dispatcher';
import { onCommitted } from './event-queue';
import { EVENTS_CHANNEL, type RealtimeEvent } from './events';
import { ResyncRegistry, type Snapshot } from './resync';
import { MAX_FRAME_BYTES } from './stomp-frame';
import { CLOSE } from './stomp-refusal';
import { StompSession } from './stomp-session';
import { SubscriptionRegistry } from './subscriptions';

export type { EventResolver, EventWatcher, Outgoing } from './event-dispatcher';

export interface Realtime {
  onEvent<K extends RealtimeEvent['kind']>(kind: K, resolver: EventResolver<K>): void;
  /**
   * Called on every event of a kind in every process, whoever is subscribed; in the process that
   * committed it, as soon as the commit returns (infra/realtime/event-queue.ts, onCommitted).
   */
  watch<K extends RealtimeEvent['kind']>(kind: K, watcher: EventWatcher<K>): void;
  /**
   * How to read the current state of the destinations `pattern` matches, re-sent to their
   * subscribers when this process's LISTEN connection comes back from a drop (see resync.ts).
   */
  onResync(pattern: RegExp, snapshot: Snapshot): void;
  /**
   * How to read what the destinations `pattern` matches hold now, several at once: sent to a new
   * subscription that asks for it (SUBSCRIBE header `state:current`, see current-state.ts).
   */
  onCurrentState(pattern: RegExp, read: StateRead): void;
  /** The messages an event would produce in this process, unsent: snapshots reuse the resolvers. */
  resolve(event: RealtimeEvent): Promise<Outgoing[]>;
  /**
   * Closes every STOMP connection for a shutdown (1012, "service restart": the client reconnects
   * after its delay) and resolves once all are closed. The server's drain calls it so websockets end
   * alongside the HTTP connections; the app's close calls it again, harmlessly.
   */
  closeConnections(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Offered by STOMP clients over WebSocket, best first; every one of them gets the 1.2 dialect. */
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
/** docs/product.md, Live updates: during a rush, at most one `/class/{id}` frame per class per 100 ms. */
const CLASS_WINDOW_MS = 100;

/**
 * The STOMP 1.2 broker at `/stream` (see docs/product.md, Live updates). Changes reach it only as NOTIFY on
 * EVENTS_CHANNEL, so every server process on the database hears every change, reads the current
 * state through the resolver of that event kind, and sends it to its own connections.
 */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const log = app.log.child({ module: 'realtime' });
  const subscriptions = new SubscriptionRegistry();
  const resyncs = new ResyncRegistry();
  const sessions = new Set<StompSession>();
  const publish = (destination: string, body: string) => subscriptions.publish(destination, body);
  const coalescer = new Coalescer(CLASS_WINDOW_MS, publish);
  let closing = false;
  const dispatcher = new EventDispatcher(
    log,
    () => !subscriptions.isEmpty,
    (destination, body) => {
      if (closing) return;
      if (isCoalesced(destination)) coalescer.push(destination, body);
      else publish(destination, body);
    },
  );
  const currentStates = new CurrentStates((asking, read) => {
    void dispatcher.sendOnly(read, (destination, body) => {
      if (closing) return;
      for (const subscription of asking)
        if (subscription.destination === destination && subscriptions.has(subscription))
          subscription.sink.deliver(subscription.id, destination, body);
    });
  });
  const closeConnections = async () => {
    closing = true;
    coalescer.stop();
    await Promise.all([...sessions].map((session) => session.shutdown()));
  };
  app.decorate('realtime', {
    onEvent: (kind, resolver) => dispatcher.register(kind, resolver),
    onResync: (pattern, snapshot) => resyncs.register(pattern, snapshot),
    onCurrentState: (pattern, read) => currentStates.register(pattern, read),
    resolve: (event) => dispatcher.resolve(event),
    watch: (kind, watcher) => dispatcher.watch(kind, watcher),
    closeConnections,
  } satisfies Realtime);

  const stopHearingCommits = onCommitted(app.db, (events) => {
    for (const event of events) dispatcher.notifyWatchers(event);
  });
  app.addHook('onClose', async () => stopHearingCommits());

  // Runs before @fastify/websocket's own preClose (registered below), so clients get our 1012.
  app.addHook('preClose', closeConnections);

  await app.register(fastifyWebsocket, {
    options: {
      handleProtocols: (offered) => SUBPROTOCOLS.find((protocol) => offered.has(protocol)) ?? false,
      // Room for a few frames per message; an oversized frame then gets a STOMP ERROR rather
      // than a bare WebSocket close.
      maxPayload: 4 * MAX_FRAME_BYTES,
    },
  });

  app.get('/stream', { websocket: true }, (socket, request) => {
    if (closing) return socket.close(CLOSE.serviceRestart, 'server restarting');
    const session = new StompSession(socket, {
      tokens: app.tokens,
      subscriptions,
      sendCurrentState: (subscription) => {
        if (currentStates.has(subscription.destination)) currentStates.request(subscription);
      },
      log: request.log.child({ module: 'realtime' }),
    });
    sessions.add(session);
    void session.closed.then(() => sessions.delete(session));
  });

  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(
      EVENTS_CHANNEL,
      (payload) => dispatcher.dispatch(payload),
      () => {
        // Notifications sent while LISTEN was down are lost: send what the sockets follow afresh.
        const reads = resyncs.readsFor(subscriptions.destinations());
        log.info({ destinations: reads.length }, 'events connection back; re-sending current state');
        void dispatcher.resync(reads);
      },
    );
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    await dispatcher.drain();
  });
}
