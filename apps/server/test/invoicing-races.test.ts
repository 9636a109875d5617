import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../src/features/invoicing/verify-chain';
import { type Database, openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { billingRecords, invoices } from '../src/infra/db/schema';
import { invoicedMember, issue } from './invoicing-support';
import { openTestDatabase } from './test-app';

/**
 * Two issuers on two pools of one PostgreSQL database, as two server processes are: the series
 * counter's row lock keeps the numbers without gaps or repeats, and the chain's lock keeps one
 * chain (each record naming the one committed before it).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'invoices issued from two pools at once (needs DATABASE_URL)',
  () => {
    let a: Database & { url?: string };
    let b: Database;

    beforeAll(async () => {
      a = await openTestDatabase();
      await migrate(a.db);
      b = await openDatabase({ url: a.url });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('gives gapless numbers in each series and one unbroken chain', { timeout: 120_000 }, async () => {
      const member = await invoicedMember(a.db);
      const now = new Date('2027-02-01T17:00:00Z');
      const N = 40;
      // Invoices to refund during the race, issued first.
      const earlier: number[] = [];
      for (let i = 0; i < N; i++)
        earlier.push((await issue(a.db, { userId: member, totalCents: 2000, now })).invoice.id);

      // Each pool issues F2 invoices and R5 refunds at once: the two series share one chain, so only
      // the chain's own lock keeps two records from naming the same one before them.
      const work = [a, b].flatMap((pool, p) =>
        Array.from({ length: N }, (_, i) =>
          i % 2 === 0
            ? issue(pool.db, { userId: member, totalCents: 1000 + i, now, concept: `pool ${p} #${i}` })
            : issue(pool.db, {
                kind: 'R5',
                userId: member,
                totalCents: -(100 + p),
                correctsInvoiceId: earlier[i - p] ?? 0,
                now,
                concept: `pool ${p} #${i}`,
              }),
        ),
      );
      const issued = await Promise.all(work);

      const numbersOf = (series: string) =>
        issued
          .filter((x) => x.invoice.series === series)
          .map((x) => x.invoice.number)
          .sort((x, y) => x - y);
      expect(numbersOf('F')).toEqual(Array.from({ length: N }, (_, i) => N + i + 1));
      expect(numbersOf('FR')).toEqual(Array.from({ length: N }, (_, i) => i + 1));
      // Both pools really issued, interleaved, not one after the other.
      const positionsOf = (p: number) =>
        issued.filter((x) => x.invoice.concept.startsWith(`pool ${p}`)).map((x) => x.record.position);
      expect(Math.min(...positionsOf(1))).toBeLessThan(Math.max(...positionsOf(0)));

      const records = await a.db.select().from(billingRecords).orderBy(asc(billingRecords.position));
      expect(records.map((r) => r.position)).toEqual(Array.from({ length: 3 * N }, (_, i) => i + 1));
      expect(await verifyChain(a.db)).toEqual({ records: 3 * N, broken: null });
      expect(await a.db.select().from(invoices)).toHaveLength(3 * N);
    });
  },
);
