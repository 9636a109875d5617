import { existsSync } from 'node:fs';
import path from 'node:path';
import { DataDirBusyError, type DataDirLock, lockDataDir } from '../infra/db/data-dir-lock';

/** A refusal the command explains in words; anything else is a bug and shows its stack. */
export class CommandError extends Error {}

/**
 * The embedded database, locked against the server. It takes one process at a time, so while the
 * server runs on it a command is turned away with what to do (docs/backups.md says why).
 */
export async function lockEmbedded(
  dataDir: string,
  { mustExist, whileRunning }: { mustExist: boolean; whileRunning?: string },
): Promise<DataDirLock> {
  if (mustExist && !existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new CommandError(
      `There is no database in ${dataDir}. Start the server once first, or set DATABASE_URL to the server's.`,
    );
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new CommandError(
      `The server is running on ${dataDir} (process ${error.holder}). The embedded database takes one ` +
        `process at a time: ${whileRunning ?? 'stop the server first, then run this command again.'}`,
    );
  }
}

/** Runs a command's main: exit code 0, or 1 with the refusal's message on stderr. */
export function runCommand(
  main: () => Promise<void>,
  known: (error: unknown) => boolean = () => false,
): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof CommandError || known(error) ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
