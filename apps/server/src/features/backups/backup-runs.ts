import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { BackupKind, BackupRun } from '@boxbook/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { backupKeyOf, listBackups } from '../../infra/backup/backup-file';
import { takeBackup } from '../../infra/backup/box-backup';
import type { Database, Db } from '../../infra/db/client';
import { type BackupRunRow, backupRuns } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

/** Claims of a backup run are taken one after the other, across processes. */
const BACKUP_LOCK_ID = 7_270_026;
/** A run still "running" after this long died with its process: it no longer blocks another. */
const RUN_GIVEN_UP_MS = 60 * 60_000;

export interface BackupDeps {
  database: Database;
  backupDir: string;
  uploadsDir: string;
  appVersion: string;
  /** BACKUP_KEY as hex; the backups are encrypted with it. */
  backupKey: string | undefined;
  now: () => Date;
}

export const runOf = (row: BackupRunRow): BackupRun => ({
  id: row.id,
  kind: row.kind,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  status: row.status,
  file: row.file,
  size: row.size,
  error: row.error,
});

/**
 * Claims a run: one row in `running`. A scheduled one claims its day (`slot`), so of two server
 * processes waking at BACKUP_AT only the first runs it (the other answers null). An admin's is
 * refused while another backup runs: two at once would only compete for the disk.
 */
async function claimRun(
  db: Db,
  run: { kind: BackupKind; slot?: string; by?: number | null; now: Date },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_ID})`);
    const recent = new Date(run.now.getTime() - RUN_GIVEN_UP_MS);
    if (run.slot) {
      const [taken] = await tx
        .select({ id: backupRuns.id })
        .from(backupRuns)
        .where(and(eq(backupRuns.kind, 'scheduled'), eq(backupRuns.slot, run.slot)));
      if (taken) return null;
    } else {
      const [running] = await tx
        .select({ id: backupRuns.id })
        .from(backupRuns)
        .where(and(eq(backupRuns.status, 'running'), sql`${backupRuns.startedAt} > ${recent}`));
      if (running) throw new AppError('backup_running', 'A backup is being taken right now.');
    }
    const [row] = await tx
      .insert(backupRuns)
      .values({ kind: run.kind, slot: run.slot ?? null, byUserId: run.by ?? null, startedAt: run.now })
      .returning({ id: backupRuns.id });
    return row?.id ?? null;
  });
}

/** Takes a backup and records it; a failure is recorded too (with why) and answered, not thrown. */
export async function takeRecordedBackup(
  deps: BackupDeps,
  run: { kind: BackupKind; slot?: string; by?: number | null },
): Promise<BackupRun | null> {
  const { db } = deps.database;
  const id = await claimRun(db, { ...run, now: deps.now() });
  if (id === null) return null;
  let outcome: Partial<BackupRunRow>;
  try {
    const file = await takeBackup({
      database: deps.database,
      uploadsDir: deps.uploadsDir,
      backupDir: deps.backupDir,
      appVersion: deps.appVersion,
      key: backupKeyOf(deps.backupKey),
      now: deps.now(),
    });
    const { size } = await stat(file);
    outcome = { status: 'ok', file: path.basename(file), size };
  } catch (error) {
    outcome = { status: 'failed', error: (error as Error).message.slice(0, 1_000) };
  }
  const [row] = await db
    .update(backupRuns)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(backupRuns.id, id))
    .returning();
  return row ? runOf(row) : null;
}

/** Records a backup taken outside the table's reach (before migrations, by the command). */
export async function recordBackup(
  db: Db,
  run: { kind: BackupKind; startedAt: Date; file?: string; size?: number; error?: string },
): Promise<void> {
  await db.insert(backupRuns).values({
    kind: run.kind,
    startedAt: run.startedAt,
    finishedAt: new Date(),
    status: run.error ? 'failed' : 'ok',
    file: run.file ? path.basename(run.file) : null,
    size: run.size ?? null,
    error: run.error?.slice(0, 1_000) ?? null,
  });
}

/**
 * Keeps the newest `keep` good backups the box made itself and deletes the older ones' files.
 * Only files a run of this table names are candidates (a file put in the folder by hand is never
 * deleted), and the newest good one always stays.
 */
export async function pruneBackups(deps: Pick<BackupDeps, 'database' | 'backupDir'>, keep: number) {
  const { db } = deps.database;
  const good = await db
    .select({ id: backupRuns.id, file: backupRuns.file })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'ok'), isNull(backupRuns.removedAt)))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id));
  const onDisk = new Set(await listBackups(deps.backupDir));
  const present = good.filter((run) => run.file && onDisk.has(run.file));
  const removed: string[] = [];
  for (const run of present.slice(Math.max(1, keep))) {
    await unlink(path.join(deps.backupDir, run.file ?? '')).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await db.update(backupRuns).set({ removedAt: new Date() }).where(eq(backupRuns.id, run.id));
    removed.push(run.file ?? '');
  }
  return removed;
}

/** The latest run, and when the latest good backup was taken. */
export async function lastRuns(db: Db) {
  const [last] = await db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(1);
  const [good] = await db
    .select({ at: backupRuns.startedAt })
    .from(backupRuns)
    .where(eq(backupRuns.status, 'ok'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return { last: last ? runOf(last) : null, lastGoodAt: good?.at ?? null };
}

/**
 * Runs left `running` by a process that died (a crash mid-backup) are marked failed: those older
 * than an hour, or (`startedBefore`, at start-up) every one begun before this process started. A
 * restored box holds the very run that was writing its backup, still `running`; it must not
 * block the next one. Another process's run closed by mistake is set right when it ends (its
 * outcome is written by id).
 */
export async function closeAbandonedRuns(db: Db, now: Date, startedBefore?: Date): Promise<void> {
  const before = startedBefore ?? new Date(now.getTime() - RUN_GIVEN_UP_MS);
  await db
    .update(backupRuns)
    .set({
      status: 'failed',
      finishedAt: now,
      error: 'interrupted: the server stopped while taking it (or the box was restored from it)',
    })
    .where(and(eq(backupRuns.status, 'running'), lt(backupRuns.startedAt, before)));
}
