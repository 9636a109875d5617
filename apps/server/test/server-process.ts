import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * The production server compiled by build.mjs, as `npm start` runs it, in a folder of its own
 * under dist/ (so its packages resolve from node_modules and no other build is disturbed).
 */
export function buildProductionServer(): { supervisor: string; remove(): void } {
  const outdir = path.join(serverDir, 'dist', `test-${randomBytes(4).toString('hex')}`);
  execFileSync(process.execPath, [path.join(serverDir, 'build.mjs'), outdir], { stdio: 'inherit' });
  return {
    supervisor: path.join(outdir, 'supervisor.js'),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** The supervisor's own log lines, parsed. */
  supervisorLines(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the supervisor on PGlite in a fresh data folder; `env` adds to or overrides the defaults. */
export async function startSupervisor(entry: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boxbook-process-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const supervisorLines = () =>
    output
      .split('\n')
      .filter((line) => line.includes('"name":"supervisor"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, base: `http://127.0.0.1:${port}`, port, output: () => output, supervisorLines, exited };
}

/** Resolves once /api/ready answers 200; fails if the process exits first or after `timeoutMs`. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (
    !(await fetch(`${server.base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (gone) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops a server a test left running; resolves once it has exited. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** The pid of every process descending from `rootPid` (Linux's /proc), so a test can clean up orphans. */
export function descendants(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // It ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [...(children.get(rootPid) ?? [])];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** What a command of the box (`npm run admin`, `backup`, …) printed, and how it exited. */
export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Settings a command reads that the test's own environment must not hand it by accident. */
const COMMAND_SETTINGS = ['DATABASE_URL', 'BOXBOOK_NEW_PASSWORD', 'BACKUP_KEY', 'BACKUP_DIR', 'UPLOADS_DIR'];

/**
 * Starts a compiled command as a box owner runs it: `env` on top of this process's environment
 * less the command's own settings, `input` on its standard input. `done` settles when it exits.
 */
export function startCommand(file: string, args: string[], env: NodeJS.ProcessEnv, input = '') {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !COMMAND_SETTINGS.includes(name)),
  );
  const child = spawn(process.execPath, [file, ...args], {
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  const done = new Promise<CommandRun>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}
