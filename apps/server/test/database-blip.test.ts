import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { isDatabaseUnavailable } from '../src/infra/db/database-fault';
import { migrate } from '../src/infra/db/migrate';
import { addMembers, brokenInvariants } from './booking-rush-support';
import { addClass, type Box, headersOf, type Member, seedBox } from './booking-support';
import { openDatabaseBehindCutter } from './database-cutter';
import { createTestApp, type TestApp } from './test-app';

// docs/product.md, Errors: a dropped database connection answers 503 with Retry-After and never takes the
// process down. PGlite runs inside the process: it has no connection to drop.
const serverUrl = process.env.DATABASE_URL;
const CLASSES = 4;
const PLACES = 12;
const CROWD = 80;
const CREDITS = 2;

let t: TestApp;
let box: Box;
let members: Member[];
let classIds: number[];
let databaseName: string;

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp();
  box = await seedBox(t);
  members = await addMembers(t, CROWD, CREDITS);
  classIds = [];
  for (let i = 0; i < CLASSES; i++)
    classIds.push(
      await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: `2${i}:00`, maxPeople: PLACES }),
    );
  const rows = await t.app.db.execute<{ name: string }>(sql`select current_database() as name`);
  databaseName = (rows as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
});
afterAll(() => t?.close());

/** Ends every connection to the test's database but the caller's own, as a failover does. */
async function terminateBackends(admin: pg.Client): Promise<number> {
  const result = await admin.query(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
  return result.rows[0].n;
}

const classOf = (i: number) => classIds[i % CLASSES] ?? 0;

it.skipIf(!serverUrl)(
  'a database connection dropped in the middle of joins answers 503 to the work caught in it, keeps serving, and loses or doubles nothing (needs DATABASE_URL: PGlite has no connection to drop)',
  async () => {
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const headers = await Promise.all(members.map((m) => headersOf(t.app, m)));
      const join = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/classes/${classOf(i)}/join`,
          payload: { userId: members[i]?.id },
          headers: headers[i],
        });
      // The joins leave together; the connections are cut again and again while they run.
      const answers: Promise<LightMyRequestResponse>[] = members.map((_, i) => join(i));
      let terminated = 0;
      const settled = Promise.allSettled(answers);
      let done = false;
      void settled.then(() => (done = true));
      for (let round = 0; round < 20 && !done; round++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        terminated += await terminateBackends(admin);
      }
      const first = await Promise.all(answers);
      expect(terminated).toBeGreaterThan(0);
      expect(crashes).toEqual([]);

      const statuses = first.map((a) => a.statusCode);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      const refused = first.flatMap((a, i) => (a.statusCode === 503 ? [i] : []));
      for (const i of refused) {
        const answer = first[i] as LightMyRequestResponse;
        expect(answer.json()).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }

      // The database is back: the server answers, and a retry of the work caught in the drop works
      // (a join that committed before its answer was lost is already in: no second entry).
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const retried = await Promise.all(refused.map((i) => join(i)));
      for (const answer of retried) expect([200, 409]).toContain(answer.statusCode);
      for (const answer of retried.filter((a) => a.statusCode === 409))
        expect(answer.json().code).toBe('already_in_class');

      for (let c = 0; c < CLASSES; c++) {
        const ofClass = members.filter((_, i) => i % CLASSES === c);
        expect(await brokenInvariants(t, classOf(c), ofClass, CREDITS)).toEqual([]);
      }
      const placed = await t.app.db.execute(
        sql`select count(*)::int as n from class_users where status = 'IN' and class_id in ${classIds}`,
      );
      expect((placed as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(CLASSES * PLACES);
    } finally {
      process.off('uncaughtException', onCrash);
      await admin.end();
    }
  },
);

it.skipIf(!serverUrl)(
  'a connection cut while a transaction waits between two statements does not take the process down (needs DATABASE_URL)',
  async () => {
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const outcome = await t.app.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // Idle in the transaction, checked out of the pool, when the server ends the connection.
          await terminateBackends(admin);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      expect(crashes).toEqual([]);
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      process.off('uncaughtException', onCrash);
      await admin.end();
    }
  },
);

it.skipIf(!serverUrl)(
  'while the database is out of reach: /api/ready and the work answer 503 with Retry-After, /api/health 200; then it serves again (needs DATABASE_URL)',
  async () => {
    const cutter = await openDatabaseBehindCutter(serverUrl ?? '');
    try {
      await migrate(cutter.database.db);
      // The test app's clock: the class below is on the test's Monday, whatever today's date is.
      const app = await buildApp({
        env: t.env,
        database: cutter.database,
        clock: t.app.clock,
        logger: false,
        serveWeb: false,
      });
      await app.ready();
      const [member] = await addMembers({ app }, 1, CREDITS);
      const cls = await seedBox({ app }).then((b) =>
        addClass({ app }, { activityId: b.lifting, date: '2026-11-23', time: '20:00' }),
      );
      const headers = await headersOf(app, member as Member);
      const join = () =>
        app.inject({
          method: 'POST',
          url: `/api/classes/${cls}/join`,
          payload: { userId: member?.id },
          headers,
        });

      await cutter.cut();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const refused = await join();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('service_unavailable');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      await cutter.restore();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      expect((await join()).statusCode).toBe(200);
      await app.close();
    } finally {
      await cutter.close();
    }
  },
);
