import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from './config/env';
import { BackupFileError } from './infra/backup/backup-file';
import { openDatabase } from './infra/db/client';
import { CommandError, lockEmbedded, runCommand } from './process/command-support';
import { moveDatabase } from './process/move-database';

const USAGE = `Usage: npm run db:move -- postgres://user@host:5432/boxbook

Copies the embedded database (DATA_DIR/db) into an EMPTY PostgreSQL database, then checks that
every table holds as many rows on both sides and that the billing chain is whole. Stop the server
first. The uploaded pictures stay in UPLOADS_DIR. Then serve the same box from PostgreSQL:

  DATABASE_URL=postgres://user@host:5432/boxbook npm start`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) return console.log(USAGE);
  const [url, ...extra] = positionals;
  if (!url || extra.length || !/^postgres(ql)?:\/\//.test(url))
    throw new CommandError(`Name the PostgreSQL database to move into.\n\n${USAGE}`);
  const env = loadEnv();
  const dataDir = path.join(env.DATA_DIR, 'db');
  const lock = await lockEmbedded(dataDir, { mustExist: true });
  try {
    const source = await openDatabase({ dataDir });
    const target = await openDatabase({ url }).catch((error: Error) => {
      throw new CommandError(`Cannot reach ${url}: ${error.message}`);
    });
    try {
      const started = Date.now();
      const moved = await moveDatabase(source, target);
      const rows = Object.values(moved.counts).reduce((sum, n) => sum + n, 0);
      console.log(
        `Moved ${Object.keys(moved.counts).length} tables, ${rows} rows into PostgreSQL in ${Date.now() - started} ms; ` +
          `row counts match and the billing chain is whole (${moved.billingRecords} records).`,
      );
      if (moved.migrated.length) console.log(`Then migrated: ${moved.migrated.join(', ')}.`);
      console.log(
        `\nServe the box from it now (DATA_DIR/db stays as it was; keep it until you are sure):\n\n  DATABASE_URL=${url} npm start`,
      );
    } finally {
      await Promise.allSettled([source.close(), target.close()]);
    }
  } finally {
    lock.release();
  }
}

runCommand(main, (error) => error instanceof BackupFileError);
