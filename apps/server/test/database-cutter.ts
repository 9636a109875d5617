import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { type Database, openDatabase } from '../src/infra/db/client';

/**
 * A TCP relay between the app and PostgreSQL that a test can cut, as a network outage or a
 * failover does: `cut()` drops every connection and refuses new ones, `restore()` lets them in.
 */
export interface DatabaseCutter {
  database: Database;
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Closes the database, the relay, and drops the test database. */
  close(): Promise<void>;
}

/** A fresh database on DATABASE_URL's server, reached through a relay. Only with DATABASE_URL. */
export async function openDatabaseBehindCutter(serverUrl: string): Promise<DatabaseCutter> {
  const target = new URL(serverUrl);
  const name = `boxbook_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const sockets = new Set<Socket>();
  let relay: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      relay = createServer((incoming) => {
        const outgoing = connect(Number(target.port || 5432), target.hostname);
        for (const [a, b] of [
          [incoming, outgoing],
          [outgoing, incoming],
        ] as const) {
          sockets.add(a);
          a.pipe(b);
          a.on('error', () => b.destroy());
          a.on('close', () => {
            sockets.delete(a);
            b.destroy();
          });
        }
      });
      relay.listen(port, '127.0.0.1', () => {
        const address = relay?.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  await listen();
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });

  const cut = async () => {
    const closing = new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.destroy();
    relay = null;
    await closing;
  };
  return {
    database,
    cut,
    restore: listen,
    async close() {
      await database.close();
      await cut();
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
