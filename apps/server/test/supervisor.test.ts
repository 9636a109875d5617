import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { eventually } from './realtime-support';
import {
  buildProductionServer,
  type ServerProcess,
  startSupervisor,
  stopServer,
  waitUntilReady,
} from './server-process';

// docs/product.md, Running the box: the production server runs under a supervisor that restarts a
// worker that dies.
let build: ReturnType<typeof buildProductionServer>;
let server: ServerProcess | undefined;

beforeAll(() => {
  build = buildProductionServer();
});
afterEach(() => stopServer(server));
afterAll(() => build.remove());

const workerPids = (s: ServerProcess) =>
  s.supervisorLines().flatMap((line) => (line.msg === 'worker started' ? [line.worker as number] : []));

it('restarts a worker that was killed, and serves again', { timeout: 90_000 }, async () => {
  server = await startSupervisor(build.supervisor);
  await waitUntilReady(server);
  const [first] = workerPids(server);
  expect(first).toBeTypeOf('number');

  process.kill(first as number, 'SIGKILL');
  const running = server;
  const second = await eventually(() => workerPids(running)[1], 'a new worker', 10_000);
  expect(second).not.toBe(first);
  await waitUntilReady(server);
  expect(server.supervisorLines().find((line) => line.msg === 'worker died; restarting it')).toMatchObject({
    worker: first,
    signal: 'SIGKILL',
  });

  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
});

it('waits longer after each death at start-up, then gives up', { timeout: 90_000 }, async () => {
  // A file where the data folder should be: every worker fails as it opens the database.
  const notAFolder = path.join(tmpdir(), `boxbook-not-a-folder-${process.pid}`);
  writeFileSync(notAFolder, '');
  server = await startSupervisor(build.supervisor, { DATA_DIR: notAFolder });

  expect(await server.exited).toEqual({ code: 1, signal: null });
  rmSync(notAFolder, { force: true });
  const lines = server.supervisorLines();
  expect(workerPids(server)).toHaveLength(5);
  const waits = lines.filter((line) => line.msg === 'worker died; restarting it').map((line) => line.inMs);
  expect(waits).toEqual([250, 500, 1_000, 2_000]);
  expect(lines.at(-1)).toMatchObject({ level: 60, msg: expect.stringContaining('giving up') });
});
