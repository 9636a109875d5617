import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import type { Db } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import * as schema from '../src/infra/db/schema';
import type {} from './provided-context';

/**
 * Vitest global setup: on the embedded database, every test file opens a PGlite of its own, and
 * making one (initdb in WebAssembly, then the migrations) is most of a short file's time. It is
 * made and migrated once here, dumped, and each file starts from the dump (test-app.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', null);
    return () => undefined;
  }
  const client = new PGlite();
  await migrate(drizzle(client, { schema }) as unknown as Db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'boxbook-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
