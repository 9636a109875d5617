import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@boxbook/domain';
import { Client, type IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type Database, type Db, openDatabase } from '../src/infra/db/client';
import { inTransaction } from '../src/infra/db/in-transaction';
import { migrate } from '../src/infra/db/migrate';
import { publishOnCommit } from '../src/infra/realtime/event-queue';
import type { RealtimeEvent } from '../src/infra/realtime/events';
import { FrameParser, type StompFrame } from '../src/infra/realtime/stomp-frame';
import { fixedClock, openTestDatabase } from './test-app';

export interface ListeningApp {
  app: FastifyInstance;
  /** ws://127.0.0.1:<port>/stream */
  url: string;
  /** Closes the app (and the database it opened); safe to call twice. */
  close(): Promise<void>;
}

/**
 * The whole app listening on a free port, as the broker needs a real socket. Resolvers may be
 * registered after this returns: they are looked up when an event arrives.
 */
export async function startListeningApp(shared?: Database): Promise<ListeningApp> {
  const env = {
    ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'boxbook-uploads-')),
  };
  const database = shared ?? (await openTestDatabase());
  await migrate(database.db);
  const app = await buildApp({ env, database, clock: fixedClock('2026-11-23T09:00:00Z'), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  let closing: Promise<void> | null = null;
  return {
    app,
    url: `ws://127.0.0.1:${address.port}/stream`,
    close: () => {
      closing ??= app.close().then(() => (shared ? undefined : database.close()));
      return closing;
    },
  };
}

/**
 * One fresh PostgreSQL database opened `count` times, each with its own pool and LISTEN
 * connection, as separate server processes would. Only with DATABASE_URL.
 */
export async function openSharedDatabase(
  count: number,
): Promise<{ handles: Database[]; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('openSharedDatabase needs DATABASE_URL');
  const name = `boxbook_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles = await Promise.all(
    Array.from({ length: count }, () => openDatabase({ url: url.toString() })),
  );
  return {
    handles,
    async drop() {
      await Promise.all(handles.map((handle) => handle.close()));
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

export async function tokenFor(app: FastifyInstance, userId: number, roles: Role[] = ['USER']) {
  return (await app.tokens.sign({ userId, roles })).token;
}

/** Polls until `check` returns a value other than undefined/false, or fails after the deadline. */
export async function eventually<T>(
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A bare WebSocket speaking STOMP by hand, to test what a well-behaved library never sends. */
export class RawStompClient {
  readonly frames: StompFrame[] = [];
  heartBeats = 0;
  closeCode: number | null = null;
  private readonly parser = new FrameParser();
  private read = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      if (/^(\r?\n)+$/.test(data.toString())) this.heartBeats += 1;
      const { frames, error } = this.parser.push(data);
      if (error) throw error;
      this.frames.push(...frames);
    });
    socket.on('close', (code) => {
      this.closeCode = code;
    });
  }

  static open(url: string, protocols = ['v12.stomp']): Promise<RawStompClient> {
    const socket = new WebSocket(url, protocols);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawStompClient(socket)));
      socket.once('error', reject);
    });
  }

  send(text: string): void {
    this.socket.send(text);
  }

  /** Sends CONNECT (the given headers win) and returns the server's answer. */
  async connect(headers: Record<string, string>): Promise<StompFrame> {
    const all = { 'accept-version': '1.2', host: 'boxbook', ...headers };
    const lines = Object.entries(all).map(([name, value]) => `${name}:${value}`);
    this.send(`CONNECT\n${lines.join('\n')}\n\n\0`);
    return this.nextFrame();
  }

  /** The next frame not yet returned. */
  async nextFrame(): Promise<StompFrame> {
    const frame = await eventually(() => this.frames[this.read], 'a STOMP frame');
    this.read += 1;
    return frame;
  }

  closed(): Promise<number> {
    return eventually(() => this.closeCode ?? undefined, 'the socket to close');
  }
}

export interface StompTestClient {
  client: Client;
  /** Subscribes and resolves once the server confirmed it with a RECEIPT; `headers` go with the SUBSCRIBE. */
  subscribe(destination: string, headers?: Record<string, string>): Promise<unknown[]>;
  close(): Promise<void>;
}

/** A @stomp/stompjs client, as the web app uses, connected and ready. */
export async function connectStompClient(url: string, token: string): Promise<StompTestClient> {
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => reject(new Error(`STOMP error: ${frame.headers.message}`));
    client.onWebSocketClose = () => reject(new Error('socket closed before CONNECTED'));
    client.activate();
  });
  let receipts = 0;
  return {
    client,
    subscribe(destination, headers = {}) {
      const bodies: unknown[] = [];
      const receipt = `subscribed-${++receipts}`;
      return new Promise((resolve) => {
        client.watchForReceipt(receipt, () => resolve(bodies));
        client.subscribe(destination, (message: IMessage) => bodies.push(JSON.parse(message.body)), {
          ...headers,
          receipt,
        });
      });
    },
    close: () => client.deactivate(),
  };
}

/** Announces an event the way the app does: queued in a transaction, sent when it commits. */
export function publish(db: Db, event: RealtimeEvent): Promise<void> {
  return inTransaction(db, async (tx) => publishOnCommit(tx, event));
}
