// Starting bench-server.mjs as a child process (so the load and the server do not share a core),
// and fresh PostgreSQL databases for a run.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

const serverScript = path.join(import.meta.dirname, 'bench-server.mjs');

/** Starts the bench server; resolves with what it reports once listening, and a stop(). */
export function startBenchServer(env = {}) {
  const child = fork(serverScript, [], {
    // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server.
    execArgv: [
      '--import',
      'tsx',
      ...((env.BENCH_NODE_ARGS ?? process.env.BENCH_NODE_ARGS)?.split(' ').filter(Boolean) ?? []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info) =>
      resolve({
        info,
        pid: child.pid,
        child,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
}

/** A fresh database on the server of `serverUrl`, and how to drop it. */
export async function createDatabase(serverUrl) {
  const name = `boxbook_bench_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function admin(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** Where a bench ran: the figures mean little without it. */
export async function machine() {
  const os = await import('node:os');
  return { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, load1: os.loadavg()[0] };
}
