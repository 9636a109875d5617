import { sql } from 'drizzle-orm';
import { verifyChain } from '../features/invoicing/verify-chain';
import { dumpLines, isDatabaseEmpty, loadBox } from '../infra/backup/box-backup';
import type { Database } from '../infra/db/client';
import { CommandError } from './command-support';

/** Rows per table of `public`, counted inside one snapshot. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  return database.db.transaction(
    async (tx) => {
      const run = async <T>(query: ReturnType<typeof sql>) =>
        ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
      const tables = await run<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables) {
        const [row] = await run<{ n: number }>(
          sql.raw(`select count(*)::int as n from "${name.replaceAll('"', '""')}"`),
        );
        counts[name] = row?.n ?? 0;
      }
      return counts;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Moves the box from the embedded database into PostgreSQL (README, "Moving to PostgreSQL"):
 * the rows stream from one snapshot of the source straight into one transaction on the target,
 * through the same lines a backup holds (infra/backup/box-backup.ts), so the move is whole or
 * nothing, and nothing of the box is held in memory.
 */
export async function moveDatabase(source: Database, target: Database) {
  if (!(await isDatabaseEmpty(target)))
    throw new CommandError(
      'The PostgreSQL database is not empty: db:move only fills an empty one (createdb a new database).',
    );
  const migrated = await source.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      const migrations = (
        (await tx.execute(sql`select name from schema_migrations order by name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows.map((m) => m.name);
      // Pictures stay where they are (null: no file lines); the unused folder is never written.
      return target.db.transaction((into) =>
        loadBox(into, { migrations, lines: dumpLines(tx, null), uploadsDir: '/nonexistent', force: false }),
      );
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const [before, after] = [await rowCounts(source), await rowCounts(target)];
  const different = Object.keys(before).filter((table) => before[table] !== after[table]);
  if (different.length)
    throw new Error(
      `Row counts differ after the move (${different.map((t) => `${t}: ${before[t]} → ${after[t]}`).join(', ')}); ` +
        'the PostgreSQL database is not to be used.',
    );
  const chain = await verifyChain(target.db);
  if (chain.broken)
    throw new Error(`The billing chain is broken after the move: ${JSON.stringify(chain.broken)}.`);
  return { counts: after, migrated, billingRecords: chain.records };
}
