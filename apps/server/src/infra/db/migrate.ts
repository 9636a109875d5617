import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle');
/** Any constant works; it only has to be the same for every process of this app. */
const MIGRATION_LOCK_ID = 7_270_001;

/** The migrations this version of the server knows, in the order they apply. */
export async function migrationNames(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * Applies the pending SQL migrations in one transaction. The advisory lock makes a second
 * process that starts at the same time wait, then find nothing left to do.
 */
export async function migrate(
  db: Db,
  options: {
    /**
     * Runs inside the migrations' transaction, holding their lock, when there are migrations to
     * apply: the server backs the box up there (docs/backups.md). A throw applies nothing.
     */
    beforeApplying?: (tx: Tx, pending: string[]) => Promise<void>;
  } = {},
): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (options.beforeApplying) {
      const pending = await pendingMigrations(tx);
      if (pending.length) await options.beforeApplying(tx, pending);
    }
    return applyMigrations(tx);
  });
}

/** The migrations this version would apply, read under the migrations' lock. */
async function pendingMigrations(tx: Tx): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
  const found = (await tx.execute(
    sql`select to_regclass('public.schema_migrations') is not null as found`,
  )) as unknown as { rows: { found: boolean }[] };
  const files = await migrationNames();
  if (!found.rows[0]?.found) return files;
  const done = (await tx.execute(sql`select name from schema_migrations`)) as unknown as {
    rows: { name: string }[];
  };
  const applied = new Set(done.rows.map((r) => r.name));
  return files.filter((file) => !applied.has(file));
}

/**
 * Applies, inside the caller's transaction, the pending migrations (`only`: just those named).
 * A restore uses `only` to rebuild the schema a backup was taken on before loading its rows,
 * then applies the rest (docs/backups.md).
 */
export async function applyMigrations(tx: Tx, only?: ReadonlySet<string>): Promise<string[]> {
  const files = await migrationNames();
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
    if (applied.has(file) || (only && !only.has(file))) continue;
    const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
    await tx.execute(sql`insert into schema_migrations (name) values (${file})`);
    appliedNow.push(file);
  }
  return appliedNow;
}
