import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AeatSender } from '../src/features/invoicing/aeat/aeat-sender';
import { type Database, openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { billingRecords } from '../src/infra/db/schema';
import { invoicedMember } from './invoicing-support';
import { bulkInvoices, senderTo } from './support/aeat-sender-support';
import { type FakeAeat, startFakeAeat } from './support/fake-aeat';
import { fixedClock, openTestDatabase } from './test-app';

/**
 * Two senders on two pools of one PostgreSQL database, as two server processes are: the lease on
 * the `aeat_sender` row lets one send at a time, so every record reaches the AEAT once.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'two server processes sending at once (needs DATABASE_URL)',
  () => {
    let a: Database & { url?: string };
    let b: Database;
    let aeat: FakeAeat;

    beforeAll(async () => {
      a = await openTestDatabase();
      await migrate(a.db);
      b = await openDatabase({ url: a.url });
      aeat = await startFakeAeat();
      aeat.waitSeconds = 0;
    });
    afterAll(async () => {
      await aeat?.close();
      await b?.close();
      await a?.close();
    });

    it('sends each record once, in chain order', { timeout: 240_000 }, async () => {
      const clock = fixedClock('2027-02-01T17:00:00Z');
      const member = await invoicedMember(a.db);
      await bulkInvoices(a.db, member, 1_200, clock.now());

      /** A process's loop: a request whenever one is due, until nothing is left. */
      async function drain(sender: AeatSender): Promise<number> {
        let requests = 0;
        for (;;) {
          const outcome = await sender.runOnce();
          if (outcome.sent) requests++;
          else if (outcome.reason === 'nothing_pending') return requests;
          else await sleep(5);
        }
      }
      const [fromA, fromB] = await Promise.all([
        drain(senderTo(a.db, aeat, clock)),
        drain(senderTo(b.db, aeat, clock)),
      ]);

      expect(fromA + fromB).toBe(2);
      const received = aeat.received().map((r) => r.fingerprint);
      const chain = (await a.db.select().from(billingRecords).orderBy(billingRecords.position)).map(
        (r) => r.fingerprint,
      );
      expect(received).toEqual(chain);
      expect(new Set(received).size).toBe(1_200);
      for (const request of aeat.requests) expect(request.schemaErrors).toEqual([]);
      const statuses = await a.db.select({ status: billingRecords.aeatStatus }).from(billingRecords);
      expect(statuses.every((s) => s.status === 'accepted')).toBe(true);
    });
  },
);
