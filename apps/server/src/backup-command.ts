import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadEnv } from './config/env';
import { recordBackup } from './features/backups/backup-runs';
import { BackupFileError, backupKeyOf } from './infra/backup/backup-file';
import { takeBackup } from './infra/backup/box-backup';
import { type Database, openDatabase } from './infra/db/client';
import { lockEmbedded, runCommand } from './process/command-support';

const USAGE = `Usage: npm run backup

Writes one file with the whole box (database and uploaded pictures) into BACKUP_DIR
(default DATA_DIR/backups), named by its time, with a SHA-256 checksum; encrypted when BACKUP_KEY
is set. On PostgreSQL (DATABASE_URL) it runs while the server serves. On the embedded database,
while the server runs, the server takes it: "Take a backup now" on the admin screen (/admin/backups);
the server also takes one every day at BACKUP_AT.`;

/** What to do instead while the server holds the embedded database (docs/backups.md). */
const WHILE_RUNNING =
  'the running server takes the backup itself. Sign in as an admin and use "Take a backup now" on ' +
  '/admin/backups (it also takes one every day at BACKUP_AT), or stop the server first and run ' +
  'this command again.';

async function hasBackupRuns(database: Database): Promise<boolean> {
  const result = (await database.db.execute(
    sql`select to_regclass('public.backup_runs') is not null as found`,
  )) as unknown as { rows: { found: boolean }[] };
  return result.rows[0]?.found === true;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) return console.log(USAGE);
  const env = loadEnv();
  const dataDir = path.join(env.DATA_DIR, 'db');
  const lock = env.DATABASE_URL
    ? null
    : await lockEmbedded(dataDir, { mustExist: true, whileRunning: WHILE_RUNNING });
  try {
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
    try {
      const started = Date.now();
      const startedAt = new Date();
      const file = await takeBackup({
        database,
        uploadsDir: env.UPLOADS_DIR,
        backupDir: env.BACKUP_DIR,
        appVersion: env.APP_VERSION,
        key: backupKeyOf(env.BACKUP_KEY),
      });
      const { size } = await stat(file);
      // Listed on the admin screen with the server's own backups, when this version made the table.
      if (await hasBackupRuns(database))
        await recordBackup(database.db, { kind: 'command', startedAt, file, size });
      const encrypted = env.BACKUP_KEY ? ', encrypted' : '';
      console.log(`Backup written: ${file} (${size} bytes${encrypted}, ${Date.now() - started} ms).`);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

runCommand(main, (error) => error instanceof BackupFileError);
