import path from 'node:path';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { publicAddressWarning } from './config/public-address';
import { seedDemoData } from './demo/seed-demo-data';
import { backupBeforeMigrations } from './features/backups/backup-before-migrations';
import { closeAbandonedRuns } from './features/backups/backup-runs';
import { openDatabase } from './infra/db/client';
import { lockDataDir } from './infra/db/data-dir-lock';
import { migrate } from './infra/db/migrate';
import { type Clock, systemClock } from './lib/clock';
import { prepareDrain } from './process/drain-http';
import { copyPgliteTemplate } from './process/pglite-template';
import { listenForStop } from './process/stop-signal';

/**
 * docs/product.md, Running the box: SIGTERM drains in at most 10 s; past this the process exits
 * whatever is left.
 */
const EXIT_LIMIT_MS = 9_500;

async function main(): Promise<void> {
  const env = loadEnv();
  // Listening from the start: a signal during migrations lets them finish, then the process stops.
  const stop = listenForStop();
  void stop.received.then(() => {
    setTimeout(() => {
      console.error('shutdown took too long; exiting');
      process.exit(1);
    }, EXIT_LIMIT_MS).unref();
  });
  const dataDir = path.join(env.DATA_DIR, 'db');
  // The embedded database takes one process: a second server, or the admin command, is turned away.
  const dataDirLock = env.DATABASE_URL ? null : await lockDataDir(dataDir);
  if (!env.DATABASE_URL && copyPgliteTemplate(dataDir)) console.log(`New embedded database in ${dataDir}`);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
  // A box with data is backed up before migrations change it (docs/backups.md).
  const safety = backupBeforeMigrations(
    database,
    {
      backupDir: env.BACKUP_DIR,
      uploadsDir: env.UPLOADS_DIR,
      appVersion: env.APP_VERSION,
      backupKey: env.BACKUP_KEY,
      now: () => new Date(),
    },
    (line) => console.log(line),
  );
  const applied = await migrate(database.db, { beforeApplying: safety.hook });
  await safety.record();
  await closeAbandonedRuns(database.db, new Date(), new Date());
  // End-to-end tests only: a clock they can move ahead; never loaded without TEST_CLOCK_START.
  const testClock = env.TEST_CLOCK_START ? await import('./testing/test-clock') : null;
  const movable = testClock?.movableClock(new Date(env.TEST_CLOCK_START ?? 0));
  const clock: Clock = movable ?? systemClock;
  const app = await buildApp({ env, database, clock });
  if (testClock && movable) {
    await testClock.registerTestClockRoute(app, movable);
    app.log.warn({ start: env.TEST_CLOCK_START }, 'TEST_CLOCK_START set: the clock is shifted and movable');
  }
  if (applied.length) app.log.info({ applied }, 'database migrated');
  if (env.DEMO_DATA) {
    const logins = await seedDemoData(database.db, { clock, timeZone: env.GYM_TIMEZONE });
    if (logins) printDemoLogins(logins);
  }

  // Mail that failed (SMTP down) is retried every minute; the outbox keeps it meanwhile.
  const mailRetry = setInterval(() => void app.mailer.flush(), 60_000);
  mailRetry.unref();
  app.addHook('onClose', async () => clearInterval(mailRetry));

  const drain = prepareDrain(app.server);
  if (!stop.requested) {
    await app.listen({ host: env.HOST, port: env.PORT });
    app.log.info(
      `Boxbook ready on port ${env.PORT}, public URL ${env.PUBLIC_URL} (database: ${database.kind})`,
    );
    const warning = publicAddressWarning(env);
    if (warning) app.log.warn(warning);
  }
  const signal = await stop.received;
  app.log.info({ signal }, 'shutting down');
  // Answers in flight finish and STOMP clients are told to reconnect; then the database closes.
  await Promise.all([drain(), app.realtime.closeConnections()]);
  // The database last: the app's own close hooks still use it (realtime's UNLISTEN). An onClose
  // hook added here would run before them, as Fastify runs those hooks last-added first.
  await app.close();
  await database.close();
  dataDirLock?.release();
  process.exit(0);
}

function printDemoLogins(logins: { cin: string; password: string; role: string }[]): void {
  const lines = logins.map((l) => `  ${l.role.padEnd(16)} cin ${l.cin.padEnd(10)} password ${l.password}`);
  console.log(`\nDemo data loaded. Sign in with:\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
