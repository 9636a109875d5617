import { afterAll, beforeAll, expect, it } from 'vitest';
import { keepAliveLoad } from './keep-alive-load';
import { RawStompClient } from './realtime-support';
import {
  buildProductionServer,
  type ServerProcess,
  startSupervisor,
  stopServer,
  waitUntilReady,
} from './server-process';

// docs/product.md, Running the box: SIGTERM drains in at most 10 s, and nothing in flight is lost.
// The production build under its supervisor, real HTTP with kept-alive connections, a websocket
// open.
let build: ReturnType<typeof buildProductionServer>;
let server: ServerProcess | undefined;

beforeAll(() => {
  build = buildProductionServer();
});

afterAll(async () => {
  await stopServer(server);
  build.remove();
});

it('SIGTERM under load answers every request in flight and exits within 10 s', {
  timeout: 90_000,
}, async () => {
  server = await startSupervisor(build.supervisor, { LOG_LEVEL: 'warn' });
  await waitUntilReady(server);
  const stomp = await RawStompClient.open(`${server.base.replace('http', 'ws')}/stream`);
  const load = keepAliveLoad(`${server.base}/api/ready`, { steady: 12, persistent: 4 });
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const inFlightAtSignal = load.inFlight();
  const signalledAt = performance.now();
  server.child.kill('SIGTERM');
  load.stopSteady();
  const exit = await server.exited;
  const exitMs = performance.now() - signalledAt;
  await load.finished();

  expect(exit).toEqual({ code: 0, signal: null });
  expect(exitMs).toBeLessThan(10_000);
  expect(inFlightAtSignal).toBeGreaterThan(0);
  const before = load.outcomes.filter((o) => o.startedAt < signalledAt);
  const after = load.outcomes.filter((o) => o.startedAt >= signalledAt);
  // Everything sent before the signal was answered, and answered properly (no 503 shedding).
  expect(before.filter((o) => o.status !== 200)).toEqual([]);
  // Afterwards (once the server has heard the signal, a little after it was sent) an answer on a
  // kept-alive connection says `Connection: close`. No 503, and nothing cut on a connection the
  // server had served: only a new connection may fail, refused (or reset by the supervisor while
  // the worker leaves), and a client may safely retry that request, which no one read.
  expect(after.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);
  expect(after.some((o) => o.connection === 'close')).toBe(true);
  expect(after.filter((o) => o.error && o.reused)).toEqual([]);
  // The STOMP client was told the server is restarting (1012), so it reconnects.
  expect(await stomp.closed()).toBe(1012);
});
