import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
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
 * PGlite is one process's database: a second process opening the same files corrupts them, and
 * PGlite writes no lock of its own that another process could read (its postmaster.pid names no
 * real process). So whoever opens `dbDir` first holds it until it ends (docs/decisions.md, "The
 * embedded database's lock"):
 *
 * - on Linux, by listening on an abstract Unix socket named after the folder: the kernel gives it
 *   to one process only and takes it back when that process ends, however it ends, so two
 *   processes that start together after a crash cannot both win;
 * - everywhere, by its pid in `<dbDir>.lock`, which names the holder in the refusal and guards
 *   where the socket cannot (another system, another network namespace sharing the folder). A
 *   dead holder's file is taken over.
 *
 * A second process fails with DataDirBusyError.
 */
export async function lockDataDir(dbDir: string): Promise<DataDirLock> {
  const lockFile = `${dbDir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const socket = process.platform === 'linux' ? await holdSocket(dbDir, lockFile) : null;
  try {
    writePidFile(lockFile);
  } catch (error) {
    socket?.close();
    throw error;
  }
  return {
    release() {
      if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
      socket?.close();
    },
  };
}

/** How long a refused socket is tried again: this process may have just let the same folder go. */
const SOCKET_RETRIES = 10;
const SOCKET_RETRY_MS = 20;

/**
 * Listens on the abstract socket of `dbDir` (Linux's namespace: no file, gone with its process).
 * It accepts no conversation: a connection is closed at once.
 */
async function holdSocket(dbDir: string, lockFile: string): Promise<Server> {
  const folder = realpathSync(path.dirname(dbDir));
  const name = `\0boxbook-db-${createHash('sha256')
    .update(path.join(folder, path.basename(dbDir)))
    .digest('hex')}`;
  for (let attempt = 1; ; attempt++) {
    const server = createServer((connection) => connection.destroy());
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      server.once('error', resolve);
      server.listen(name, () => resolve(null));
    });
    if (!error) return server.unref();
    if (error.code !== 'EADDRINUSE') throw error;
    if (attempt >= SOCKET_RETRIES) throw new DataDirBusyError(readHolder(lockFile) ?? 0, lockFile);
    await new Promise((resolve) => setTimeout(resolve, SOCKET_RETRY_MS));
  }
}

/**
 * Writes our pid to `lockFile`, created whole in one step (a link to a file already written, so
 * nobody reads it empty); a live Node holder turns us away, a dead one's file is taken over.
 */
function writePidFile(lockFile: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createWithPid(lockFile)) return;
    const holder = readHolder(lockFile);
    if (holder !== null && holder !== process.pid && isLiveNode(holder))
      throw new DataDirBusyError(holder, lockFile);
    // A crashed holder's file: remove it and try once more.
    rmSync(lockFile, { force: true });
  }
  throw new Error(`could not lock ${lockFile}`);
}

function createWithPid(lockFile: string): boolean {
  const written = `${lockFile}.${process.pid}`;
  writeFileSync(written, String(process.pid));
  try {
    linkSync(written, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(written, { force: true });
  }
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

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
