// Hot reads against a bare baseline in the same process, on the same database pool: the booking
// page's `GET /api/classes?activityId&date`, `GET /api/app/config` and `GET /api/users/{me}`
// against a bare Fastify route doing `select 1`. 100 kept-alive connections, A B A B rounds;
// medians with min–max. On PGlite, and on PostgreSQL too when DATABASE_URL is set.
// Prints ONE JSON line. Run from the repo root: node bench/hot-reads.mjs
// (ROUNDS=3, SECONDS=5, CONNECTIONS=100)
import { createDatabase, machine, startBenchServer } from './lib/bench-process.mjs';
import { alternate, encodeRequest, load, round, spread } from './lib/load.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 100);

async function measure(kind) {
  const pgDatabase = kind === 'postgres' ? await createDatabase(process.env.DATABASE_URL) : null;
  const server = await startBenchServer({ MODE: 'reads', BENCH_DATABASE_URL: pgDatabase?.url ?? '' });
  try {
    const { app, bare, userId, activityId, date, token } = server.info;
    // What a phone's browser sends: the answers may come compressed.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const auth = { ...browser, authorization: `Bearer ${token}` };
    const targets = {
      baseline: [bare, { path: '/select1', headers: browser }],
      classes: [app, { path: `/api/classes?activityId=${activityId}&date=${date}`, headers: auth }],
      config: [app, { path: '/api/app/config', headers: browser }],
      me: [app, { path: `/api/users/${userId}`, headers: auth }],
    };
    const measures = Object.fromEntries(
      Object.entries(targets).map(([name, [base, req]]) => {
        const bytes = encodeRequest(base, req);
        return [name, () => load({ base, connections, durationMs: seconds * 1000, next: () => bytes })];
      }),
    );
    // Warm up each (JIT, caches, the pool's connections) before anything counts.
    for (const [name, [base, req]] of Object.entries(targets)) {
      const bytes = encodeRequest(base, req);
      const warm = await load({ base, connections, durationMs: 1000, next: () => bytes });
      if (!warm.statuses['200'])
        throw new Error(`${name} does not answer 200: ${JSON.stringify(warm.statuses)}`);
    }
    const runs = await alternate(rounds, measures);
    const baseline = spread(runs.baseline.map((r) => r.perSecond));
    const figures = (list) => ({
      perSecond: spread(list.map((r) => r.perSecond)),
      p50Ms: spread(list.map((r) => r.p50Ms)),
      p99Ms: spread(list.map((r) => r.p99Ms)),
      non200: list.reduce((n, r) => n + r.requests - (r.statuses['200'] ?? 0), 0),
    });
    return Object.fromEntries(
      Object.entries(runs).map(([name, list]) => {
        const f = figures(list);
        return [name, name === 'baseline' ? f : { ...f, ratio: round(f.perSecond.median / baseline.median) }];
      }),
    );
  } finally {
    await server.stop();
    await pgDatabase?.drop();
  }
}

const result = { bench: 'hot-reads', connections, seconds, rounds, machine: await machine() };
result.pglite = await measure('pglite');
if (process.env.DATABASE_URL) result.postgres = await measure('postgres');
console.log(JSON.stringify(result));
