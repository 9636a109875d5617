import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The embedded database's folder is held by another live process (the server, or a command). */
export class DataDirBusyError extends Error {
  constructor(
    readonly holder: number,
    readonly lockFile: string,
  ) {
    super(`the embedded database ${lockFile.replace(/\.lock$/, '')} is in use by process ${holder}`);
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Whether `pid` is a live process. On Linux a pid the lock names may have been given to another
 * program after a crash (a container restarts with low pids), so only a Node process counts.
 */
function isLiveNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but is someone else's; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdline)) return true;
  try {
    return /node/i.test(readFileSync(cmdline, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * PGlite is one process's database: a second process opening the same files corrupts them, and
 * PGlite writes no lock of its own that another process could read (its postmaster.pid names no
 * real process). So whoever opens `dbDir` first writes its pid to `<dbDir>.lock`; a live holder
 * makes the next one fail with DataDirBusyError, and a dead holder's file (a crash) is taken over.
 */
export function lockDataDir(dbDir: string): DataDirLock {
  const lockFile = `${dbDir}.lock`;
  const mine = String(process.pid);
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      return {
        release() {
          if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder !== null && holder !== process.pid && isLiveNode(holder))
        throw new DataDirBusyError(holder, lockFile);
      // A crashed holder's file: remove it and try once more.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
