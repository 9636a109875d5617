import { stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { backupKeyOf } from '../../infra/backup/backup-file';
import { takeBackup, takeBackupIn } from '../../infra/backup/box-backup';
import type { Database, Tx } from '../../infra/db/client';
import { type BackupDeps, recordBackup } from './backup-runs';

/** The box holds something worth keeping: at least one member (a fresh database has none). */
async function hasData(tx: Tx): Promise<boolean> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await tx.execute(query)) as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true;
  // Two statements: a query naming a table that does not exist fails even behind a false `and`.
  if (!(await rows(sql`select to_regclass('public.users') is not null as found`))) return false;
  return rows(sql`select exists (select 1 from users) as found`);
}

/**
 * The backup the server takes before it applies migrations to a box that holds data (docs/backups.md,
 * Before migrations): `hook` goes to migrate(), which calls it holding the migrations' lock, so of
 * several processes starting at once only the one that migrates takes it. On PostgreSQL it is its
 * own REPEATABLE READ snapshot (other processes of the old version may still be serving); on the
 * embedded database it reads through the migrations' transaction, the one connection there is.
 * `record` writes the run into backup_runs once the migrations made that table.
 */
export function backupBeforeMigrations(
  database: Database,
  deps: Omit<BackupDeps, 'database'>,
  log: (message: string) => void,
) {
  let taken: { file: string; size: number; startedAt: Date } | null = null;
  return {
    async hook(tx: Tx, pending: string[]): Promise<void> {
      if (!(await hasData(tx))) return;
      const startedAt = new Date();
      const options = {
        uploadsDir: deps.uploadsDir,
        backupDir: deps.backupDir,
        appVersion: deps.appVersion,
        key: backupKeyOf(deps.backupKey),
        now: deps.now(),
      };
      let file: string;
      try {
        file =
          database.kind === 'pglite'
            ? await takeBackupIn(tx, { ...options, database })
            : await takeBackup({ ...options, database });
      } catch (error) {
        throw new Error(
          `The backup before migrating (${pending.join(', ')}) failed, so nothing was migrated: ` +
            `${(error as Error).message}. Free space in BACKUP_DIR (${deps.backupDir}) or fix the cause, then start again.`,
        );
      }
      taken = { file, size: (await stat(file)).size, startedAt };
      log(`Backup before migrating (${pending.join(', ')}): ${file}`);
    },
    async record(): Promise<void> {
      if (taken) await recordBackup(database.db, { kind: 'before_migrations', ...taken });
    },
  };
}
