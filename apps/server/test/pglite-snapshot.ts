import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Db, openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import * as schema from '../src/infra/db/schema';
import type {} from './provided-context';

/**
 * Vitest global setup: every test file opens a database of its own, and migrating one is most of
 * a short file's set-up. It is migrated once here. On the embedded database the migrated PGlite is
 * dumped and each file starts from the dump; on PostgreSQL each file's database is a copy of a
 * migrated template (test-app.ts), which takes about half the time of migrating it again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteSnapshot', null);
    const template = await makePostgresTemplate(serverUrl);
    project.provide('pgTemplate', template.name);
    return template.drop;
  }
  project.provide('pgTemplate', null);
  const client = new PGlite();
  await migrate(drizzle(client, { schema }) as unknown as Db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'boxbook-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

/** A migrated database on the server; nothing may stay connected to it, or copies are refused. */
async function makePostgresTemplate(serverUrl: string) {
  const name = `boxbook_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
  return { name, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
