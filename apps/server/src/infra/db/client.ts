import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { nameStatements } from './named-statements';
import { pipelinedPGlite } from './pglite-pipelined';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take it so callers decide the transaction's extent. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel; every process on the same database hears every NOTIFY (send one with
   * `select pg_notify(channel, payload)` inside the transaction that made the change).
   * `onReconnect` runs when the listening connection came back after a drop: the notifications
   * sent in the gap are lost, so the caller catches up by reading the current state.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The pool's connections now (PostgreSQL; the embedded database has one, always held). */
  poolStats(): { total: number; idle: number; waiting: number };
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface DatabaseOptions {
  /** A postgres:// URL; without it PGlite runs embedded. */
  url?: string | undefined;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** In memory, start from this dump of a cluster (PGlite's dumpDataDir) rather than an initdb. */
  snapshot?: Blob | undefined;
}

export async function openDatabase({ url, dataDir, snapshot }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = createPool(url);
    const listener = createPgListener(url);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      listen: listener.listen,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite(snapshot ? { loadDataDir: snapshot } : undefined);
  await client.waitReady;
  return {
    // One call into PGlite's WebAssembly per statement (pglite-pipelined.ts).
    db: drizzlePglite({ client: pipelinedPGlite(client), schema }) as unknown as Db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: () => client.close(),
  };
}

const RELISTEN_DELAY_MS = 1_000;
/** How long a request waits for a new connection before it answers 503 (a database out of reach). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * LISTEN needs one connection of its own for the life of the process, outside the pool. If it
 * drops (server restart, network), it is opened again and every channel listened to anew;
 * notifications sent in the gap are lost, which realtime tolerates (screens refetch on reconnect).
 */
function createPgListener(url: string) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let dropped = false;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    next.on('notification', (message) => {
      for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => {
      if (client !== next || closed) return;
      client = null;
      dropped = true;
      const retry = () => {
        if (closed) return;
        ensure().catch(() => setTimeout(retry, RELISTEN_DELAY_MS).unref());
      };
      setTimeout(retry, RELISTEN_DELAY_MS).unref();
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${quoteIdentifier(channel)}`);
    client = next;
    if (dropped) {
      dropped = false;
      for (const handler of reconnectHandlers) handler();
    }
    return next;
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) {
      if (onReconnect) reconnectHandlers.add(onReconnect);
      const handlers = channels.get(channel) ?? new Set();
      const isNew = !channels.has(channel);
      channels.set(channel, handlers);
      handlers.add(onPayload);
      const connection = await ensure();
      if (isNew && connection === client)
        await connection.query(`listen ${quoteIdentifier(channel)}`).catch(() => {});
      return async () => {
        if (onReconnect) reconnectHandlers.delete(onReconnect);
        handlers.delete(onPayload);
        if (handlers.size > 0) return;
        channels.delete(channel);
        await client?.query(`unlisten ${quoteIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      await client?.end();
      client = null;
    },
  };
}

/** The LISTEN connection's name in pg_stat_activity, so an operator (or a test) can find it. */
export const LISTENER_NAME = 'boxbook-listen';

/**
 * The pool of connections for queries. node-postgres emits 'error' on a client the server drops;
 * the pool only listens while the client is idle, so a drop while a request holds the client
 * (between two statements of a transaction) was an unhandled 'error' that ended the process.
 * Each client gets a listener for its whole life, and a dropped client is handed back to the
 * pool at once, which discards it: its holder's next statement fails (503, retry), and a
 * transaction that failed on BEGIN, which Drizzle never releases, does not leak it either.
 */
function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const held = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_error, client) => held.delete(client));
  pool.on('remove', (client) => held.delete(client as pg.PoolClient));
  // An idle client the server closes: the pool has already dropped it and replaces it on demand.
  pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
  pool.on('connect', (client) => {
    nameStatements(client);
    client.on('error', (error) => {
      const holder = client as pg.PoolClient;
      if (!held.has(holder)) return;
      console.warn(`database connection closed while in use: ${error.message}`);
      releaseOnce(holder, error);
    });
  });
  return pool;
}

/** Releases a held client with its error, and makes the holder's own release later a no-op. */
function releaseOnce(client: pg.PoolClient, error: Error): void {
  const release = client.release;
  let released = false;
  client.release = () => {
    if (released) return;
    released = true;
    release.call(client, error);
  };
  client.release();
}
