import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface DatabaseOptions {
  /** A postgres:// URL; without it PGlite runs embedded. */
  url?: string | undefined;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server closes (restart, timeout, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
    const listener = createPgListener(url);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      listen: listener.listen,
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN needs one connection of its own for the life of the process, outside the pool. If it
 * drops (server restart, network), it is opened again and every channel listened to anew;
 * notifications sent in the gap are lost, which realtime tolerates (screens refetch on reconnect).
 */
function createPgListener(url: string) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => {
      if (client !== next || closed) return;
      client = null;
      const retry = () => {
        if (closed) return;
        ensure().catch(() => setTimeout(retry, RELISTEN_DELAY_MS).unref());
      };
      setTimeout(retry, RELISTEN_DELAY_MS).unref();
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${quoteIdentifier(channel)}`);
    client = next;
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
    async listen(channel: string, onPayload: (payload: string) => void) {
      const handlers = channels.get(channel) ?? new Set();
      const isNew = !channels.has(channel);
      channels.set(channel, handlers);
      handlers.add(onPayload);
      const connection = await ensure();
      if (isNew && connection === client)
        await connection.query(`listen ${quoteIdentifier(channel)}`).catch(() => {});
      return async () => {
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
