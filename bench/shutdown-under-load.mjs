// SIGTERM under load: 16 clients on kept-alive connections (12 that stop asking at the signal and
// leave their connections idle, 4 that go on until refused) and one open websocket, then SIGTERM
// to the supervisor. How long until it exits, and what became of the requests in flight.
// Runs the production build on PGlite, or on a fresh PostgreSQL database with DATABASE_URL.
// Prints ONE JSON line. Run from the repo root: node --import tsx bench/shutdown-under-load.mjs
// (RUNS=5; SERVER_ENTRY=<file> times another entry point, e.g. an older server.ts under tsx.)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { WebSocket } from 'ws';
import { keepAliveLoad } from '../apps/server/test/keep-alive-load.ts';
import {
  buildProductionServer,
  startSupervisor,
  waitUntilReady,
} from '../apps/server/test/server-process.ts';
import { stats } from './lib/process-tree.mjs';

const runs = Number(process.env.RUNS ?? 5);
const serverUrl = process.env.DATABASE_URL;
const build = process.env.SERVER_ENTRY ? null : buildProductionServer();
const entry = process.env.SERVER_ENTRY ?? build?.supervisor ?? '';
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};

async function once() {
  const env = { LOG_LEVEL: 'warn' };
  const name = `boxbook_test_${randomBytes(6).toString('hex')}`;
  if (serverUrl) {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    Object.assign(env, { DATABASE_URL: url.toString() });
  }
  try {
    const server = await startSupervisor(entry, env);
    await waitUntilReady(server);
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/stream`, ['v12.stomp']);
    const closeCode = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('open', resolve));
    const load = keepAliveLoad(`${server.base}/api/ready`, { steady: 12, persistent: 4 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const inFlight = load.inFlight();
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    load.stopSteady();
    const killer = setTimeout(() => server.child.kill('SIGKILL'), 120_000);
    const exit = await server.exited;
    clearTimeout(killer);
    const exitMs = performance.now() - signalledAt;
    await load.finished();
    socket.terminate();
    const before = load.outcomes.filter((o) => o.startedAt < signalledAt);
    const after = load.outcomes.filter((o) => o.startedAt >= signalledAt);
    const tally = (list) =>
      list.reduce((counts, o) => {
        const key = String(o.status ?? o.error);
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {});
    return {
      exitMs,
      exitCode: exit.code ?? exit.signal,
      inFlight,
      before: tally(before),
      after: tally(after),
      websocket: await closeCode,
    };
  } finally {
    if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
  }
}

try {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  console.log(
    JSON.stringify({
      bench: 'shutdown-under-load',
      db: serverUrl ? 'postgres' : 'pglite',
      entry: process.env.SERVER_ENTRY ?? 'production build (supervisor)',
      runs,
      exitMs: stats(samples.map((s) => s.exitMs)),
      inFlightAtSignal: stats(samples.map((s) => s.inFlight)),
      samples: samples.map(({ exitMs, ...rest }) => ({ exitMs: Math.round(exitMs), ...rest })),
    }),
  );
} finally {
  build?.remove();
}
