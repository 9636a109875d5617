import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { receipts, refunds, sandboxRefunds } from '../src/infra/db/schema';
import { addMember } from './booking-support';
import { paymentsApi } from './payments-support';
import { twoProcesses } from './support/app-setups';

/**
 * Two admins refunding one receipt at the same moment, on two app instances with their own pools
 * (two server processes): the receipt's row lock weighs the second refund with the first in, so
 * together they never give back more than was paid, and the provider is never even asked for more.
 */
const serverUrl = process.env.DATABASE_URL;
const RECEIPTS = 15;

describe.skipIf(!serverUrl)('two admins refunding one receipt at once (needs DATABASE_URL)', () => {
  const processes = twoProcesses();

  it.each([
    ['15 € and 10 € of a 20 € receipt', 1500, 1000],
    ['the whole of it, twice', undefined, undefined],
  ])('%s: one goes through, the other is refused, the provider asked once', async (_, first, second) => {
    const { a, b } = processes;
    const member = await addMember(a);
    const admins = [
      await addMember(a, { roles: ['USER', 'ADMIN'] }),
      await addMember(a, { roles: ['USER', 'ADMIN'] }),
    ];
    const paid: string[] = [];
    for (let i = 0; i < RECEIPTS; i++) paid.push(await paymentsApi(a).paidReceipt(member, 20));
    const asked = [vi.spyOn(a.app.payments.provider, 'refund'), vi.spyOn(b.app.payments.provider, 'refund')];
    try {
      const answers = await Promise.all(
        paid.flatMap((receiptId) =>
          [
            { t: a, who: admins[0], amountCents: first, reason: 'Admin A' },
            { t: b, who: admins[1], amountCents: second, reason: 'Admin B' },
          ].map(async ({ t, who, amountCents, reason }) => {
            if (!who) throw new Error('no admin');
            const res = await paymentsApi(t).call(who, 'POST', `/api/payments/receipts/${receiptId}/refund`, {
              reason,
              ...(amountCents ? { amountCents } : {}),
            });
            return res.statusCode === 200 ? 'refunded' : res.json().code;
          }),
        ),
      );
      const refused = first ? 'refund_exceeds_amount' : 'already_refunded';
      expect(answers.filter((x) => x === 'refunded')).toHaveLength(RECEIPTS);
      expect(answers.filter((x) => x === refused)).toHaveLength(RECEIPTS);
      expect(asked.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(RECEIPTS);
    } finally {
      for (const spy of asked) spy.mockRestore();
    }
    for (const receiptId of paid) {
      const [recorded] = await a.app.db
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(eq(refunds.receiptId, receiptId));
      const [given] = await a.app.db
        .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
        .from(sandboxRefunds)
        .innerJoin(receipts, eq(receipts.providerReference, sandboxRefunds.paymentIntentId))
        .where(eq(receipts.id, receiptId));
      expect(recorded?.cents).toBeLessThanOrEqual(2000);
      expect(given?.cents).toBe(recorded?.cents);
    }
  });
});
