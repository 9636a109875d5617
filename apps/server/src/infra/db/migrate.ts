import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle');
/** Any constant works; it only has to be the same for every process of this app. */
const MIGRATION_LOCK_ID = 7_270_001;

/**
 * Applies the pending SQL migrations in one transaction. The advisory lock makes a second
 * process that starts at the same time wait, then find nothing left to do.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`);
    // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`.
    const done = (await tx.execute(sql`select name from schema_migrations`)) as unknown as {
      rows: { name: string }[];
    };
    const applied = new Set(done.rows.map((r) => r.name));
    const appliedNow: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (name) values (${file})`);
      appliedNow.push(file);
    }
    return appliedNow;
  });
}
