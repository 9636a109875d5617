// The rush at 17:00 over real HTTP: 200, then 1000 members join one class of 12 at the same
// moment, through TWO server processes on one database (PostgreSQL with DATABASE_URL; on PGlite,
// which has one writer, one process). Each member has a connection of their own, opened first;
// the requests leave together and alternate between the processes. Baseline: the same burst of
// POST /lock (one transaction locking one row) to the bare routes of the same processes. A B A B
// rounds, a fresh class each; medians with min–max. Checks that every answer is 200 and exactly
// 12 members were told IN.
// Prints ONE JSON line. Run from the repo root: node --import tsx bench/booking-rush.mjs
// (ROUNDS=3, CROWDS=200,1000)

import { createDatabase, machine, startBenchServer } from './lib/bench-process.mjs';
import { burst } from './lib/burst.mjs';
import { alternate, encodeRequest, percentile, round, spread } from './lib/load.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const crowds = (process.env.CROWDS ?? '200,1000').split(',').map(Number);
const PLACES = 12;

/** p50, p99 and max of one burst, and whether every member got a 200 and exactly 12 got IN. */
function figures(answers, { booking }) {
  const sorted = Float64Array.from(answers.map((a) => a.ms)).sort();
  const non200 = answers.filter((a) => a.status !== 200).length;
  const placed = answers.filter((a) => a.body?.status === 'IN').length;
  return {
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    non200,
    ok: non200 === 0 && (!booking || placed === PLACES),
  };
}

const summary = (list) => ({
  p50Ms: spread(list.map((r) => r.p50Ms)),
  p99Ms: spread(list.map((r) => r.p99Ms)),
  maxMs: spread(list.map((r) => r.maxMs)),
  non200: list.reduce((n, r) => n + r.non200, 0),
  allOk: list.every((r) => r.ok),
});

async function measure(kind) {
  const pgDatabase = kind === 'postgres' ? await createDatabase(process.env.DATABASE_URL) : null;
  const url = pgDatabase?.url ?? '';
  const first = await startBenchServer({
    MODE: 'joins',
    MEMBERS: String(Math.max(...crowds)),
    RUSH_CLASSES: String(rounds * crowds.length + 1),
    BENCH_DATABASE_URL: url,
  });
  const servers = [first];
  if (pgDatabase) servers.push(await startBenchServer({ MODE: 'serve', BENCH_DATABASE_URL: url }));
  try {
    const { members, rushClassIds } = first.info;
    const unusedClasses = [...rushClassIds];
    const processOf = (i) => servers[i % servers.length].info;
    const rush = (crowd) => () => {
      const classId = unusedClasses.shift();
      const requests = members.slice(0, crowd).map((member, i) => {
        const base = processOf(i).app;
        const bytes = encodeRequest(base, {
          method: 'POST',
          path: `/api/classes/${classId}/join`,
          headers: { authorization: `Bearer ${member.token}` },
          body: JSON.stringify({ userId: member.id }),
        });
        return { base, bytes };
      });
      return burst(requests).then((answers) => figures(answers, { booking: true }));
    };
    const lock = (crowd) => () => {
      const requests = Array.from({ length: crowd }, (_, i) => {
        const base = processOf(i).bare;
        return { base, bytes: encodeRequest(base, { method: 'POST', path: '/lock' }) };
      });
      return burst(requests).then((answers) => figures(answers, { booking: false }));
    };
    // Warm up (JIT, the pools' connections) before anything counts.
    const warm = await rush(Math.min(...crowds))();
    if (!warm.ok) throw new Error(`the warm-up rush failed: ${JSON.stringify(warm)}`);
    await lock(Math.min(...crowds))();
    /** @type {Record<string, () => Promise<any>>} */
    const measures = {};
    for (const crowd of crowds) {
      measures[`baseline${crowd}`] = lock(crowd);
      measures[`rush${crowd}`] = rush(crowd);
    }
    const runs = await alternate(rounds, measures);
    const result = {};
    for (const crowd of crowds) {
      const baseline = summary(runs[`baseline${crowd}`]);
      const booking = summary(runs[`rush${crowd}`]);
      result[`rush${crowd}`] = {
        ...booking,
        baseline,
        p99Ratio: round(booking.p99Ms.median / baseline.p99Ms.median),
      };
    }
    return { processes: servers.length, ...result };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await pgDatabase?.drop();
  }
}

const result = { bench: 'booking-rush', rounds, machine: await machine() };
const kinds = (process.env.DBS ?? 'pglite,postgres').split(',');
if (kinds.includes('pglite')) result.pglite = await measure('pglite');
if (process.env.DATABASE_URL && kinds.includes('postgres')) result.postgres = await measure('postgres');
console.log(JSON.stringify(result));
