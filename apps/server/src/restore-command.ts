import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from './config/env';
import { BackupFileError, backupKeyOf } from './infra/backup/backup-file';
import { checkBackup, restoreBackup } from './infra/backup/box-backup';
import { openDatabase } from './infra/db/client';
import { CommandError, lockEmbedded, runCommand } from './process/command-support';
import { copyPgliteTemplate } from './process/pglite-template';

const USAGE = `Usage: npm run restore -- <file> [--force]

Puts a backup (npm run backup) back: into the embedded database in DATA_DIR, or into the
PostgreSQL database of DATABASE_URL; the uploaded pictures into UPLOADS_DIR. The file is checked
first (checksum, BACKUP_KEY if it is encrypted, version); a target that is not empty is refused
unless --force, which replaces all it holds. A backup of an older version is brought up to date.
On the embedded database, stop the server first.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new CommandError(`Name one backup file.\n\n${USAGE}`);
  const env = loadEnv();
  const checked = await checkBackup(path.resolve(file), backupKeyOf(env.BACKUP_KEY));
  const { header } = checked.backup;
  console.log(
    `${path.basename(file)}: taken ${header.createdAt} by Boxbook ${header.appVersion} on ` +
      `${header.database === 'pglite' ? 'the embedded database' : 'PostgreSQL'}; ${checked.tables} tables, ` +
      `${checked.rows} rows, ${checked.files} files. Checked.`,
  );
  const dataDir = path.join(env.DATA_DIR, 'db');
  const lock = env.DATABASE_URL ? null : await lockEmbedded(dataDir, { mustExist: false });
  try {
    if (!env.DATABASE_URL) copyPgliteTemplate(dataDir);
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
    try {
      const applied = await restoreBackup({
        checked,
        database,
        uploadsDir: env.UPLOADS_DIR,
        force: values.force,
      });
      const target = env.DATABASE_URL ? 'the PostgreSQL database' : dataDir;
      const after = applied.length ? `; then migrated (${applied.join(', ')})` : '';
      console.log(`Restored into ${target}${after}.`);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

runCommand(main, (error) => error instanceof BackupFileError);
