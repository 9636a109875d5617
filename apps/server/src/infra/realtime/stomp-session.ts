import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { AccessClaims, TokenCheck } from '../http/caller';
import { STATE_CURRENT, STATE_HEADER } from './current-state';
import { maySubscribe } from './destination-policy';
import { HeartBeat } from './heart-beat';
import { acceptConnect } from './stomp-connect';
import { encodeFrame, FrameParser, type StompFrame } from './stomp-frame';
import { CLOSE, Refusal, requiredHeader } from './stomp-refusal';
import type { MessageSink, Subscription, SubscriptionRegistry } from './subscriptions';

export const MAX_SUBSCRIPTIONS = 200;
/** A socket that has not sent CONNECT by then is not a STOMP client worth a slot. */
const CONNECT_TIMEOUT_MS = 10_000;
/** A client this far behind is not reading; dropping it protects the process's memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a client gets to answer our close before its socket is cut. */
const SHUTDOWN_GRACE_MS = 2_000;

export interface SessionContext {
  tokens: TokenCheck;
  subscriptions: SubscriptionRegistry;
  /** Sends the subscription its destination's current state, when there is one (current-state.ts). */
  sendCurrentState: (subscription: Subscription) => void;
  log: FastifyBaseLogger;
}

type State = { name: 'new' } | { name: 'connected'; user: AccessClaims } | { name: 'closed' };

/** One STOMP connection: its frames are handled one at a time, in order, even across awaits. */
export class StompSession implements MessageSink {
  private state: State = { name: 'new' };
  private heartBeat: HeartBeat | null = null;
  private readonly parser = new FrameParser();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly connectTimer: NodeJS.Timeout;
  private expiryTimer: NodeJS.Timeout | null = null;
  private work = Promise.resolve();
  private messageCount = 0;
  private log: FastifyBaseLogger;
  /** Settles once the socket is closed, whoever closed it. */
  readonly closed: Promise<void>;

  constructor(
    private readonly socket: WebSocket,
    private readonly context: SessionContext,
  ) {
    this.log = context.log;
    this.closed = new Promise((resolve) => socket.once('close', () => resolve(this.dispose())));
    socket.on('message', (data) => this.receive(data));
    this.connectTimer = setTimeout(
      () => this.fail(new Refusal('connect timeout', 'no CONNECT frame in time')),
      CONNECT_TIMEOUT_MS,
    );
  }

