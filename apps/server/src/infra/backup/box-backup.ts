import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { applyMigrations, migrationNames } from '../db/migrate';
import { BackupFileError, type OpenedBackup, openBackupFile, writeBackupFile } from './backup-file';

/**
 * What is in a backup and how it goes back (docs/backups.md): every table of the `public` schema,
 * parents before children, each row as PostgreSQL's own `to_jsonb` of it; the sequences; the
 * uploaded files. Logical, so it restores into PGlite or PostgreSQL whichever it came from.
 */
type Line =
  | { k: 'table'; name: string; columns: string[] }
  | { k: 'row'; v: Record<string, unknown> }
  | { k: 'sequence'; name: string; value: number | null }
  | { k: 'file'; path: string; data: string }
  | { k: 'end'; tables: number; rows: number; files: number };

/** Rows are loaded this many at a time (one statement each). */
const LOAD_BATCH = 500;
const FETCH_BATCH = 1_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables of `public`, every table after those its foreign keys point at. */
async function tablesInLoadOrder(tx: Tx): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys form a cycle: ${[...path, table].join(' → ')}`);
    for (const { child, parent } of references)
      if (child === table && parent !== table) visit(parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

/** Sequences of `public` and their last value (null: never used). */
function sequencesOf(tx: Tx) {
  return rowsOf<{ name: string; value: string | number | null }>(
    tx,
    sql`select sequencename as name, last_value as value from pg_sequences
        where schemaname = 'public' order by sequencename`,
  );
}

async function* filesUnder(root: string, relative = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, name);
    else if (entry.isFile()) yield name;
  }
}

export interface BackupOptions {
  database: Database;
  uploadsDir: string;
  backupDir: string;
  appVersion: string;
  key?: Buffer | undefined;
  now?: Date;
}

/**
 * Takes a backup of the box into `backupDir` and answers its path. The rows come from one
 * REPEATABLE READ, READ ONLY transaction: one snapshot of the whole database while the app keeps
 * writing (on PostgreSQL; the embedded database has one connection, which this holds meanwhile).
 */
export async function takeBackup(options: BackupOptions): Promise<string> {
  return options.database.db.transaction((tx) => takeBackupIn(tx, options), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/**
 * The same, inside a transaction the caller opened: the embedded database's backup before
 * migrations runs in the migrations' own transaction (its one connection is held by it). The time
 * zone is put back after, for the statements the caller runs next.
 */
export async function takeBackupIn(
  tx: Tx,
  options: Omit<BackupOptions, 'database'> & { database: Pick<Database, 'kind'> },
): Promise<string> {
  const [zone] = await rowsOf<{ zone: string }>(tx, sql`select current_setting('TimeZone') as zone`);
  // Dates in the file are written in UTC, whatever the server's time zone.
  await tx.execute(sql`set local time zone 'UTC'`);
  try {
    const hasSchema = await rowsOf<{ found: boolean }>(
      tx,
      sql`select to_regclass('public.schema_migrations') is not null as found`,
    );
    if (!hasSchema[0]?.found)
      throw new BackupFileError('The database is empty: there is nothing to back up.');
    const migrations = await rowsOf<{ name: string }>(
      tx,
      sql`select name from schema_migrations order by name`,
    );
    return await writeBackupFile({
      dir: options.backupDir,
      key: options.key,
      header: {
        createdAt: (options.now ?? new Date()).toISOString(),
        appVersion: options.appVersion,
        database: options.database.kind,
        migrations: migrations.map((m) => m.name),
      },
      lines: dumpLines(tx, options.uploadsDir),
    });
  } finally {
    await tx.execute(sql.raw(`set local time zone ${quoteLiteral(zone?.zone ?? 'UTC')}`));
  }
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The body's lines: every table's rows through a cursor, the sequences, then (unless `uploadsDir`
 * is null: moving the database leaves the pictures where they are) the uploaded files.
 */
export async function* dumpLines(tx: Tx, uploadsDir: string | null): AsyncGenerator<string> {
  const line = (value: Line) => JSON.stringify(value);
  let rows = 0;
  const tables = await tablesInLoadOrder(tx);
  for (const table of tables) {
    const columns = await rowsOf<{ name: string }>(
      tx,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
    );
    yield line({ k: 'table', name: table, columns: columns.map((c) => c.name) });
    // A cursor, so a large table is never held in memory at once.
    await tx.execute(
      sql.raw(
        `declare boxbook_dump no scroll cursor for select to_jsonb(t)::text as v from ${quote(table)} t`,
      ),
    );
    for (;;) {
      const batch = await rowsOf<{ v: string }>(tx, sql.raw(`fetch ${FETCH_BATCH} from boxbook_dump`));
      for (const { v } of batch) yield `{"k":"row","v":${v}}`;
      rows += batch.length;
      if (batch.length < FETCH_BATCH) break;
    }
    await tx.execute(sql.raw('close boxbook_dump'));
  }
  for (const { name, value } of await sequencesOf(tx))
    yield line({ k: 'sequence', name, value: value === null ? null : Number(value) });
  let files = 0;
  for await (const file of uploadsDir === null ? [] : filesUnder(uploadsDir)) {
    yield line({
      k: 'file',
      path: file,
      data: (await readFile(path.join(uploadsDir ?? '', file))).toString('base64'),
    });
    files++;
  }
  yield line({ k: 'end', tables: tables.length, rows, files });
}

/** A relative path that stays inside the uploads folder. */
const isSafeFilePath = (file: string) =>
  file.length > 0 &&
  !file.startsWith('/') &&
  file.split('/').every((part) => part && part !== '.' && part !== '..');

export interface CheckedBackup {
  backup: OpenedBackup;
  tables: number;
  rows: number;
  files: number;
  /** Migrations of this version the backup was taken without: they run after the restore. */
  pendingMigrations: string[];
}

/**
 * Reads a whole backup once without touching anything: checksum, key and version first
 * (openBackupFile), then every line (the GCM tag is only known good at the very end).
 */
export async function checkBackup(file: string, key?: Buffer): Promise<CheckedBackup> {
  const backup = await openBackupFile(file, key);
  const known = await migrationNames();
  const unknown = backup.header.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new BackupFileError(
      `${file} was taken by a newer version of Boxbook (migration ${unknown[0]}); update Boxbook, then restore.`,
    );
  let end: Extract<Line, { k: 'end' }> | null = null;
  let rows = 0;
  let files = 0;
  let tables = 0;
  for await (const text of backup.lines()) {
    if (end) throw new BackupFileError(`${file} is damaged: it goes on after its end.`);
    let value: Line;
    try {
      value = JSON.parse(text);
    } catch {
      throw new BackupFileError(`${file} is damaged: a line cannot be read.`);
    }
    if (value.k === 'row') rows++;
    else if (value.k === 'table') tables++;
    else if (value.k === 'file') {
      if (!isSafeFilePath(value.path))
        throw new BackupFileError(`${file} names a file outside the uploads folder.`);
      files++;
    } else if (value.k === 'end') end = value;
  }
  if (!end || end.rows !== rows || end.files !== files || end.tables !== tables)
    throw new BackupFileError(`${file} is incomplete: its content does not add up to what its end says.`);
  return {
    backup,
    tables,
    rows,
    files,
    pendingMigrations: known.filter((n) => !backup.header.migrations.includes(n)),
  };
}

/** Whether a database has no table in `public`. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const tables = (await database.db.execute(
    sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { n: number }[] };
  return (tables.rows[0]?.n ?? 0) === 0;
}

/** Whether the target holds anything: tables in the database, or files in the uploads folder. */
export async function isTargetEmpty(database: Database, uploadsDir: string): Promise<boolean> {
  if (!(await isDatabaseEmpty(database))) return false;
  for await (const _ of filesUnder(uploadsDir)) return false;
  return true;
}

/**
 * Restores a checked backup: in ONE transaction, (with `force`) drops what the database holds,
 * applies the migrations the backup was taken on, loads the rows and sequences, then applies this
 * version's newer migrations; a failure anywhere leaves the database as it was. The uploads are
 * written beside the folder and swapped in after the commit. Answers the migrations run after.
 */
export async function restoreBackup(options: {
  checked: CheckedBackup;
  database: Database;
  uploadsDir: string;
  force?: boolean;
}): Promise<string[]> {
  const { checked, database, uploadsDir } = options;
  if (!options.force && !(await isTargetEmpty(database, uploadsDir)))
    throw new BackupFileError(
      'The target is not empty: restore into an empty one, or add --force to replace it.',
    );
  const incoming = `${uploadsDir}.restoring-${process.pid}`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  let applied: string[];
  try {
    applied = await database.db.transaction((tx) =>
      loadBox(tx, {
        migrations: checked.backup.header.migrations,
        lines: checked.backup.lines(),
        uploadsDir: incoming,
        force: options.force ?? false,
      }),
    );
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  const previous = `${uploadsDir}.replaced-${process.pid}`;
  const hadUploads = await stat(uploadsDir).then(
    () => true,
    () => false,
  );
  if (hadUploads) await rename(uploadsDir, previous);
  await mkdir(path.dirname(uploadsDir), { recursive: true });
  await rename(incoming, uploadsDir);
  if (hadUploads) await rm(previous, { recursive: true, force: true });
  return applied;
}

/**
 * Loads a box's lines (a backup's, or a live database's when moving it) inside the caller's
 * transaction: (with `force`) drops what the target holds, applies the migrations the lines were
 * taken on, loads rows, sequences and files, then applies this version's newer migrations, which
 * it answers. A failure anywhere is the caller's transaction's to roll back.
 */
export async function loadBox(
  tx: Tx,
  options: { migrations: string[]; lines: AsyncIterable<string>; uploadsDir: string; force: boolean },
): Promise<string[]> {
  // Tables, not the schema: `public` keeps its owner and grants (the migrations make tables
  // and indexes only; their serial sequences go with their tables).
  if (options.force) {
    const existing = await tablesInLoadOrder(tx);
    if (existing.length) await tx.execute(sql.raw(`drop table ${existing.map(quote).join(', ')} cascade`));
  }
  await applyMigrations(tx, new Set(options.migrations));
  // Migrations may write rows of their own (defaults): the loaded rows replace them. A DELETE,
  // children first, not a TRUNCATE: invoices and billing records refuse any TRUNCATE (a statement
  // trigger, fired even on an empty table), and the migrations leave them empty, so their row
  // triggers never fire here.
  for (const table of (await tablesInLoadOrder(tx)).reverse())
    await tx.execute(sql.raw(`delete from ${quote(table)}`));
  await loadLines(tx, options.lines, options.uploadsDir);
  return applyMigrations(tx);
}

async function loadLines(tx: Tx, lines: AsyncIterable<string>, uploadsDir: string): Promise<void> {
  let table = '';
  let columns = '';
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const rows = `[${batch.join(',')}]`;
    batch = [];
    await tx.execute(
      sql`${sql.raw(`insert into ${quote(table)} (${columns}) select ${columns} from jsonb_populate_recordset(null::${quote(table)}, `)}${rows}::jsonb)`,
    );
  };
  for await (const text of lines) {
    // Row lines are loaded as they are written: `{"k":"row","v":` + the row's JSON + `}`.
    if (text.startsWith('{"k":"row","v":')) {
      batch.push(text.slice('{"k":"row","v":'.length, -1));
      if (batch.length >= LOAD_BATCH) await flush();
      continue;
    }
    await flush();
    const value = JSON.parse(text) as Line;
    if (value.k === 'table') {
      table = value.name;
      // Generated columns are computed again from the others; they cannot be written.
      const writable = await rowsOf<{ name: string }>(
        tx,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`,
      );
      columns = writable.map((c) => quote(c.name)).join(', ');
    } else if (value.k === 'sequence') {
      const name = `public.${quote(value.name)}`;
      await tx.execute(
        value.value === null
          ? sql`select setval(${name}::regclass, 1, false)`
          : sql`select setval(${name}::regclass, ${value.value})`,
      );
    } else if (value.k === 'file') {
      const target = path.join(uploadsDir, ...value.path.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, Buffer.from(value.data, 'base64'));
    }
  }
  await flush();
}
