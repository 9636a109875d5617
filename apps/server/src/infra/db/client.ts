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
    // LISTEN needs one connection of its own for the life of the process, outside the pool.
    let listener: pg.Client | null = null;
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      async listen(channel, onPayload) {
        if (!listener) {
          listener = new pg.Client({ connectionString: url });
          await listener.connect();
        }
        const client = listener;
        const handler = (message: pg.Notification) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        };
        client.on('notification', handler);
        await client.query(`listen ${quoteIdentifier(channel)}`);
        return async () => {
          client.off('notification', handler);
          await client.query(`unlisten ${quoteIdentifier(channel)}`);
        };
      },
      async close() {
        await listener?.end();
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
