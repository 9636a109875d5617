import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { type AppEnv, loadEnv } from './config/env';
import { RestartBackoff } from './process/restart-backoff';
import { createSupervisorLog, type SupervisorLog } from './process/supervisor-log';

/** A worker that has listened this long is healthy: the next death restarts without built-up wait. */
const SETTLED_AFTER_MS = 10_000;
/** Deaths in a row, before any worker ever listened, after which the supervisor gives up. */
const FIRST_START_TRIES = 5;
/** Workers drain in at most 10 s (server.ts); past this the supervisor kills them. */
const STOP_LIMIT_MS = 12_000;

/**
 * The production entry point (see docs/product.md, Running the box): runs env.WORKERS server
 * processes with Node's cluster module (they share the port), restarts one that dies, and passes
 * SIGTERM and SIGINT on to them. It opens no database itself: PGlite's files take one process, the
 * worker.
 */
function supervise(env: AppEnv, log: SupervisorLog): void {
  // The compiled server beside this file (server.js), or server.ts under tsx. Not
  // import.meta.dirname: build.mjs points that at the source folder.
  const here = import.meta.filename;
  cluster.setupPrimary({ exec: path.join(path.dirname(here), `server${path.extname(here)}`) });
  const backoff = new RestartBackoff();
  const live = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let everListened = false;
  let stopping = false;
  let cleanExits = true;

  const finishIfDone = () => {
    if (stopping && live.size === 0) process.exit(cleanExits ? 0 : 1);
  };

  const start = () => {
    const worker = cluster.fork();
    live.add(worker);
    log('info', 'worker started', { worker: worker.process.pid });
    let settle: NodeJS.Timeout | undefined;
    worker.once('listening', () => {
      everListened = true;
      settle = setTimeout(() => backoff.settled(), SETTLED_AFTER_MS);
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      clearTimeout(settle);
      if (stopping) {
        cleanExits &&= code === 0;
        return finishIfDone();
      }
      const delay = backoff.died();
      if (!everListened && backoff.failuresInARow >= FIRST_START_TRIES) {
        log('fatal', 'the server failed to start; giving up (its error is above)', {
          tries: FIRST_START_TRIES,
        });
        process.exit(1);
      }
      log('error', 'worker died; restarting it', { worker: worker.process.pid, code, signal, inMs: delay });
      const timer = setTimeout(() => {
        restarts.delete(timer);
        start();
      }, delay);
      restarts.add(timer);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping the workers', { signal, workers: live.size });
    for (const timer of restarts) clearTimeout(timer);
    for (const worker of live) worker.process.kill(signal);
    setTimeout(() => {
      log('error', 'workers did not stop in time; killing them', { workers: live.size });
      for (const worker of live) worker.process.kill('SIGKILL');
    }, STOP_LIMIT_MS).unref();
    finishIfDone();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  log('info', 'supervisor started', {
    workers: env.WORKERS,
    database: env.DATABASE_URL ? 'postgres' : 'pglite',
  });
  for (let i = 0; i < env.WORKERS; i++) start();
}

try {
  const env = loadEnv();
  supervise(env, createSupervisorLog(env.LOG_LEVEL));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
