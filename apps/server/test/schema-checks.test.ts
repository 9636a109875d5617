import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import * as schema from '../src/infra/db/schema';
import { openTestDatabase } from './test-app';

/**
 * schema.ts builds its checks from the domain's lists of values (a member's statuses, a receipt's,
 * the languages...), and the migrations write them out by hand. A database the migrations made must
 * refuse and accept exactly what schema.ts says: adding a value to a domain list without a
 * migration that adds it to the check fails here, not on a member's first write of it.
 */
const dialect = new PgDialect();
/** The quoted texts of a check, whichever way it is spelled (`in (…)` or `= ANY (ARRAY[…])`). */
const literalsOf = (text: string) =>
  [...new Set([...text.matchAll(/'((?:[^']|'')*)'/g)].map(([, literal = '']) => literal))].sort();

const declared = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const { name, checks } = getTableConfig(table);
    return checks.map((check) => ({
      table: name,
      name: check.name,
      literals: literalsOf(dialect.sqlToQuery(check.value).sql),
    }));
  });

let database: Database;
let migrated: Map<string, { table: string; literals: string[] }>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  const { rows } = (await database.db.execute(sql`
    select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'c' and connamespace = 'public'::regnamespace`)) as unknown as {
    rows: { table: string; name: string; definition: string }[];
  };
  migrated = new Map(rows.map((r) => [r.name, { table: r.table, literals: literalsOf(r.definition) }]));
});
afterAll(() => database?.close());

describe('the checks of a migrated database', () => {
  it('are the checks schema.ts declares, no more and no fewer', () => {
    expect([...migrated.keys()].sort()).toEqual(declared.map((check) => check.name).sort());
  });

  it.each(declared.map((check) => [check.name, check] as const))(
    '%s allows the values schema.ts lists',
    (_name, check) => {
      expect(migrated.get(check.name)).toEqual({ table: check.table, literals: check.literals });
    },
  );
});

describe("the mail outbox's states", () => {
  const queue = (status: string) =>
    database.db.execute(
      sql`insert into mail_outbox ("to", subject, text, status) values ('a@example.com', 's', 't', ${status})`,
    );
  /** The driver's own message names the check; the query builder wraps it as the cause. */
  const refusal = (status: string) =>
    queue(status).then(
      () => 'accepted',
      (error: { cause?: unknown }) => String(error.cause ?? error),
    );

  it('refuses a state the mailer does not know, so a typo cannot strand a mail that is never sent', async () => {
    expect(await refusal('DELIVERED')).toMatch(/mail_outbox_status/);
    expect(await refusal('pending')).toMatch(/mail_outbox_status/);
  });

  it('takes the states the mailer writes', async () => {
    for (const status of ['PENDING', 'SENT', 'FAILED']) await queue(status);
  });
});
