import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../src/features/invoicing/verify-chain';
import { BackupFileError, listBackups } from '../src/infra/backup/backup-file';
import { checkBackup, restoreBackup, takeBackup } from '../src/infra/backup/box-backup';
import { type Database, openDatabase } from '../src/infra/db/client';
import { migrate, migrationNames } from '../src/infra/db/migrate';
import { moveDatabase } from '../src/process/move-database';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app';

// A box's backup restores, row for row, into an empty database of either kind (docs/backups.md),
// and a file that is cut short, altered or locked with another key changes nothing.
let t: TestApp;
const scratch = mkdtempSync(path.join(tmpdir(), 'boxbook-backup-test-'));
const backupDir = path.join(scratch, 'backups');
const KEY = randomBytes(32);
/** A picture as the app stores it, and bytes no compression shrinks, in a sub-folder. */
const UPLOADED = {
  'users/7-0123456789ab.webp': randomBytes(20_000),
  'logo.webp': Buffer.from('RIFF....WEBP'),
};
let plainFile: string;
let encryptedFile: string;

/** The PostgreSQL server of the run, if any: a restore target, while the box itself is embedded. */
const serverUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  // The box backed up is always an embedded one, the common case and the path to PostgreSQL.
  delete process.env.DATABASE_URL;
  try {
    t = await createTestApp({ demo: true });
  } finally {
    if (serverUrl) process.env.DATABASE_URL = serverUrl;
  }
  // Some activity on top of the demo data: sessions, a booking, a chat message, pictures.
  const member = await signIn(t.app, ...DEMO.member);
  await signIn(t.app, ...DEMO.admin);
  const next = (await t.database.db.execute(
    sql`select id from classes where starts_at > ${new Date('2026-11-23T10:00:00Z')} and cancelled_at is null order by starts_at limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const classId = next.rows[0]?.id;
  const join = await t.app.inject({
    method: 'POST',
    url: `/api/classes/${classId}/join`,
    payload: { userId: member.user.id },
    headers: member.headers,
  });
  expect(join.statusCode, join.body).toBe(200);
  const chat = await t.app.inject({
    method: 'POST',
    url: `/api/chat/${member.user.id}/messages`,
    payload: { content: 'Puc portar un amic dissabte? Ça va — ñ, ü, 💪' },
    headers: member.headers,
  });
  expect(chat.statusCode).toBe(201);
  for (const [name, bytes] of Object.entries(UPLOADED)) {
    mkdirSync(path.dirname(path.join(t.env.UPLOADS_DIR, name)), { recursive: true });
    writeFileSync(path.join(t.env.UPLOADS_DIR, name), bytes);
  }
  const common = { database: t.database, uploadsDir: t.env.UPLOADS_DIR, backupDir, appVersion: '1.2.3' };
  plainFile = await takeBackup({ ...common, now: new Date('2026-11-23T03:30:00Z') });
  encryptedFile = await takeBackup({ ...common, key: KEY, now: new Date('2026-11-24T03:30:00Z') });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every table of the box, each as its rows' JSON in one order, and each sequence's last value. */
async function contentOf(database: Database) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const run = async <T>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await run<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const content: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await run<{ v: string }>(
        sql.raw(`select to_jsonb(t)::text as v from "${name}" t order by to_jsonb(t)::text`),
      );
      content[name] = rows.map((r) => r.v);
    }
    const sequences = await run<{ name: string; value: string | null }>(
      sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
    );
    return { content, sequences };
  });
}

const filesIn = (dir: string) =>
  Object.fromEntries(
    (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, full).split(path.sep).join('/'), readFileSync(full).toString('base64')];
      }),
  );

/** A fresh empty database of the other kind: PostgreSQL when DATABASE_URL names one. */
async function emptyPostgres(): Promise<Database & { drop(): Promise<void> }> {
  const name = `boxbook_test_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl ?? '' });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async drop() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

