// Backup and restore of the demo box and of a box 20 times its size (rows), on the embedded
// database (PGlite, in memory): the time to write the file, its size, and the time to check and
// restore it into an empty database. The 20× box is the demo box with 19 more members for each
// one it has, each with the bookings, credit moves, audit entries and chat messages its model
// member has (copies of their rows). Times are medians of RUNS (3) with min–max.
// Prints ONE JSON line. Run from the repo root: node --import tsx bench/backup-size.mjs
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '../apps/server/src/demo/seed-demo-data.ts';
import { checkBackup, restoreBackup, takeBackup } from '../apps/server/src/infra/backup/box-backup.ts';
import { openDatabase } from '../apps/server/src/infra/db/client.ts';
import { migrate } from '../apps/server/src/infra/db/migrate.ts';
import { machine } from './lib/bench-process.mjs';

const runs = Number(process.env.RUNS ?? 3);
const scratch = mkdtempSync(path.join(tmpdir(), 'boxbook-bench-backup-'));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: Math.round(sorted[Math.floor(sorted.length / 2)]),
    min: Math.round(sorted[0]),
    max: Math.round(sorted.at(-1)),
  };
};
const rows = async (database, query) => (await database.db.execute(query)).rows;

async function totalRows(database) {
  const tables = await rows(
    database,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  let total = 0;
  for (const { name } of tables)
    total += (await rows(database, sql.raw(`select count(*)::int as n from "${name}"`)))[0].n;
  return total;
}

/** Each member again `times - 1` times, with copies of the rows that hang from them. */
async function grow(database, times) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table copies (old_id int, new_id int) on commit drop`);
    await tx.execute(sql`
      with made as (
        insert into users (cin, password_hash, name, surname, email, roles, status, plan_id)
        select 'C' || g || '-' || u.id, u.password_hash, u.name, u.surname, 'c' || g || '-' || u.id || '@example.com',
               u.roles, u.status, u.plan_id
        from users u cross join generate_series(1, ${times - 1}) g
        returning id, email)
      insert into copies select split_part(split_part(email, '-', 2), '@', 1)::int, id from made`);
    for (const table of ['class_users', 'credit_ledger', 'audit_log', 'chat_messages']) {
      const columns = (
        await tx.execute(sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and column_name <> 'id'
          and is_generated = 'NEVER' order by ordinal_position`)
      ).rows.map((c) => c.name);
      const list = columns.map((c) => `"${c}"`).join(', ');
      const picked = columns.map((c) => (c === 'user_id' ? 'copies.new_id' : `t."${c}"`)).join(', ');
      await tx.execute(
        sql.raw(
          `insert into "${table}" (${list}) select ${picked} from "${table}" t join copies on copies.old_id = t.user_id`,
        ),
      );
    }
  });
}

async function measure(database) {
  const backups = [];
  const restores = [];
  let size = 0;
  for (let run = 0; run < runs; run++) {
    const dir = path.join(scratch, `run-${run}-${Math.random()}`);
    let started = performance.now();
    const file = await takeBackup({
      database,
      uploadsDir: path.join(scratch, 'none'),
      backupDir: dir,
      appVersion: 'bench',
    });
    backups.push(performance.now() - started);
    size = statSync(file).size;
    const target = await openDatabase({});
    started = performance.now();
    await restoreBackup({
      checked: await checkBackup(file),
      database: target,
      uploadsDir: path.join(dir, 'uploads'),
    });
    restores.push(performance.now() - started);
    await target.close();
  }
  return {
    rows: await totalRows(database),
    bytes: size,
    backupMs: median(backups),
    restoreMs: median(restores),
  };
}

const database = await openDatabase({});
try {
  await migrate(database.db);
  await seedDemoData(database.db, {
    clock: { now: () => new Date('2026-11-23T09:00:00Z') },
    timeZone: 'Europe/Madrid',
  });
  const demo = await measure(database);
  await grow(database, 20);
  const twenty = await measure(database);
  console.log(
    JSON.stringify({ bench: 'backup-size', machine: await machine(), runs, demo, twentyTimes: twenty }),
  );
} finally {
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
