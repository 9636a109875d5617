import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, receipts } from '../src/infra/db/schema';
import { addMember, type Member } from './booking-support';
import { FakeStripe, intentEvent, postWebhook, stripeEnvOf } from './fake-stripe';
import { paymentsApi } from './payments-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

// Bizum through the Stripe provider, against the local fake of Stripe's API (docs/sepa.md and
// docs/decisions.md, "Bizum and a fair first month"; Stripe's flow: docs.stripe.com/payments/bizum).
const fake = new FakeStripe();
const clock = fixedClock('2026-11-20T09:00:00Z');
const PHONE = '+34 612 345 678';
let t: TestApp;
let api: ReturnType<typeof paymentsApi>;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    clock,
    env: stripeEnvOf(fake),
  });
  api = paymentsApi(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** One class credit (12 €), paid with Bizum. */
const payByBizum = async (who: Member, key: string) => {
  const res = await api.call(
    who,
    'POST',
    '/api/payments/checkout',
    { bizumPhone: PHONE, amount: 12, description: 'Crèdit', purpose: 'CREDIT_ACTIVITY' },
    { 'idempotency-key': key },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const confirm = async (who: Member, paymentId: string) =>
  (await api.call(who, 'POST', `/api/payments/checkout/${paymentId}/confirm`)).json();

/** A webhook call signed as Stripe signs it. */
const webhook = (id: string, type: string, intent: object) =>
  postWebhook(t.app, intentEvent(id, intent, type));

const receiptOf = async (id: string) =>
  (await t.app.db.select().from(receipts).where(eq(receipts.id, id)))[0];

describe('Bizum through Stripe', () => {
  it('asks Stripe for a Bizum PaymentIntent, waits for the bank app, then issues the receipt and invoice', async () => {
    const member = await addMember(t);
    const asked = await payByBizum(member, 'stripe-bizum-ok');
    expect(asked).toMatchObject({ status: 'processing', receiptId: null, error: null });
    const intent = fake.intents.get(asked.id);
    expect(intent).toMatchObject({ amount: 1200, currency: 'eur', payment_method_types: ['bizum'] });
    expect(fake.bizumPhones.get(asked.id)).toBe(PHONE.replaceAll(' ', ''));
    // Not approved yet: the next look still waits.
    expect(await confirm(member, asked.id)).toMatchObject({ status: 'processing', receiptId: null });

    fake.answerBizum(asked.id, 'approves');
    const paid = await confirm(member, asked.id);
    expect(paid).toMatchObject({ status: 'succeeded', receiptId: expect.any(String) });
    expect(await receiptOf(paid.receiptId)).toMatchObject({ status: 'SUCCEEDED', paymentMethod: 'bizum' });
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.receiptId, paid.receiptId));
    expect(invoice).toMatchObject({ kind: 'F2', totalCents: 1200 });
  });

  it("settles by Stripe's webhook when the member never comes back to the page", async () => {
    const member = await addMember(t);
    const asked = await payByBizum(member, 'stripe-bizum-webhook');
    const intent = fake.answerBizum(asked.id, 'approves');
    expect((await webhook('evt_bizum_ok', 'payment_intent.succeeded', intent)).json()).toEqual({
      received: true,
    });
    const [receipt] = await t.app.db.select().from(receipts).where(eq(receipts.providerReference, asked.id));
    expect(receipt).toMatchObject({ status: 'SUCCEEDED', paymentMethod: 'bizum', amount: 12 });
    // The page's look afterwards finds it paid, with no second invoice.
    expect(await confirm(member, asked.id)).toMatchObject({ status: 'succeeded', receiptId: receipt?.id });
    expect(
      await t.app.db
        .select()
        .from(invoices)
        .where(eq(invoices.receiptId, receipt?.id ?? '')),
    ).toHaveLength(1);
  });

  it('a payment declined in the bank app fails as bizum_declined, by the look or the webhook', async () => {
    const member = await addMember(t);
    const asked = await payByBizum(member, 'stripe-bizum-declined');
    const intent = fake.answerBizum(asked.id, 'declines');
    expect((await webhook('evt_bizum_declined', 'payment_intent.payment_failed', intent)).statusCode).toBe(
      200,
    );
    expect(await confirm(member, asked.id)).toMatchObject({
      status: 'failed',
      error: 'bizum_declined',
      receiptId: null,
    });
    const [receipt] = await t.app.db.select().from(receipts).where(eq(receipts.providerReference, asked.id));
    expect(receipt?.status).not.toBe('SUCCEEDED');
  });

  it('a payment nobody approves in time fails as bizum_expired', async () => {
    const member = await addMember(t);
    const asked = await payByBizum(member, 'stripe-bizum-expired');
    fake.answerBizum(asked.id, 'expires');
    expect(await confirm(member, asked.id)).toMatchObject({
      status: 'failed',
      error: 'bizum_expired',
      receiptId: null,
    });
  });

  it('a retry with the same Idempotency-Key asks Stripe once and answers the same payment', async () => {
    const member = await addMember(t);
    const before = fake.bizumPhones.size;
    const first = await payByBizum(member, 'stripe-bizum-retry');
    const again = await payByBizum(member, 'stripe-bizum-retry');
    expect(again.id).toBe(first.id);
    // Any second call to Stripe carries the same key, so Stripe answers the first intent.
    const calls = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const ours = calls.filter((r) => r.idempotencyKey === `checkout:${member.id}:stripe-bizum-retry`);
    expect(ours.length).toBeGreaterThanOrEqual(1);
    expect(fake.bizumPhones.size).toBe(before + 1);
    fake.answerBizum(first.id, 'approves');
    const paid = await confirm(member, first.id);
    expect(await payByBizum(member, 'stripe-bizum-retry')).toMatchObject({
      status: 'succeeded',
      receiptId: paid.receiptId,
    });
  });
});
