import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppEnv, loadEnv } from '../src/config/env';
import { seedDemoData } from '../src/demo/seed-demo-data';
import { type Database, openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import type { Clock } from '../src/lib/clock';
import type {} from './provided-context';

export interface TestApp {
  app: FastifyInstance;
  database: Database & { url?: string };
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
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Made and migrated once for the whole run (pglite-snapshot.ts); a file run alone makes its own.
    const snapshot = inject('pgliteSnapshot');
    return openDatabase(snapshot ? { snapshot: new Blob([readFileSync(snapshot)]) } : {});
  }
  const name = `boxbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the database migrated once for the whole run (pglite-snapshot.ts).
  const template = inject('pgTemplate');
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
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
  options: {
    demo?: boolean;
    clock?: Clock;
    env?: Partial<AppEnv>;
    serveWeb?: boolean;
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const env = {
    ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'boxbook-uploads-')),
    BACKUP_DIR: mkdtempSync(path.join(tmpdir(), 'boxbook-backups-')),
    ...options.env,
  };
  const database = await openTestDatabase();
  await migrate(database.db);
  const clock = options.clock ?? fixedClock('2026-11-23T09:00:00Z');
  if (options.demo) await seedDemoData(database.db, { clock, timeZone: env.GYM_TIMEZONE });
  const app = await buildApp({
    env,
    database,
    clock,
    serveWeb: options.serveWeb ?? false,
    logger: options.logger ?? false,
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

export interface SignedIn {
  token: string;
  refreshToken: string;
  user: { id: number; roles: string[]; [key: string]: unknown };
  headers: { authorization: string };
}

/** Signs in through the API, as the app does. */
export async function signIn(app: FastifyInstance, cin: string, password: string): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { cin, password } });
  if (res.statusCode !== 200) throw new Error(`login ${cin} failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    token: body.jwt,
    refreshToken: body.refreshToken,
    user: body.user,
    headers: { authorization: `Bearer ${body.jwt}` },
  };
}

export const DEMO = {
  admin: ['00000000T', 'boxbook-admin'],
  trainer: ['11111111H', 'boxbook-trainer'],
  tester: ['22222222J', 'boxbook-tester'],
  member: ['12345678Z', 'boxbook-member'],
  memberWithoutPlan: ['X1234567L', 'boxbook-member'],
} as const;

/**
 * A second app instance on the same PostgreSQL database through a pool of its own, as a second
 * server process would be: nothing in memory (the class queue, the settings) is shared with `t`.
 */
export async function createTwinApp(t: TestApp, options: { clock?: Clock } = {}): Promise<TestApp> {
  if (!t.database.url) throw new Error('a twin app needs PostgreSQL (DATABASE_URL)');
  const database = await openDatabase({ url: t.database.url });
  const app = await buildApp({
    env: t.env,
    database,
    clock: options.clock ?? t.app.clock,
    serveWeb: false,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    env: t.env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
