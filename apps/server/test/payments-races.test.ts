import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receipts, users } from '../src/infra/db/schema';
import { addMember, type Member } from './booking-support';
import { paymentsApi } from './payments-support';
import { twoProcesses } from './support/app-setups';
import type { TestApp } from './test-app';

/**
 * Purchases under real concurrency: two app instances, each with its own pool, on one PostgreSQL
 * database, as two server processes are. Each "tab" buys a credit with its own Idempotency-Key and
 * spends its receipt, as the buy-credit dialog does.
 */
const serverUrl = process.env.DATABASE_URL;
const MEMBERS = 20;

describe.skipIf(!serverUrl)('purchases on two app instances with two pools (needs DATABASE_URL)', () => {
  const processes = twoProcesses();

  type Tab = { t: TestApp; key: string };
  type Answer = { status: number; code: string | null };

  /** Checkout with the tab's own key; then `spend` pays the credit with the receipt it was answered. */
  const checkoutOn = async ({ t, key }: Tab, member: Member, pmId: string) => {
    const api = paymentsApi(t);
    const { result } = await api.checkout(member, { pmId, amount: 12, purpose: 'CREDIT_ACTIVITY' }, key);
    const spend = async (): Promise<Answer> => {
      if (result.status !== 'succeeded' || !result.receiptId) return { status: 0, code: result.error };
      const res = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
        credits: { activity: 1, open: 0 },
        receiptId: result.receiptId,
      });
      return { status: res.statusCode, code: res.statusCode === 200 ? null : res.json().code };
    };
    return spend;
  };

  /**
   * Two tabs of one member: the second tab's tap lands while the first is between its two calls
   * (charged, credit not yet given), a few milliseconds apart, as two taps do.
   */
  const twoTabs = async (member: Member, pmId: string, first: Tab, second: Tab): Promise<Answer[]> => {
    const spendFirst = await checkoutOn(first, member, pmId);
    const [firstAnswer, secondAnswer] = await Promise.all([
      spendFirst(),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return (await checkoutOn(second, member, pmId))();
      })(),
    ]);
    return [firstAnswer, secondAnswer];
  };

  it.each([1, 2, 3])(
    `two tabs buying a credit at once with their own keys make two purchases (${MEMBERS} members, run %i)`,
    async (run) => {
      const { a, b } = processes;
      const members = await Promise.all(Array.from({ length: MEMBERS }, () => addMember(a)));
      const cardsOf = await Promise.all(members.map((m) => paymentsApi(a).addCard(m)));
      const answers = (
        await Promise.all(
          members.map((member, i) =>
            twoTabs(
              member,
              cardsOf[i]?.id ?? '',
              { t: i % 2 ? a : b, key: `race-${run}-${member.id}-tab-1` },
              { t: i % 2 ? b : a, key: `race-${run}-${member.id}-tab-2` },
            ),
          ),
        )
      ).flat();
      expect(answers.filter((x) => x.status !== 200)).toEqual([]);
      for (const member of members) {
        const [user] = await a.app.db
          .select({ activity: users.balanceActivity })
          .from(users)
          .where(eq(users.id, member.id));
        const paid = await a.app.db
          .select({ id: receipts.id })
          .from(receipts)
          .where(and(eq(receipts.userId, member.id), eq(receipts.status, 'SUCCEEDED')));
        expect({ member: member.id, credits: user?.activity, receipts: paid.length }).toEqual({
          member: member.id,
          credits: 2,
          receipts: 2,
        });
      }
    },
  );
});
