import { addDaysTo, gymDateOf, gymInstant } from '@boxbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupDeps, closeAbandonedRuns, pruneBackups, takeRecordedBackup } from './backup-runs';

export interface BackupJob {
  /** Takes today's scheduled backup unless a process already did (tests call it). */
  runIfDue(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

export interface BackupJobDeps extends BackupDeps {
  /** BACKUP_AT, HH:MM in the box's time zone. */
  at: string;
  keep: number;
  timeZone: string;
  log: FastifyBaseLogger;
  /** Told of each run's end, for the metrics. */
  onRun?: (outcome: 'ok' | 'failed') => void;
}

/**
 * The daily backup (docs/backups.md): every process wakes at BACKUP_AT and claims the day's run;
 * the first one takes it, then deletes the oldest backups past BACKUP_KEEP. A server that was down
 * at BACKUP_AT takes the day's backup when it starts.
 */
export function createBackupJob(deps: BackupJobDeps): BackupJob {
  let timer: NodeJS.Timeout | null = null;
  const today = () => gymDateOf(deps.now(), deps.timeZone);

  async function runIfDue(): Promise<void> {
    const day = today();
    if (deps.now() < gymInstant(day, deps.at, deps.timeZone)) return;
    await closeAbandonedRuns(deps.database.db, deps.now());
    const run = await takeRecordedBackup(deps, { kind: 'scheduled', slot: day });
    if (!run) return;
    deps.onRun?.(run.status === 'ok' ? 'ok' : 'failed');
    if (run.status !== 'ok') {
      deps.log.error({ error: run.error }, 'daily backup failed');
      return;
    }
    const removed = await pruneBackups(deps, deps.keep);
    deps.log.info({ file: run.file, size: run.size, removed }, 'daily backup');
  }

  function scheduleNext(): void {
    const day = today();
    let next = gymInstant(day, deps.at, deps.timeZone);
    if (next <= deps.now()) next = gymInstant(addDaysTo(day, 1), deps.at, deps.timeZone);
    timer = setTimeout(
      () => {
        runIfDue()
          .catch((error: unknown) => deps.log.error({ err: error }, 'daily backup failed'))
          .finally(scheduleNext);
      },
      Math.max(1_000, next.getTime() - deps.now().getTime()),
    );
    timer.unref();
  }

  return {
    runIfDue,
    async start() {
      await runIfDue().catch((error: unknown) => deps.log.error({ err: error }, 'daily backup failed'));
      scheduleNext();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
