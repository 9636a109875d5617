import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, planRenewals, receipts, users } from '../src/infra/db/schema';
import { addMember, type Box, type Member, seedBox } from './booking-support';
import { FakeStripe, intentEvent, postWebhook, stripeEnvOf } from './fake-stripe';
import { paymentsApi } from './payments-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

const fake = new FakeStripe();
const clock = fixedClock('2026-11-20T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof paymentsApi>;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    clock,
    env: stripeEnvOf(fake),
  });
  box = await seedBox(t);
  api = paymentsApi(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** What Stripe Elements does in the browser (a payment method at Stripe), then "save card". */
async function saveCard(member: Member, behaviour: Parameters<FakeStripe['addPaymentMethod']>[0]) {
  const pmId = fake.addPaymentMethod(behaviour);
  const res = await api.call(member, 'POST', '/api/payments/card', { pmId });
  expect(res.statusCode).toBe(200);
  return pmId;
}

/** A webhook call signed as Stripe signs it. */
const webhook = (event: object, secret?: string) => postWebhook(t.app, event, secret);

describe('Stripe, against a local fake of its API', () => {
  it('gives the browser the publishable key and a SetupIntent, and has no sandbox routes', async () => {
    const member = await addMember(t);
    expect((await t.app.inject({ url: '/api/app/config' })).json().paymentPublicKey).toBe('pk_test_boxbook');
    const setup = (await api.call(member, 'POST', '/api/payments/setupIntent')).json();
    expect(setup).toMatchObject({
      clientSecret: expect.stringMatching(/^seti_/),
      publishableKey: 'pk_test_boxbook',
    });
    const sandbox = await api.call(member, 'POST', '/api/payments/sandbox/paymentMethods', {
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2030,
      cvc: '123',
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('attaches a card to one customer per member and charges it once per idempotency key', async () => {
    const member = await addMember(t);
    const pmId = await saveCard(member, 'succeeds');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(fake.paymentMethods.get(pmId)?.customer).toBe(row?.paymentCustomerId);
    expect((await api.call(member, 'GET', '/api/payments')).json()).toEqual([
      expect.objectContaining({ id: pmId, brand: 'visa', last4: '4242', defaultPaymentMethod: true }),
    ]);
    const first = await api.checkout(member, { pmId, amount: 12 }, 'stripe-key-1');
    expect(first.result).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^pi_/) });
    const again = await api.checkout(member, { pmId, amount: 12 }, 'stripe-key-1');
    expect(again.result.receiptId).toBe(first.result.receiptId);
    const intents = [...fake.intents.values()].filter((i) => i.customer === row?.paymentCustomerId);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      amount: 1200,
      currency: 'eur',
      metadata: { receiptId: first.result.receiptId },
    });
    // The charge went to Stripe with our idempotency key.
    expect(
      fake.requests.filter((r) => r.path === '/v1/payment_intents').map((r) => r.idempotencyKey),
    ).toContain(`checkout:${member.id}:stripe-key-1`);
  });

  it('refunds through Stripe with the amount and the refund’s own idempotency key; past what is left Stripe’s refusal is ours', async () => {
    const member = await addMember(t);
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const pmId = await saveCard(member, 'succeeds');
    const { result } = await api.checkout(member, { pmId, amount: 20 }, 'stripe-refund-1');
    const receiptId = result.receiptId ?? '';
    const refund = (body: object, key: string) =>
      api.call(admin, 'POST', `/api/payments/receipts/${receiptId}/refund`, body, { 'idempotency-key': key });
    const first = await refund({ amountCents: 1500, reason: 'Part' }, 'stripe-refund-key-1');
    expect(first.statusCode).toBe(200);
    expect((await refund({ amountCents: 1500, reason: 'Part' }, 'stripe-refund-key-1')).statusCode).toBe(200);
    expect(fake.refunds).toContainEqual(
      expect.objectContaining({ payment_intent: result.id, amount: 1500, metadata: { receiptId } }),
    );
    expect(fake.refunds.filter((r) => r.payment_intent === result.id)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([
      `refund:${receiptId}:stripe-refund-key-1`,
    ]);
    // Stripe refused what our own books would have refused too: 5 € are left, not 6.
    const provider = t.app.payments.provider;
    await expect(
      provider.refund({ chargeId: result.id, amountCents: 600, idempotencyKey: 'direct-1', receiptId }),
    ).rejects.toMatchObject({ code: 'refund_exceeds_amount' });
    await provider.refund({ chargeId: result.id, amountCents: 500, idempotencyKey: 'direct-2', receiptId });
    await expect(
      provider.refund({ chargeId: result.id, amountCents: 100, idempotencyKey: 'direct-3', receiptId }),
    ).rejects.toMatchObject({ code: 'already_refunded' });
  });

  it("keeps one card per number by Stripe's fingerprint and detaches the one replaced", async () => {
    const member = await addMember(t);
    const first = await saveCard(member, 'succeeds');
    const second = await saveCard(member, 'succeeds');
    expect((await api.call(member, 'GET', '/api/payments')).json()).toEqual([
      expect.objectContaining({ id: second, last4: '4242', defaultPaymentMethod: true }),
    ]);
    expect(fake.paymentMethods.get(first)?.customer).toBeNull();
  });

  it.each([
    ['card_declined', 'card_declined'],
    ['insufficient_funds', 'insufficient_funds'],
  ] as const)('a %s card answers %s', async (behaviour, error) => {
    const member = await addMember(t);
    const pmId = await saveCard(member, behaviour);
    const { result } = await api.checkout(member, { pmId, amount: 12 });
    expect(result).toMatchObject({ status: 'failed', error, receiptId: null });
  });

  it('3-D Secure: requires_action with the client secret, then confirmed once Stripe says it succeeded', async () => {
    const member = await addMember(t);
    const pmId = await saveCard(member, 'requires_action');
    const { result } = await api.checkout(member, { pmId, amount: 7 });
    expect(result).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringMatching(/_secret_/),
    });
    fake.completeAction(result.id);
    const confirmed = (await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`)).json();
    expect(confirmed).toMatchObject({ status: 'succeeded', receiptId: expect.any(String) });
  });

  it('a signed webhook issues the receipt; a replay takes effect once; a bad signature is refused', async () => {
    const member = await addMember(t);
    const pmId = await saveCard(member, 'requires_action');
    const { result } = await api.checkout(member, { pmId, amount: 12 });
    const intent = fake.completeAction(result.id);
    const forged = await webhook(intentEvent('evt_forged', intent), 'whsec_someone_else');
    expect(forged.json()).toMatchObject({ statusCode: 400, code: 'bad_request' });
    const [pending] = await t.app.db.select().from(receipts).where(eq(receipts.providerReference, result.id));
    expect(pending?.status).toBe('REQUIRES_ACTION');

    const event = intentEvent('evt_paid_1', intent);
    expect((await webhook(event)).json()).toEqual({ received: true });
    expect((await webhook(event)).json()).toEqual({ received: true });
    const [paid] = await t.app.db.select().from(receipts).where(eq(receipts.providerReference, result.id));
    expect(paid).toMatchObject({ status: 'SUCCEEDED', number: expect.any(Number) });
    const charges = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, member.id), eq(auditLog.action, 'payment.charge')));
    expect(charges).toHaveLength(1);
    // Another event for the same payment (Stripe sends several) changes nothing either.
    await webhook(intentEvent('evt_paid_2', intent));
    const [still] = await t.app.db.select().from(receipts).where(eq(receipts.providerReference, result.id));
    expect(still?.number).toBe(paid?.number);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('the webhook settling a payment the confirmation settled already issues no second invoice', async () => {
    const member = await addMember(t);
    const pmId = await saveCard(member, 'requires_action');
    const { result } = await api.checkout(member, { pmId, amount: 12, purpose: 'CREDIT_ACTIVITY' });
    const intent = fake.completeAction(result.id);
    const confirmed = (await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`)).json();
    expect(confirmed).toMatchObject({ status: 'succeeded', receiptId: expect.any(String) });
    const invoicesOfMember = () => t.app.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(await invoicesOfMember()).toHaveLength(1);
    expect((await webhook(intentEvent(`evt_after_confirm_${result.id}`, intent))).json()).toEqual({
      received: true,
    });
    const issued = await invoicesOfMember();
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ receiptId: confirmed.receiptId, kind: 'F2', totalCents: 1200 });
  });

  it('renews off-session; a card that needs the member present fails as authentication_required', async () => {
    const pays = await addMember(t, { planId: box.plans.twoDays });
    const needsMember = await addMember(t, { planId: box.plans.twoDays });
    await saveCard(pays, 'succeeds');
    await saveCard(needsMember, 'requires_action');
    clock.set('2026-12-01T09:00:00Z');
    const run = await t.app.renewals.run();
    expect(run).toMatchObject({ charged: 1, failed: 1 });
    const [ok] = await t.app.db.select().from(planRenewals).where(eq(planRenewals.userId, pays.id));
    expect(ok).toMatchObject({ status: 'SUCCEEDED', amount: 59 });
    const [failed] = await t.app.db
      .select()
      .from(planRenewals)
      .where(eq(planRenewals.userId, needsMember.id));
    expect(failed).toMatchObject({ status: 'FAILED', errorCode: 'authentication_required' });
    const offSession = [...fake.intents.values()].filter((i) => i.amount === 5900);
    expect(offSession).toHaveLength(2);
  });
});
