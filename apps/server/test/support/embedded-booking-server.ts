// The app on the embedded database in a folder of its own (DATA_DIR), as a child process a test
// can kill: seeds one class of 12 and MEMBERS members with credits, tells the parent its port,
// the class and the members' tokens over IPC, then serves until killed. Run with
// `node --import tsx` (embedded-kill.test.ts). Opens PGlite as the server does (openDatabase).
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { openDatabase } from '../../src/infra/db/client';
import { migrate } from '../../src/infra/db/migrate';
import { copyPgliteTemplate } from '../../src/process/pglite-template';
import { addMembers } from '../booking-rush-support';
import { addClass, seedBox } from '../booking-support';

const dataDir = path.join(process.env.DATA_DIR as string, 'db');
// Monday 23 November 2026, 10:00 in Madrid: the class at 20:00 is open for booking.
const offset = Date.parse('2026-11-23T09:00:00Z') - Date.now();
const clock = { now: () => new Date(Date.now() + offset) };

const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.DATA_DIR,
  DEMO_DATA: 'false',
});
copyPgliteTemplate(dataDir);
const database = await openDatabase({ dataDir });
await migrate(database.db);
const app = await buildApp({ env, database, clock, serveWeb: false });
const box = await seedBox({ app });
const classIds = [];
for (const time of ['20:00', '20:30', '21:00'])
  classIds.push(
    await addClass({ app }, { activityId: box.lifting, date: '2026-11-23', time, maxPeople: 12 }),
  );
const members = await addMembers({ app }, Number(process.env.MEMBERS ?? 200), 10);
const tokens = await Promise.all(members.map((m) => app.tokens.sign({ userId: m.id, roles: ['USER'] })));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  classIds,
  members: members.map((m, i) => ({ id: m.id, token: tokens[i]?.token })),
});
