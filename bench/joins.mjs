// Joins and leaves against a bare baseline in the same process, on the same database pool: each
// kept-alive connection is one member who joins, then leaves, then joins again. `hot`: every
// member on ONE class of 12 (a full class: leaves of a place promote the first waiting member);
// `spread`: member i on class i of 50. Baseline: POST /lock of bench-server.mjs, one transaction
// that locks and updates one row, the floor of a turn on a hot class. A B A B rounds; medians
// with min–max. On PGlite, and on PostgreSQL too when DATABASE_URL is set.
// Prints ONE JSON line. Run from the repo root: node --import tsx bench/joins.mjs
// (ROUNDS=3, SECONDS=5, CONNECTIONS=48; DBS=postgres skips PGlite)
import { createDatabase, machine, startBenchServer } from './lib/bench-process.mjs';
import { joinLeave } from './lib/join-leave.mjs';
import { alternate, encodeRequest, load, round, spread } from './lib/load.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 48);

async function measure(kind) {
  const pgDatabase = kind === 'postgres' ? await createDatabase(process.env.DATABASE_URL) : null;
  const server = await startBenchServer({
    MODE: 'joins',
    MEMBERS: String(connections),
    BENCH_DATABASE_URL: pgDatabase?.url ?? '',
  });
  try {
    const { app, bare, classIds, hotClassId, members } = server.info;
    const lock = encodeRequest(bare, { method: 'POST', path: '/lock' });
    const people = members.slice(0, connections);
    const hot = joinLeave(app, people, () => hotClassId);
    const spreadOut = joinLeave(app, people, (i) => classIds[i % classIds.length]);
    const run = (base, next) => () => load({ base, connections, durationMs: seconds * 1000, next });
    const measures = {
      baseline: run(bare, () => lock),
      hot: run(app, hot),
      spread: run(app, spreadOut),
    };
    // Warm up each (JIT, the pool's connections) before anything counts.
    for (const [name, measure] of Object.entries(measures)) {
      const warm = await measure();
      if (!warm.statuses['200'] || warm.errors)
        throw new Error(`${name} does not answer 200: ${JSON.stringify(warm.statuses)}`);
    }
    const runs = await alternate(rounds, measures);
    const baseline = spread(runs.baseline.map((r) => r.perSecond));
    return Object.fromEntries(
      Object.entries(runs).map(([name, list]) => {
        const f = {
          perSecond: spread(list.map((r) => r.perSecond)),
          p50Ms: spread(list.map((r) => r.p50Ms)),
          p99Ms: spread(list.map((r) => r.p99Ms)),
          non200: list.reduce((n, r) => n + r.requests - (r.statuses['200'] ?? 0), 0),
        };
        if (name === 'baseline') return [name, f];
        // Half of the requests are joins.
        const joinsPerSecond = spread(list.map((r) => r.perSecond / 2));
        return [name, { ...f, joinsPerSecond, ratio: round(f.perSecond.median / baseline.median) }];
      }),
    );
  } finally {
    await server.stop();
    await pgDatabase?.drop();
  }
}

const result = { bench: 'joins', connections, seconds, rounds, machine: await machine() };
const kinds = (process.env.DBS ?? 'pglite,postgres').split(',');
if (kinds.includes('pglite')) result.pglite = await measure('pglite');
if (process.env.DATABASE_URL && kinds.includes('postgres')) result.postgres = await measure('postgres');
console.log(JSON.stringify(result));
