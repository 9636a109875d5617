import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { invoicedMember, issue } from './invoicing-support';
import { buildProductionServer, startCommand } from './server-process';
import { openTestDatabase } from './test-app';

// `npm run invoices:verify` runs this very file (scripts/invoices-verify.mjs builds it first).
let build: ReturnType<typeof buildProductionServer>;
let command: string;
const dataDirs: string[] = [];
beforeAll(() => {
  build = buildProductionServer();
  command = path.join(path.dirname(build.supervisor), 'invoices-verify.js');
});
afterAll(() => {
  build.remove();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const runVerify = (env: NodeJS.ProcessEnv) => startCommand(command, [], env).done;

/** Three invoices on a migrated database. */
async function threeInvoices(database: Database): Promise<void> {
  await migrate(database.db);
  const member = await invoicedMember(database.db);
  for (let i = 1; i <= 3; i++)
    await issue(database.db, {
      userId: member,
      totalCents: 1000 * i,
      now: new Date(`2027-01-0${i}T10:00:00Z`),
    });
}

/** What a superuser could do behind the app's back: the trigger off, a total changed, the trigger on. */
async function tamper(database: Database): Promise<void> {
  await database.db.execute(sql`alter table billing_records disable trigger billing_records_append_only`);
  await database.db.execute(sql`update billing_records set total = '2.00' where position = 2`);
  await database.db.execute(sql`alter table billing_records enable trigger billing_records_append_only`);
}

describe('npm run invoices:verify, on the embedded database', { timeout: 120_000 }, () => {
  it('says the chain is whole, then names the record changed behind its back and exits with 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boxbook-invoices-verify-'));
    dataDirs.push(dataDir);
    const open = () => openDatabase({ dataDir: path.join(dataDir, 'db') });
    let database = await open();
    await threeInvoices(database);
    await database.close();

    const whole = await runVerify({ DATA_DIR: dataDir });
    expect(whole).toMatchObject({ code: 0, stderr: '' });
    expect(whole.stdout).toContain('The billing chain is whole: 3 records checked.');

    database = await open();
    await tamper(database);
    await database.close();
    const broken = await runVerify({ DATA_DIR: dataDir });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('The billing chain is broken: record 2 (invoice F-000002) was changed');

    // Put back, then the last record removed: nothing names it any more, but its invoice is there.
    database = await open();
    await database.db.execute(sql`alter table billing_records disable trigger billing_records_append_only`);
    await database.db.execute(sql`update billing_records set total = '20.00' where position = 2`);
    await database.db.execute(sql`delete from billing_records where position = 3`);
    await database.db.execute(sql`alter table billing_records enable trigger billing_records_append_only`);
    await database.close();
    const missing = await runVerify({ DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('invoice F-000003 has no billing record');
  });

  it('refuses clearly when there is no database', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'boxbook-invoices-empty-'));
    dataDirs.push(empty);
    const run = await runVerify({ DATA_DIR: empty });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('There is no database');
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'npm run invoices:verify, on DATABASE_URL',
  { timeout: 60_000 },
  () => {
    it('names the changed record on the PostgreSQL server', async () => {
      const database = await openTestDatabase();
      try {
        await threeInvoices(database);
        expect((await runVerify({ DATABASE_URL: database.url })).code).toBe(0);
        await tamper(database);
        const run = await runVerify({ DATABASE_URL: database.url });
        expect(run.code).toBe(1);
        expect(run.stdout).toContain('record 2 (invoice F-000002) was changed');
      } finally {
        await database.close();
      }
    });
  },
);
