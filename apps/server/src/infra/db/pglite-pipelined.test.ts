import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelinedPGlite } from './pglite-pipelined';

// The pipelined client must answer as PGlite's own query and transaction do: same values both
// ways, errors with their SQLSTATE, a rollback that undoes, and a BEGIN that never hides a result.
let raw: PGlite;
let db: PGlite;

beforeAll(async () => {
  raw = new PGlite();
  await raw.waitReady;
  db = pipelinedPGlite(raw);
  await db.query(
    'create table t (id serial primary key, a int[], j jsonb, d timestamptz, b boolean, s text)',
  );
});
afterAll(() => raw.close());

describe('the pipelined PGlite client', () => {
  it('sends and reads values as PGlite does', async () => {
    const values = [[1, 2], { x: 1 }, new Date(0), true, "o'k"];
    await db.query('insert into t (a, j, d, b, s) values ($1, $2, $3, $4, $5)', values);
    const mine = await db.query('select a, j, d, b, s from t where s = $1', ["o'k"]);
    const theirs = await raw.query('select a, j, d, b, s from t where s = $1', ["o'k"]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows).toEqual([{ a: [1, 2], j: { x: 1 }, d: new Date(0), b: true, s: "o'k" }]);
  });

  it('gives the first statement of a transaction its own rows, not BEGIN’s', async () => {
    await db.query('select s from t where id = $1', [1]);
    const rows = await db.transaction(
      async (tx) => (await tx.query('select s from t where id = $1', [1])).rows,
    );
    expect(rows).toEqual([{ s: "o'k" }]);
  });

  it('throws PostgreSQL’s error, rolls the transaction back and goes on', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query('update t set s = $1 where id = $2', ['lost', 1]);
      await tx.query('insert into t (id) values ($1)', [1]);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(raw.isInTransaction()).toBe(false);
    expect((await db.query('select s from t where id = $1', [1])).rows).toEqual([{ s: "o'k" }]);
  });

  it('keeps what a transaction did around a savepoint rolled back', async () => {
    await db.transaction(async (tx) => {
      await tx.query('update t set s = $1 where id = $2', ['kept', 1]);
      await tx.query('savepoint step');
      await tx
        .query('insert into t (id) values ($1)', [1])
        .catch(() => tx.query('rollback to savepoint step'));
    });
    expect((await db.query('select s from t where id = $1', [1])).rows).toEqual([{ s: 'kept' }]);
  });
});
