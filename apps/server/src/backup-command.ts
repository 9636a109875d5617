import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from './config/env';
import { BackupFileError, backupKeyOf } from './infra/backup/backup-file';
import { takeBackup } from './infra/backup/box-backup';
import { openDatabase } from './infra/db/client';
import { lockEmbedded, runCommand } from './process/command-support';

const USAGE = `Usage: npm run backup

Writes one file with the whole box (database and uploaded pictures) into BACKUP_DIR
(default DATA_DIR/backups), named by its time, with a SHA-256 checksum; encrypted when BACKUP_KEY
is set. On PostgreSQL (DATABASE_URL) it runs while the server serves. On the embedded database
it needs the server stopped: the embedded database takes one process at a time.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) return console.log(USAGE);
  const env = loadEnv();
  const dataDir = path.join(env.DATA_DIR, 'db');
  const lock = env.DATABASE_URL ? null : lockEmbedded(dataDir, { mustExist: true });
  try {
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
    try {
      const started = Date.now();
      const file = await takeBackup({
        database,
        uploadsDir: env.UPLOADS_DIR,
        backupDir: env.BACKUP_DIR,
        appVersion: env.APP_VERSION,
        key: backupKeyOf(env.BACKUP_KEY),
      });
      const { size } = await stat(file);
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
