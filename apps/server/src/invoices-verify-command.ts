import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from './config/env';
import { describeProblem, verifyChain } from './features/invoicing/verify-chain';
import { openDatabase } from './infra/db/client';
import { CommandError, lockEmbedded } from './process/command-support';

const USAGE = `Usage: npm run invoices:verify

Walks the whole chain of VERI*FACTU billing records, recomputing every fingerprint and checking
that each record names the one before it and that every invoice has its record. Prints the first
broken link and exits with 1 if there is one; exits with 0 when the chain is whole.

It uses the server's database: DATABASE_URL, or the embedded one in DATA_DIR (stop the server
first: the embedded database takes one process at a time). It only reads.`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = loadEnv();
  const dataDir = path.join(env.DATA_DIR, 'db');
  const lock = env.DATABASE_URL ? null : await lockEmbedded(dataDir, { mustExist: true });
  try {
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
    try {
      const report = await verifyChain(database.db);
      if (report.broken) {
        console.log(`The billing chain is broken: ${describeProblem(report.broken)}.`);
        return 1;
      }
      console.log(`The billing chain is whole: ${report.records} records checked.`);
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof CommandError ? error.message : error);
    process.exit(2);
  },
);
