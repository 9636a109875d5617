import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, receipts, sandboxPaymentIntents } from '../src/infra/db/schema';
import { addMember } from './booking-support';
import { CARDS, paymentsApi } from './payments-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof paymentsApi>;
const NOW = '2026-11-23T09:00:00Z';
const clock = fixedClock(NOW);

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = paymentsApi(t);
});
afterAll(() => t.close());

const receiptOf = async (id: string) =>
  (await t.app.db.select().from(receipts).where(eq(receipts.id, id)))[0];

describe('checkout with the sandbox test cards', () => {
  it('4242 4242 4242 4242 succeeds and issues a numbered receipt with its audit entry', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member, CARDS.pays);
    const { res, result } = await api.checkout(member, { pmId: card.id, amount: 12, description: 'Crèdit' });
    expect(res.statusCode).toBe(200);
    expect(result).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^pi_sbx_/), error: null });
    const receipt = await receiptOf(result.receiptId ?? '');
    expect(receipt).toMatchObject({ status: 'SUCCEEDED', amount: 12, userId: member.id, usedAt: null });
    expect(receipt?.number).toBeGreaterThan(0);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, member.id), eq(auditLog.action, 'payment.charge')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ receiptId: result.receiptId, amount: 12 });
  });

  it('4000 0025 0000 3155 asks for the extra step; approved, the confirmation issues the receipt', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member, CARDS.needsConfirmation);
    const { result } = await api.checkout(member, { pmId: card.id, amount: 63.95 });
    expect(result).toMatchObject({ status: 'requires_action', receiptId: null, error: null });
    expect(result.clientSecret).toMatch(new RegExp(`^${result.id}_secret_`));
    // Confirming before the step changes nothing.
    const early = await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`);
    expect(early.json()).toMatchObject({ status: 'requires_action', receiptId: null });
    const step = await api.call(member, 'POST', `/api/payments/sandbox/intents/${result.id}/authorize`, {
      approve: true,
    });
    expect(step.json()).toMatchObject({ status: 'succeeded' });
    const confirmed = (await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`)).json();
    expect(confirmed).toMatchObject({ status: 'succeeded', receiptId: expect.any(String) });
    expect(await receiptOf(confirmed.receiptId)).toMatchObject({ status: 'SUCCEEDED', amount: 63.95 });
    // Confirming again answers the same receipt: one receipt for one payment.
    const again = (await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`)).json();
    expect(again.receiptId).toBe(confirmed.receiptId);
  });

  it('4000 0025 0000 3155 with the extra step failed ends as authentication_failed, without a receipt', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member, CARDS.needsConfirmation);
    const { result } = await api.checkout(member, { pmId: card.id, amount: 12 });
    await api.call(member, 'POST', `/api/payments/sandbox/intents/${result.id}/authorize`, {
      approve: false,
    });
    const confirmed = (await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`)).json();
    expect(confirmed).toMatchObject({ status: 'failed', error: 'authentication_failed', receiptId: null });
  });

  it.each([
    [CARDS.declined, 'card_declined'],
    [CARDS.noFunds, 'insufficient_funds'],
  ])('%s is refused with %s and issues no receipt', async (number, error) => {
    const member = await addMember(t);
    const card = await api.addCard(member, number);
    const { res, result } = await api.checkout(member, { pmId: card.id, amount: 12 });
    expect(res.statusCode).toBe(200);
    expect(result).toMatchObject({ status: 'failed', error, receiptId: null, clientSecret: null });
    const rows = await t.app.db.select().from(receipts).where(eq(receipts.userId, member.id));
    expect(rows.map((r) => [r.status, r.number])).toEqual([['FAILED', null]]);
  });

  it("only another member's extra step is refused", async () => {
    const member = await addMember(t);
    const other = await addMember(t);
    const card = await api.addCard(member, CARDS.needsConfirmation);
    const { result } = await api.checkout(member, { pmId: card.id, amount: 12 });
    const res = await api.call(other, 'POST', `/api/payments/sandbox/intents/${result.id}/authorize`, {
      approve: true,
    });
    expect(res.statusCode).toBe(404);
    expect((await api.call(other, 'POST', `/api/payments/checkout/${result.id}/confirm`)).statusCode).toBe(
      404,
    );
  });

  it('a retried checkout with the same idempotency key charges once and answers the same receipt', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member);
    const key = 'retry-key-0001';
    const [a, b] = await Promise.all([
      api.checkout(member, { pmId: card.id, amount: 12 }, key),
      api.checkout(member, { pmId: card.id, amount: 12 }, key),
    ]);
    const c = await api.checkout(member, { pmId: card.id, amount: 12 }, key);
    expect(a.result.receiptId).toBeTruthy();
    expect(new Set([a.result.receiptId, b.result.receiptId, c.result.receiptId]).size).toBe(1);
    const intents = await t.app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.paymentMethodId, card.id));
    expect(intents).toHaveLength(1);
    // Another key is another purchase.
    const d = await api.checkout(member, { pmId: card.id, amount: 12 }, 'retry-key-0002');
    expect(d.result.receiptId).not.toBe(a.result.receiptId);
    // The same key for another amount is a mistake, not a purchase.
    expect((await api.checkout(member, { pmId: card.id, amount: 7 }, key)).res.json()).toMatchObject({
      statusCode: 409,
      code: 'conflict',
    });
  });

  it('a purchase with its own key is its own, even while the first one has not spent its receipt', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member);
    const credit = { pmId: card.id, amount: 12, purpose: 'CREDIT_ACTIVITY' };
    // Two tabs: the second pays while the first is between its charge and its credit.
    const first = await api.checkout(member, credit, 'tab-key-1');
    const second = await api.checkout(member, credit, 'tab-key-2');
    expect(second.result).toMatchObject({ status: 'succeeded' });
    expect(second.result.receiptId).not.toBe(first.result.receiptId);
    for (const { result } of [first, second]) {
      const spend = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
        credits: { activity: 1, open: 0 },
        receiptId: result.receiptId,
      });
      expect(spend.statusCode).toBe(200);
    }
    expect((await api.call(member, 'GET', `/api/users/${member.id}`)).json()).toMatchObject({
      credits: { activity: 2 },
    });
  });

  it('a paid receipt left unused (the credit call was lost) is answered again after the hold, not charged twice', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member);
    const intents = async () =>
      (
        await t.app.db
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.paymentMethodId, card.id))
      ).length;
    const credit = { pmId: card.id, amount: 12, purpose: 'CREDIT_ACTIVITY' };
    const first = await api.checkout(member, credit, 'unused-key-1');
    // The browser lost the answer of creditsWithReceiptId; the member comes back later and pays again.
    clock.set('2026-11-23T09:11:00Z');
    try {
      const again = await api.checkout(member, credit, 'unused-key-2');
      expect(again.result).toMatchObject({ status: 'succeeded', receiptId: first.result.receiptId });
      expect(await intents()).toBe(1);
      // Something else, or another price, is another purchase.
      const open = await api.checkout(member, { ...credit, purpose: 'CREDIT_OPEN' }, 'unused-key-3');
      expect(open.result.receiptId).not.toBe(first.result.receiptId);
      expect(await intents()).toBe(2);
      // Once spent, the receipt is not answered again.
      const spend = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
        credits: { activity: 1, open: 0 },
        receiptId: first.result.receiptId,
      });
      expect(spend.statusCode).toBe(200);
      const next = await api.checkout(member, credit, 'unused-key-4');
      expect(next.result.receiptId).not.toBe(first.result.receiptId);
      expect(await intents()).toBe(3);
    } finally {
      clock.set(NOW);
    }
  });

  it('numbers receipts in one series without gaps, failed charges taking no number', async () => {
    const member = await addMember(t);
    const good = await api.addCard(member);
    const bad = await api.addCard(member, CARDS.declined);
    await api.checkout(member, { pmId: good.id, amount: 1 });
    await api.checkout(member, { pmId: bad.id, amount: 1 });
    await Promise.all([1, 2, 3].map(() => api.checkout(member, { pmId: good.id, amount: 1 })));
    const numbers = (await t.app.db.select({ n: receipts.number }).from(receipts))
      .map((r) => r.n)
      .filter((n): n is number => n !== null)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('refuses an amount of 0, a negative one and a third decimal', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member);
    for (const amount of [0, -5, 1.234])
      expect((await api.checkout(member, { pmId: card.id, amount })).res.json()).toMatchObject({
        statusCode: 400,
        field: 'amount',
      });
  });
});
