// Start-up time and memory of `npm start` on the embedded database (PGlite), against a bare Node
// HTTP server started the same way in the same run: bare, first start, bare, restart, RUNS times.
// A first start opens a fresh data folder (migrations, demo data); a restart finds it filled.
// Both begin from a built tree: one untimed start before the runs builds whatever changed.
// Each run ends with SIGTERM to the command alone, as a service manager sends it, timed until
// every process it started has ended.
// Prints ONE JSON line. Run from the repo root: node bench/startup.mjs
// (RUNS=5 by default; STARTUP_COMMAND times another command, e.g. an older way to start.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isAlive, stats, treeMemory } from './lib/process-tree.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3321);
const command = process.env.STARTUP_COMMAND ?? 'npm start';
const bare = `node -e "require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')"`;
const { DATABASE_URL: _ignored, WORKERS: _workers, ...baseEnv } = process.env;
const folders = [];

/** Past this a start that has not stopped on SIGTERM is killed, and counted as not stopping. */
const STOP_LIMIT_MS = 20_000;

const freshDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-startup-'));
  folders.push(dir);
  return dir;
};

/**
 * Starts a shell command in its own process group, waits until `url` answers 200, measures, stops it.
 * @returns {Promise<{ readyMs: number, stopMs: number, stopped: boolean, serverRssMiB: number, largestRssMiB: number, treeRssMiB: number }>}
 */
async function start(shellCommand, { dataDir, url }) {
  const started = performance.now();
  // exec: the command itself is the process a service manager would signal, not a shell.
  const child = spawn('sh', ['-c', `exec ${shellCommand}`], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...baseEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const pid = child.pid ?? 0;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = started + 180_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (gone || performance.now() > deadline) throw new Error(`"${shellCommand}" did not start`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  const processes = treeMemory(pid);
  const servers = processes.filter((p) => /node/.test(p.command) && !/npm/.test(p.command));
  const sum = (list) => list.reduce((total, p) => total + p.rssMiB, 0);
  // Stop it as a service manager would: SIGTERM to the command alone, which must pass it on. It
  // has stopped once every process it started has ended and the port is free again.
  const stopping = performance.now();
  process.kill(pid, 'SIGTERM');
  while (processes.some((p) => isAlive(p.pid)) && performance.now() - stopping < STOP_LIMIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const stopped = !processes.some((p) => isAlive(p.pid));
  for (const p of processes) if (isAlive(p.pid)) process.kill(p.pid, 'SIGKILL');
  await exited;
  while (processes.some((p) => isAlive(p.pid))) await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    readyMs,
    stopMs: performance.now() - stopping,
    stopped,
    serverRssMiB: sum(servers),
    largestRssMiB: Math.max(0, ...servers.map((p) => p.rssMiB)),
    treeRssMiB: sum(processes),
  };
}

const serverUrl = `http://127.0.0.1:${port}/api/ready`;
try {
  const restartDir = freshDataDir();
  await start(command, { dataDir: restartDir, url: serverUrl }); // builds what changed; untimed
  /** @type {Record<'bare' | 'firstStart' | 'restart', Awaited<ReturnType<typeof start>>[]>} */
  const samples = { bare: [], firstStart: [], restart: [] };
  for (let i = 0; i < runs; i++) {
    samples.bare.push(await start(bare, { dataDir: restartDir, url: `http://127.0.0.1:${port}/` }));
    samples.firstStart.push(await start(command, { dataDir: freshDataDir(), url: serverUrl }));
    samples.bare.push(await start(bare, { dataDir: restartDir, url: `http://127.0.0.1:${port}/` }));
    samples.restart.push(await start(command, { dataDir: restartDir, url: serverUrl }));
  }
  const summary = (list) => ({
    readyMs: stats(list.map((s) => s.readyMs)),
    stopMs: stats(list.map((s) => s.stopMs)),
    stoppedBySigterm: `${list.filter((s) => s.stopped).length}/${list.length}`,
    serverRssMiB: stats(list.map((s) => s.serverRssMiB)),
    largestRssMiB: stats(list.map((s) => s.largestRssMiB)),
    treeRssMiB: stats(list.map((s) => s.treeRssMiB)),
  });
  const result = {
    bench: 'startup',
    db: 'pglite',
    command,
    runs,
    bare: summary(samples.bare),
    firstStart: summary(samples.firstStart),
    restart: summary(samples.restart),
  };
  const bareMs = result.bare.readyMs.median;
  result.firstStartRatio = Math.round((result.firstStart.readyMs.median / bareMs) * 10) / 10;
  result.restartRatio = Math.round((result.restart.readyMs.median / bareMs) * 10) / 10;
  console.log(JSON.stringify(result));
} finally {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
