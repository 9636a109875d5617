// The app as server.ts builds it, and beside it the bare baselines on the SAME database pool, in
// one process (run by the benches as a child: node --import tsx bench/lib/bench-server.mjs).
//   bare HTTP: GET /select1 (a route doing `select 1`), POST /lock (one transaction locking and
//   updating one row: the floor of a hot class's turn), POST /notify/:classId (a class event, as
//   a booking sends), POST /broadcast (sends its body to every socket of the bare `ws` server).
// MODE=reads seeds the demo data; MODE=joins seeds a small box, classes and members with credits
// (MEMBERS of them, and RUSH_CLASSES empty classes of 12 for rushes); MODE=serve seeds nothing (a
// second server process on a database another one seeded).
// BENCH_DATABASE_URL: a PostgreSQL database (the caller creates and drops it); else PGlite in a
// temporary folder. Tells the parent its ports and what it seeded over IPC, then serves until killed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadEnv } from '../../apps/server/src/config/env.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed-demo-data.ts';
import { openDatabase } from '../../apps/server/src/infra/db/client.ts';
import { migrate } from '../../apps/server/src/infra/db/migrate.ts';
import { addMembers } from '../../apps/server/test/booking-rush-support.ts';
import { addClass, seedBox } from '../../apps/server/test/booking-support.ts';

const mode = process.env.MODE ?? 'reads';
const dataDir = mkdtempSync(path.join(tmpdir(), 'boxbook-bench-'));
// Monday 23 November 2026, 10:00 in Madrid, running at real speed: the classes seeded for 20:00
// on are open for booking and outside the cancellation window, whatever the day of the run.
// BENCH_CLOCK_START starts it elsewhere (draw-rush.mjs: 17:00, when Tuesday's classes open).
const offset = Date.parse(process.env.BENCH_CLOCK_START ?? '2026-11-23T09:00:00Z') - Date.now();
const clock = { now: () => new Date(Date.now() + offset) };
const TODAY = '2026-11-23';
/** RUSH_DATE: the day of the rush classes (draw-rush.mjs: Tuesday, which opens at 17:00 on Monday). */
const RUSH_DATE = process.env.RUSH_DATE ?? TODAY;

const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
});
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL }
    : { dataDir: path.join(dataDir, 'db') },
);
await migrate(database.db);
const app = await buildApp({ env, database, clock, serveWeb: false });
const seeders = { joins: seedJoins, reads: seedReads, serve: async () => ({}) };
const seeded = await seeders[/** @type {keyof typeof seeders} */ (mode)]();
await app.listen({ port: 0, host: '127.0.0.1' });

const db = database.db;
await db.execute(sql`create table if not exists bench_counter (id int primary key, n int not null)`);
await db.execute(sql`insert into bench_counter values (1, 0) on conflict do nothing`);
const sockets = new WebSocketServer({ port: 0, host: '127.0.0.1' });
const bare = Fastify({ logger: false });
bare.get('/select1', async () => {
  await db.execute(sql`select 1`);
  return { ok: 1 };
});
bare.post('/lock', async () =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select n from bench_counter where id = 1 for update`);
    await tx.execute(sql`update bench_counter set n = n + 1 where id = 1`);
    return { ok: 1 };
  }),
);
bare.post('/notify/:classId', async (request) => {
  const event = JSON.stringify({
    kind: 'class',
    classId: Number(/** @type {{ classId: string }} */ (request.params).classId),
  });
  await db.execute(sql`select pg_notify('boxbook_events', ${event})`);
  return { ok: 1 };
});
// DRAW_WINDOW_SECONDS turns the booking draw on (draw-rush.mjs). POST /draw/:classId ends that class's
// window now and runs the draw job, answering how long the draw took.
if (process.env.DRAW_WINDOW_SECONDS) {
  for (const [key, value] of [
    ['drawEnabled', true],
    ['drawWindowSeconds', Number(process.env.DRAW_WINDOW_SECONDS)],
  ])
    await db.execute(
      sql`insert into settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );
  app.boxSettings.invalidate();
}
bare.post('/draw/:classId', async (request) => {
  const classId = Number(/** @type {{ classId: string }} */ (request.params).classId);
  const now = clock.now().toISOString();
  await db.execute(
    sql`update draws set ends_at = ${now}::timestamptz, opens_at = ${now}::timestamptz - interval '1 hour'
        where class_id = ${classId}`,
  );
  const started = performance.now();
  const ran = await app.draws.run();
  return { ran, ms: performance.now() - started };
});
bare.post('/broadcast', async (request) => {
  const body = JSON.stringify(request.body);
  for (const socket of sockets.clients) socket.send(body);
  return { ok: 1 };
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server) => /** @type {import('node:net').AddressInfo} */ (server.server.address()).port;
process.send?.({
  app: `http://127.0.0.1:${portOf(app)}`,
  bare: `http://127.0.0.1:${portOf(bare)}`,
  ws: `ws://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (sockets.address()).port}`,
  db: database.kind,
  ...seeded,
});

const stop = async () => {
  sockets.close();
  await Promise.allSettled([bare.close(), app.close()]);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

/** @param {number} userId @param {import('@boxbook/domain').Role[]} [roles] */
async function tokenOf(userId, roles = ['USER']) {
  return (await app.tokens.sign({ userId, roles })).token;
}

/** The demo box, the member with a plan, and what the booking page of a day asks for. */
async function seedReads() {
  await seedDemoData(database.db, { clock, timeZone: env.GYM_TIMEZONE });
  const found = await database.db.execute(
    sql`select u.id as "userId", (select id from activities where key = 'crossfit') as "activityId"
        from users u where u.cin = '12345678Z'`,
  );
  const { userId, activityId } = /** @type {{ userId: number, activityId: number }} */ (
    /** @type {{ rows: unknown[] }} */ (found).rows[0]
  );
  return { userId, activityId, date: TODAY, token: await tokenOf(userId) };
}

/** 50 classes of 12 for joins spread out, one hot class, and members with credits and tokens. */
async function seedJoins() {
  const t = { app };
  const box = await seedBox(t);
  const classIds = [];
  for (let i = 0; i < 50; i++) {
    const minutes = 20 * 60 + i;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    classIds.push(await addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople: 12 }));
  }
  const hotClassId = await addClass(t, {
    activityId: box.lifting,
    date: TODAY,
    time: '22:00',
    maxPeople: 12,
  });
  const rushClassIds = [];
  for (let i = 0; i < Number(process.env.RUSH_CLASSES ?? 0); i++) {
    const minutes = 21 * 60 + i;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    rushClassIds.push(await addClass(t, { activityId: box.lifting, date: RUSH_DATE, time, maxPeople: 12 }));
  }
  const members = await addMembers(t, Number(process.env.MEMBERS ?? 200), 1_000_000);
  const tokens = await Promise.all(members.map((m) => tokenOf(m.id)));
  return {
    classIds,
    hotClassId,
    rushClassIds,
    members: members.map((m, i) => ({ id: m.id, token: tokens[i] })),
  };
}
