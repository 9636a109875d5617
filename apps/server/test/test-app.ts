import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type AppEnv, loadEnv } from '../src/config/env';
import { seedDemoData } from '../src/demo/seed-demo-data';
import { type Database, openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import type { Clock } from '../src/lib/clock';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: AppEnv;
  close(): Promise<void>;
}

/** A clock the test moves by hand. */
export function fixedClock(iso: string): Clock & { set(iso: string): void } {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
  };
}

/**
 * A database of its own for one test file: in-memory PGlite, or — when DATABASE_URL is set —
 * a fresh database on that PostgreSQL server, dropped at the end.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `boxbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function createTestApp(
  options: { demo?: boolean; clock?: Clock; env?: Partial<AppEnv>; serveWeb?: boolean } = {},
): Promise<TestApp> {
  const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...options.env };
  const database = await openTestDatabase();
  await migrate(database.db);
  const clock = options.clock ?? fixedClock('2026-11-23T09:00:00Z');
  if (options.demo) await seedDemoData(database.db, { clock, timeZone: env.GYM_TIMEZONE });
  const app = await buildApp({
    env,
    database,
    clock,
    serveWeb: options.serveWeb ?? false,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
