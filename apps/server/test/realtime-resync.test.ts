import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../src/infra/db/client';
import { LISTENER_NAME } from '../src/infra/db/client';
import { classes, classUsers, users } from '../src/infra/db/schema';
import { addClass, addMember, bookingApi, seedBox } from './booking-support';
import {
  connectStompClient,
  eventually,
  type ListeningApp,
  openSharedDatabase,
  type StompTestClient,
  startListeningApp,
  tokenFor,
} from './realtime-support';
import { openTestDatabase } from './test-app';

// docs/product.md, Live updates: notifications sent while a process's LISTEN connection is down are
// lost; once it is back, the process re-sends the current state of every destination its sockets
// follow.

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A class and a member, and the member's STOMP client following both. */
async function followClassAndSelf(listening: ListeningApp) {
  const { app } = listening;
  const box = await seedBox({ app });
  const classId = await addClass({ app }, { activityId: box.lifting, date: '2026-11-23', time: '20:00' });
  const member = await addMember({ app }, { name: 'Before', activity: 2 });
  const joined = await bookingApi({ app }).join(member, classId);
  expect(joined.statusCode).toBe(200);
  const trainer = await addMember({ app }, { roles: ['USER', 'TRAINER'] });
  const client = await connectStompClient(listening.url, await tokenFor(app, member.id));
  const staff = await connectStompClient(listening.url, await tokenFor(app, trainer.id, ['USER', 'TRAINER']));
  cleanup.push(
    () => client.close(),
    () => staff.close(),
  );
  const received = {
    cls: await client.subscribe(`/class/${classId}`),
    user: await client.subscribe(`/user/${member.id}/read`),
    people: await subscribeAll(staff, classId),
  };
  return { classId, member, received };
}

async function subscribeAll(client: StompTestClient, classId: number) {
  const [, update] = [
    await client.subscribe(`/classUser/save/${classId}`),
    await client.subscribe(`/classUser/update/${classId}`),
    await client.subscribe(`/classUser/delete/${classId}`),
  ];
  return update;
}

/** Changes made while nobody heard of them: straight in the database, with no NOTIFY. */
async function changeSilently(app: ListeningApp['app'], classId: number, memberId: number) {
  await app.db.update(classes).set({ maxPeople: 7 }).where(eq(classes.id, classId));
  await app.db.update(users).set({ name: 'After' }).where(eq(users.id, memberId));
  await app.db.update(classUsers).set({ validated: true }).where(eq(classUsers.classId, classId));
}

/** The last state of each destination, as the subscriber saw it. */
async function expectCaughtUp(received: Awaited<ReturnType<typeof followClassAndSelf>>['received']) {
  const last = <T>(list: unknown[]) => list.at(-1) as T | undefined;
  const within = 10_000;
  await eventually(() => last<{ maxPeople: number }>(received.cls)?.maxPeople === 7, 'the class', within);
  await eventually(() => last<{ name: string }>(received.user)?.name === 'After', 'the user', within);
  await eventually(
    () => last<{ validated: boolean }>(received.people)?.validated === true,
    'the people',
    within,
  );
}

it('re-sends the current state of what the sockets follow when the events connection comes back', async () => {
  // The database as the process sees it, with the reconnect in the test's hands.
  const database = await openTestDatabase();
  let reconnected: (() => void) | undefined;
  const watched: Database = {
    ...database,
    listen: (channel, onPayload, onReconnect) => {
      reconnected = onReconnect;
      return database.listen(channel, onPayload);
    },
  };
  const listening = await startListeningApp(watched);
  cleanup.push(
    () => database.close(),
    () => listening.close(),
  );
  const { classId, member, received } = await followClassAndSelf(listening);
  await changeSilently(listening.app, classId, member.id);

  expect(reconnected).toBeTypeOf('function');
  reconnected?.();

  await expectCaughtUp(received);
});

it.skipIf(!process.env.DATABASE_URL)(
  'after PostgreSQL drops the LISTEN connection, a subscriber gets what changed in the gap (needs DATABASE_URL: PGlite listens in-process)',
  async () => {
    const shared = await openSharedDatabase(1);
    const listening = await startListeningApp(shared.handles[0]);
    cleanup.push(
      () => shared.drop(),
      () => listening.close(),
    );
    const { classId, member, received } = await followClassAndSelf(listening);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    cleanup.push(() => admin.end());
    const name = await listening.app.db.execute(sql`select current_database() as name`);
    const dropped = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2',
      [LISTENER_NAME, (name as unknown as { rows: { name: string }[] }).rows[0]?.name],
    );
    expect(dropped.rowCount).toBe(1);
    // Made while the listener is away (here with no NOTIFY at all, as if it had been lost).
    await changeSilently(listening.app, classId, member.id);

    await expectCaughtUp(received);
  },
);