describe('backup and restore', { timeout: 120_000 }, () => {
  it('writes files named by their time, listed oldest first, holding what they say', async () => {
    expect(await listBackups(backupDir)).toEqual([
      'boxbook-2026-11-23T03-30-00.000Z.backup',
      'boxbook-2026-11-24T03-30-00.000Z.backup',
    ]);
    const checked = await checkBackup(plainFile);
    expect(checked.backup.header).toMatchObject({
      formatVersion: 1,
      appVersion: '1.2.3',
      database: 'pglite',
      migrations: await migrationNames(),
      encryption: null,
    });
    expect(checked.files).toBe(2);
    expect(checked.rows).toBeGreaterThan(100);
    // Encrypted: none of the box's text can be read from the file.
    expect(readFileSync(encryptedFile).includes('Puc portar')).toBe(false);
    expect((await checkBackup(encryptedFile, KEY)).rows).toBe(checked.rows);
  });

  it('restores into an empty embedded database: every table, row by row, sequences and pictures', async () => {
    const target = await openDatabase({});
    const uploadsDir = path.join(scratch, 'restored-uploads');
    try {
      const applied = await restoreBackup({
        checked: await checkBackup(encryptedFile, KEY),
        database: target,
        uploadsDir,
      });
      expect(applied).toEqual([]);
      const [before, after] = [await contentOf(t.database), await contentOf(target)];
      expect(Object.keys(after.content)).toEqual(Object.keys(before.content));
      expect(after.content.class_users?.length).toBeGreaterThan(0);
      expect(after.content.chat_messages?.join()).toContain('💪');
      for (const table of Object.keys(before.content))
        expect(after.content[table], table).toEqual(before.content[table]);
      expect(after.sequences).toEqual(before.sequences);
      expect(filesIn(uploadsDir)).toEqual(filesIn(t.env.UPLOADS_DIR));
      expect((await verifyChain(target.db)).broken).toBeNull();
      // New ids continue after the restored ones.
      const [next] = await rowsOf<{ id: number }>(
        target,
        sql`insert into chat_messages (user_id, "from", content) select user_id, 'admin', 'ok' from chat_messages limit 1 returning id`,
      );
      const [max] = await rowsOf<{ id: number }>(
        t.database,
        sql`select max(id)::int as id from chat_messages`,
      );
      expect(next?.id).toBe((max?.id ?? 0) + 1);
    } finally {
      await target.close();
    }
  });

  it.runIf(serverUrl)(
    'restores an embedded box into PostgreSQL, and a backup of that back into PGlite, row by row',
    async () => {
      const target = await emptyPostgres();
      const back = await openDatabase({});
      try {
        await restoreBackup({
          checked: await checkBackup(plainFile),
          database: target,
          uploadsDir: path.join(scratch, 'pg-uploads'),
        });
        const before = await contentOf(t.database);
        const onServer = await contentOf(target);
        for (const table of Object.keys(before.content))
          expect(onServer.content[table], table).toEqual(before.content[table]);
        expect(Object.keys(onServer.content)).toEqual(Object.keys(before.content));
        expect(onServer.sequences).toEqual(before.sequences);

        const fromServer = await takeBackup({
          database: target,
          uploadsDir: path.join(scratch, 'pg-uploads'),
          backupDir: path.join(scratch, 'pg-backups'),
          appVersion: '1.2.3',
        });
        const checked = await checkBackup(fromServer);
        expect(checked.backup.header.database).toBe('postgres');
        await restoreBackup({ checked, database: back, uploadsDir: path.join(scratch, 'back-uploads') });
        expect(await contentOf(back)).toEqual(before);
        expect(filesIn(path.join(scratch, 'back-uploads'))).toEqual(filesIn(t.env.UPLOADS_DIR));
      } finally {
        await target.drop();
        await back.close();
      }
    },
  );

  it.runIf(serverUrl)(
    'moves the embedded box into an empty PostgreSQL database (db:move), row by row, billing chain whole',
    async () => {
      const target = await emptyPostgres();
      try {
        const moved = await moveDatabase(t.database, target);
        const [before, after] = [await contentOf(t.database), await contentOf(target)];
        expect(Object.keys(after.content)).toEqual(Object.keys(before.content));
        for (const table of Object.keys(before.content))
          expect(after.content[table], table).toEqual(before.content[table]);
        expect(after.sequences).toEqual(before.sequences);
        expect(moved.counts.class_users).toBeGreaterThan(0);
        expect(await verifyChain(target.db)).toEqual(await verifyChain(t.database.db));
        expect((await verifyChain(target.db)).broken).toBeNull();
        // A second move into the same database is refused: it is no longer empty.
        await expect(moveDatabase(t.database, target)).rejects.toThrow(/not empty/);
        expect(await contentOf(target)).toEqual(after);
      } finally {
        await target.drop();
      }
    },
  );

  it('refuses a target that is not empty unless forced, and then replaces what it held', async () => {
    const target = await openDatabase({});
    const uploadsDir = path.join(scratch, 'forced-uploads');
    mkdirSync(uploadsDir, { recursive: true });
    writeFileSync(path.join(uploadsDir, 'stale.webp'), 'old');
    try {
      await migrate(target.db);
      await target.db.execute(sql`insert into settings (key, value) values ('stale', '"old"'::jsonb)`);
      const checked = await checkBackup(plainFile);
      await expect(restoreBackup({ checked, database: target, uploadsDir })).rejects.toThrow(
        /not empty.*--force/,
      );
      await restoreBackup({ checked, database: target, uploadsDir, force: true });
      const [before, after] = [await contentOf(t.database), await contentOf(target)];
      expect(after.content).toEqual(before.content);
      expect(filesIn(uploadsDir)).toEqual(filesIn(t.env.UPLOADS_DIR));
    } finally {
      await target.close();
    }
  });

  it('refuses a truncated, altered, wrong-key or key-less file with a clear message, changing nothing', async () => {
    const bytes = readFileSync(encryptedFile);
    const broken = (name: string, content: Buffer) => {
      const file = path.join(scratch, name);
      writeFileSync(file, content);
      return file;
    };
    const truncated = broken('truncated.backup', bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const altered = Buffer.from(bytes);
    altered[Math.floor(bytes.length / 2)] = (altered[Math.floor(bytes.length / 2)] ?? 0) ^ 0x01;
    const tampered = broken('tampered.backup', altered);
    // Altered with its checksum written again: only the encryption's authentication can tell.
    const rehashed = Buffer.from(altered.subarray(0, altered.length - 72));
    const resealed = broken(
      'resealed.backup',
      Buffer.concat([
        rehashed,
        Buffer.from(`SHA256 ${createHash('sha256').update(rehashed).digest('hex')}\n`),
      ]),
    );
    const cases: [string, Buffer | undefined, RegExp][] = [
      [truncated, KEY, /incomplete/],
      [tampered, KEY, /damaged or was altered/],
      [resealed, KEY, /cannot be read/],
      [encryptedFile, randomBytes(32), /BACKUP_KEY is not the key/],
      [encryptedFile, undefined, /encrypted: set BACKUP_KEY/],
      [broken('other.backup', Buffer.from('PGDMP not ours')), undefined, /not a Boxbook backup/],
    ];
    // The target: a restored box, with one more member than the backup, which must stay.
    const target = await openDatabase({});
    const uploadsDir = path.join(scratch, 'kept-uploads');
    try {
      await restoreBackup({ checked: await checkBackup(plainFile), database: target, uploadsDir });
      await target.db.execute(
        sql`update settings set value = '"kept"'::jsonb where key = (select min(key) from settings)`,
      );
      const before = await contentOf(target);
      for (const [file, key, message] of cases) {
        const refusal = checkBackup(file, key).then((checked) =>
          restoreBackup({ checked, database: target, uploadsDir, force: true }),
        );
        await expect(refusal, path.basename(file)).rejects.toThrow(BackupFileError);
        await expect(refusal, path.basename(file)).rejects.toThrow(message);
      }
      expect(await contentOf(target)).toEqual(before);
      expect(filesIn(uploadsDir)).toEqual(filesIn(t.env.UPLOADS_DIR));
    } finally {
      await target.close();
    }
  });

  it('restores a backup of an older version, then runs the migrations it did not have', async () => {
    const names = await migrationNames();
    const last = names.at(-1) ?? '';
    // A box on the version before the last migration, with a member in it.
    const old = await openDatabase({});
    const target = await openDatabase({});
    try {
      const { applyMigrations } = await import('../src/infra/db/migrate');
      await old.db.transaction((tx) => applyMigrations(tx, new Set(names.slice(0, -1))));
      await old.db.execute(
        sql`insert into users (cin, password_hash, name, surname, email) values ('X1234567L', 'x', 'Jordi', 'Vidal', 'j@example.com')`,
      );
      const file = await takeBackup({
        database: old,
        uploadsDir: path.join(scratch, 'none'),
        backupDir: path.join(scratch, 'old-backups'),
        appVersion: '0.9.0',
      });
      const checked = await checkBackup(file);
      expect(checked.pendingMigrations).toEqual([last]);
      expect(
        await restoreBackup({ checked, database: target, uploadsDir: path.join(scratch, 'old-uploads') }),
      ).toEqual([last]);
      const migrated = await rowsOf<{ name: string }>(
        target,
        sql`select name from schema_migrations order by name`,
      );
      expect(migrated.map((m) => m.name)).toEqual(names);
      const users = await rowsOf<{ cin: string }>(target, sql`select cin from users`);
      expect(users).toEqual([{ cin: 'X1234567L' }]);
    } finally {
      await old.close();
      await target.close();
    }
  });
});