  deliver(subscriptionId: string, destination: string, body: string): void {
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn('realtime client is not reading; dropping its connection');
      this.dispose();
      this.socket.terminate();
      return;
    }
    this.messageCount += 1;
    const headers = {
      subscription: subscriptionId,
      'message-id': String(this.messageCount),
      destination,
      'content-type': 'application/json',
    };
    this.send(encodeFrame('MESSAGE', headers, body));
  }

  /** Closes politely for a server shutdown; cuts the socket if the client does not answer. */
  shutdown(): Promise<void> {
    this.close(CLOSE.serviceRestart, 'server restarting');
    const deadline = setTimeout(() => this.socket.terminate(), SHUTDOWN_GRACE_MS);
    return this.closed.finally(() => clearTimeout(deadline));
  }

  private receive(data: RawData): void {
    if (this.state.name === 'closed') return;
    this.heartBeat?.received();
    const { frames, error } = this.parser.push(toBuffer(data));
    for (const frame of frames) this.enqueue(() => this.handle(frame), frame);
    if (!error) return;
    const code = error.reason === 'too-large' ? CLOSE.tooBig : CLOSE.protocol;
    this.enqueue(() => {
      throw new Refusal(error.message, 'the frame breaks STOMP 1.2 or our limits', code);
    });
  }

  private enqueue(task: () => void | Promise<void>, frame?: StompFrame): void {
    this.work = this.work.then(async () => {
      if (this.state.name === 'closed') return;
      try {
        await task();
      } catch (error) {
        if (error instanceof Refusal) return this.fail(error, frame);
        this.log.error({ err: error }, 'realtime frame handling failed');
        this.fail(new Refusal('internal error', 'the server failed to handle a frame', CLOSE.internal));
      }
    });
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.state.name === 'new') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP')
        throw new Refusal('not connected', `${frame.command} before CONNECT`);
      return this.connect(frame);
    }
    if (this.state.name !== 'connected') return;
    switch (frame.command) {
      case 'SUBSCRIBE':
        this.subscribe(frame, this.state.user);
        break;
      case 'UNSUBSCRIBE':
        this.unsubscribe(requiredHeader(frame, 'id'));
        break;
      case 'DISCONNECT':
        this.sendReceipt(frame);
        return this.close(CLOSE.normal, 'disconnected');
      case 'SEND':
        throw new Refusal('forbidden', 'clients cannot SEND; changes go through the API', CLOSE.policy);
      case 'CONNECT':
      case 'STOMP':
        throw new Refusal('already connected', 'a connection sends CONNECT once');
      default:
        throw new Refusal('unsupported', `${frame.command} is not supported (ack is auto, no transactions)`);
    }
    this.sendReceipt(frame);
  }

  private async connect(frame: StompFrame): Promise<void> {
    const { user, heartBeat } = await acceptConnect(frame, this.context.tokens);
    if (this.state.name !== 'new') return; // closed while the token was being checked
    clearTimeout(this.connectTimer);
    this.state = { name: 'connected', user };
    this.log = this.log.child({ userId: user.userId });
    const negotiated = `${heartBeat.outgoing},${heartBeat.incoming}`;
    this.send(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': negotiated, server: 'boxbook' }));
    this.heartBeat = new HeartBeat(
      heartBeat,
      () => this.send('\n'),
      () => this.onSilence(),
    );
    this.sendReceipt(frame);
    this.endAtExpiry(user);
    this.log.debug({ heartBeat: negotiated }, 'realtime client connected');
  }

  /**
   * A connection lives no longer than the token it was opened with: then it gets an ERROR and the
   * client reconnects with a fresh token, or stops hearing about other members' bookings.
   */
  private endAtExpiry(user: AccessClaims): void {
    // setTimeout holds at most 2^31-1 ms; a token lives 15 minutes.
    const ms = Math.min(this.context.tokens.remainingMs(user), 2 ** 31 - 1);
    this.expiryTimer = setTimeout(
      () => this.fail(new Refusal('token expired', 'reconnect with a fresh access token', CLOSE.policy)),
      ms,
    );
  }

  private subscribe(frame: StompFrame, user: AccessClaims): void {
    const id = requiredHeader(frame, 'id');
    const destination = requiredHeader(frame, 'destination');
    if ((frame.headers.get('ack') ?? 'auto') !== 'auto')
      throw new Refusal('unsupported', 'only ack:auto is supported');
    if (this.subscriptions.has(id)) throw new Refusal('malformed frame', `subscription id ${id} is in use`);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS)
      throw new Refusal('too many subscriptions', `at most ${MAX_SUBSCRIPTIONS}`, CLOSE.policy);
    if (!maySubscribe(user, destination))
      throw new Refusal('forbidden', `may not subscribe to ${destination.slice(0, 200)}`, CLOSE.policy);
    const subscription = { id, destination, sink: this };
    this.subscriptions.set(id, subscription);
    this.context.subscriptions.add(subscription);
    if (frame.headers.get(STATE_HEADER) === STATE_CURRENT) this.context.sendCurrentState(subscription);
  }

  /** An unknown id is ignored: the client may be cleaning up after a subscription we refused. */
  private unsubscribe(id: string): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return;
    this.subscriptions.delete(id);
    this.context.subscriptions.remove(subscription);
  }

  private sendReceipt(frame: StompFrame): void {
    const receipt = frame.headers.get('receipt');
    if (receipt !== undefined) this.send(encodeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  private fail(refusal: Refusal, frame?: StompFrame): void {
    if (this.state.name === 'closed') return;
    this.log.info({ reason: refusal.summary }, 'realtime connection refused');
    const receipt = frame?.headers.get('receipt');
    const headers = {
      message: refusal.summary,
      'content-type': 'text/plain',
      ...(receipt === undefined ? {} : { 'receipt-id': receipt }),
    };
    this.send(encodeFrame('ERROR', headers, refusal.detail));
    this.close(refusal.closeCode, refusal.summary);
  }

  private onSilence(): void {
    this.log.info('realtime client missed its heart-beats; dropping its connection');
    this.dispose();
    // A silent peer will not answer a close handshake either.
    this.socket.terminate();
  }

  private send(text: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(text);
    this.heartBeat?.sent();
  }

  /** Frames already queued (an ERROR, a RECEIPT) go out before the close. */
  private close(code: number, reason: string): void {
    this.dispose();
    // A close reason may not exceed 123 bytes.
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(code, reason.slice(0, 60));
  }

  private dispose(): void {
    this.state = { name: 'closed' };
    clearTimeout(this.connectTimer);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.heartBeat?.stop();
    for (const subscription of this.subscriptions.values()) this.context.subscriptions.remove(subscription);
    this.subscriptions.clear();
  }
}

function toBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
