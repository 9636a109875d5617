// The 17:00 rush with the booking draw on, against the same rush without it: 1,000 members join one
// class of 12 at the same moment over real HTTP (CROWD), through TWO server processes on one
// PostgreSQL database (with DATABASE_URL; on PGlite, which has one writer, one process). With the
// draw, each join is an entry ("in the draw") and the places are given when the window ends: the
// draw itself is timed too (POST /draw/:classId on the bench server ends the window and runs the
// draw job). A B A B rounds, a fresh class each; medians with min–max. Checks every answer is a
// 200, that without the draw exactly 12 were told IN, that with it all were told DRAW and the draw
// put exactly 12 IN.
// Prints ONE JSON line. Run from the repo root: node --import tsx bench/draw-rush.mjs
// (ROUNDS=3, CROWD=1000, DBS=pglite,postgres)

import pg from 'pg';
import { createDatabase, machine, startBenchServer } from './lib/bench-process.mjs';
import { burst } from './lib/burst.mjs';
import { alternate, encodeRequest, percentile, round, spread } from './lib/load.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const crowd = Number(process.env.CROWD ?? 1000);
const PLACES = 12;
// 17:00 on Monday in Madrid: Tuesday's classes open, and the draw's window with them (an hour, so
// that every round falls inside it; each round's draw is run by hand).
const setting = { BENCH_CLOCK_START: '2026-11-23T16:00:05Z', RUSH_DATE: '2026-11-24' };

function figures(answers, expected) {
  const sorted = Float64Array.from(answers.map((a) => a.ms)).sort();
  const non200 = answers.filter((a) => a.status !== 200).length;
  const told = answers.filter((a) => a.body?.status === expected).length;
  return {
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    non200,
    ok: non200 === 0 && told === (expected === 'IN' ? PLACES : crowd),
  };
}

const summary = (list) => ({
  p50Ms: spread(list.map((r) => r.p50Ms)),
  p99Ms: spread(list.map((r) => r.p99Ms)),
  maxMs: spread(list.map((r) => r.maxMs)),
  ...(list[0]?.drawMs === undefined ? {} : { drawMs: spread(list.map((r) => r.drawMs)) }),
  non200: list.reduce((n, r) => n + r.non200, 0),
  allOk: list.every((r) => r.ok),
});

/** One or two bench processes on a fresh database; `draw` turns the draw on. */
async function servers(kind, draw) {
  const database = kind === 'postgres' ? await createDatabase(process.env.DATABASE_URL) : null;
  const url = database?.url ?? '';
  const extra = draw ? { DRAW_WINDOW_SECONDS: '3600' } : {};
  const first = await startBenchServer({
    ...setting,
    ...extra,
    MODE: 'joins',
    MEMBERS: String(crowd),
    RUSH_CLASSES: String(rounds + 1),
    BENCH_DATABASE_URL: url,
  });
  const list = [first];
  if (database)
    list.push(await startBenchServer({ ...setting, ...extra, MODE: 'serve', BENCH_DATABASE_URL: url }));
  return { list, info: first.info, url, database };
}

/** How many of the class are IN, read from the database (PostgreSQL) or left to the answers. */
async function placedIn(url, classId) {
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    "select count(*)::int as n from class_users where class_id = $1 and status = 'IN'",
    [classId],
  );
  await client.end();
  return rows[0].n;
}

async function measure(kind) {
  const plain = await servers(kind, false);
  const drawn = await servers(kind, true);
  try {
    const rush = (setup, withDraw) => {
      const unused = [...setup.info.rushClassIds];
      return async () => {
        const classId = unused.shift();
        const requests = setup.info.members.slice(0, crowd).map((member, i) => {
          const base = setup.list[i % setup.list.length].info.app;
          const bytes = encodeRequest(base, {
            method: 'POST',
            path: `/api/classes/${classId}/join`,
            headers: { authorization: `Bearer ${member.token}` },
            body: JSON.stringify({ userId: member.id }),
          });
          return { base, bytes };
        });
        const result = figures(await burst(requests), withDraw ? 'DRAW' : 'IN');
        if (!withDraw) return result;
        const res = await fetch(`${setup.info.bare}/draw/${classId}`, { method: 'POST' });
        const { ms } = await res.json();
        const placed = await placedIn(setup.url, classId);
        return { ...result, drawMs: ms, ok: result.ok && (placed === null || placed === PLACES) };
      };
    };
    const withoutDraw = rush(plain, false);
    const withDraw = rush(drawn, true);
    // Warm up (JIT, the pools' connections) before anything counts.
    const warm = [await withoutDraw(), await withDraw()];
    if (!warm.every((w) => w.ok)) throw new Error(`the warm-up rush failed: ${JSON.stringify(warm)}`);
    const runs = await alternate(rounds, { withoutDraw, withDraw });
    const a = summary(runs.withoutDraw);
    const b = summary(runs.withDraw);
    return {
      processes: plain.list.length,
      crowd,
      withoutDraw: a,
      withDraw: b,
      p99Ratio: round(b.p99Ms.median / a.p99Ms.median),
    };
  } finally {
    for (const setup of [plain, drawn]) {
      await Promise.all(setup.list.map((server) => server.stop()));
      await setup.database?.drop();
    }
  }
}

const result = { bench: 'draw-rush', rounds, machine: await machine() };
const kinds = (process.env.DBS ?? 'pglite,postgres').split(',');
if (kinds.includes('pglite')) result.pglite = await measure('pglite');
if (process.env.DATABASE_URL && kinds.includes('postgres')) result.postgres = await measure('postgres');
console.log(JSON.stringify(result));
