// Realtime fan-out: 1000 STOMP subscribers of one `/class/{id}` get each class event, against a
// bare `ws` server sending a body of the same size to 1000 plain sockets. STOMP: POST /notify
// sends the NOTIFY a booking sends; every server process then reads the class and sends a frame
// to its subscribers. Bare: POST /broadcast hands the body to every socket. Each delivery is
// timed from the trigger's request to the frame's arrival; events are spaced past the 100 ms
// coalescing window of `/class/{id}` frames. A B A B rounds; medians with min–max over rounds.
// Prints ONE JSON line. Run from the repo root: node --import tsx bench/stomp-fanout.mjs
// (SUBSCRIBERS=1000, EVENTS=20, ROUNDS=3; DBS=postgres skips PGlite)
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createDatabase, machine, startBenchServer } from './lib/bench-process.mjs';
import { alternate, percentile, round, spread } from './lib/load.mjs';

const subscribers = Number(process.env.SUBSCRIBERS ?? 1000);
const events = Number(process.env.EVENTS ?? 20);
const rounds = Number(process.env.ROUNDS ?? 3);
/** Past the 100 ms window in which `/class/{id}` frames are coalesced. */
const SPACING_MS = 150;

const frame = (command, headers) =>
  `${command}\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}`)
    .join('\n')}\n\n\0`;

/**
 * Opens `count` sockets; `ready(socket)` resolves once a socket is set to receive. Every later
 * message that `isDelivery` accepts is handed to `onDelivery`.
 * @param {() => WebSocket} open
 * @param {(socket: WebSocket) => Promise<void>} ready
 */
async function openAll(count, open, ready, isDelivery) {
  const state = { onDelivery: () => {} };
  const sockets = [];
  // A few hundred at a time: a thousand handshakes at once only measure the backlog.
  for (let i = 0; i < count; i += 200) {
    const batch = Array.from({ length: Math.min(200, count - i) }, async () => {
      const socket = open();
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      await ready(socket);
      socket.on('message', (data) => {
        if (isDelivery(data)) state.onDelivery();
      });
      return socket;
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return { sockets, state };
}

/** The next message of a socket. */
const nextMessage = (socket) =>
  new Promise((resolve) => socket.once('message', (/** @type {Buffer} */ data) => resolve(data.toString())));

/** Sends `events` triggers, each once every subscriber got the last; the latency of every delivery. */
async function fanOut(group, trigger) {
  const latencies = [];
  const completes = [];
  for (let e = 0; e < events; e++) {
    const started = performance.now();
    let left = group.sockets.length;
    const done = new Promise((resolve) => {
      group.state.onDelivery = () => {
        latencies.push(performance.now() - started);
        if (--left === 0) resolve(undefined);
      };
    });
    await trigger();
    await done;
    completes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
  }
  const sorted = Float64Array.from(latencies).sort();
  const all = Float64Array.from(completes).sort();
  return {
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    allDeliveredMs: percentile(all, 50),
  };
}

async function measure(kind) {
  const pgDatabase = kind === 'postgres' ? await createDatabase(process.env.DATABASE_URL) : null;
  const server = await startBenchServer({
    MODE: 'joins',
    MEMBERS: '1',
    BENCH_DATABASE_URL: pgDatabase?.url ?? '',
  });
  const groups = [];
  try {
    const { app, bare, ws, hotClassId, members } = server.info;
    const token = members[0].token;
    const view = await fetch(`${app}/api/classes/${hotClassId}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((res) => res.text());
    const destination = `/class/${hotClassId}`;
    const stomp = await openAll(
      subscribers,
      () => new WebSocket(`${app.replace('http', 'ws')}/stream`, ['v12.stomp']),
      async (socket) => {
        const connected = nextMessage(socket);
        socket.send(
          frame('CONNECT', {
            'accept-version': '1.2',
            host: 'bench',
            'heart-beat': '0,0',
            Authorization: `Bearer ${token}`,
          }),
        );
        if (!(await connected).startsWith('CONNECTED')) throw new Error('STOMP CONNECT refused');
        const subscribed = nextMessage(socket);
        socket.send(frame('SUBSCRIBE', { id: '1', destination, receipt: 'r1' }));
        if (!(await subscribed).startsWith('RECEIPT')) throw new Error('SUBSCRIBE refused');
      },
      (data) => data.toString('latin1', 0, 7) === 'MESSAGE',
    );
    groups.push(stomp);
    const plain = await openAll(
      subscribers,
      () => new WebSocket(ws),
      async () => {},
      () => true,
    );
    groups.push(plain);
    const post = (base, path, body) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.arrayBuffer());
    const measures = {
      bare: () => fanOut(plain, () => post(bare, '/broadcast', { view })),
      stomp: () => fanOut(stomp, () => post(bare, `/notify/${hotClassId}`, {})),
    };
    for (const measure of Object.values(measures)) await measure();
    const runs = await alternate(rounds, measures);
    const figures = (list) => ({
      p50Ms: spread(list.map((r) => r.p50Ms)),
      p99Ms: spread(list.map((r) => r.p99Ms)),
      allDeliveredMs: spread(list.map((r) => r.allDeliveredMs)),
    });
    const bareFigures = figures(runs.bare);
    const stompFigures = figures(runs.stomp);
    return {
      frameBytes: view.length,
      bare: bareFigures,
      stomp: { ...stompFigures, p99Ratio: round(stompFigures.p99Ms.median / bareFigures.p99Ms.median) },
    };
  } finally {
    for (const group of groups) for (const socket of group.sockets) socket.terminate();
    await server.stop();
    await pgDatabase?.drop();
  }
}

const result = { bench: 'stomp-fanout', subscribers, events, rounds, machine: await machine() };
const kinds = (process.env.DBS ?? 'pglite,postgres').split(',');
if (kinds.includes('pglite')) result.pglite = await measure('pglite');
if (process.env.DATABASE_URL && kinds.includes('postgres')) result.postgres = await measure('postgres');
console.log(JSON.stringify(result));
