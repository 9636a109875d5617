import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, planRenewals, users } from '../src/infra/db/schema';
import { addMember, seedBox } from './booking-support';
import { paymentsApi } from './payments-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

/**
 * Stripe's test cards as its testing page documents them (https://docs.stripe.com/testing, "Declined
 * payments" and "3D Secure authentication"): each card's number, the error Stripe answers a charge
 * with (`code` / `decline_code`), and what the member is told. The sandbox must answer each so.
 * Lost and stolen cards are told as a plain decline, as Stripe's decline-code guide advises.
 */
const DECLINES: [name: string, number: string, stripe: string, told: string][] = [
  ['generic decline', '4000 0000 0000 0002', 'card_declined / generic_decline', 'card_declined'],
  ['insufficient funds', '4000 0000 0000 9995', 'card_declined / insufficient_funds', 'insufficient_funds'],
  ['lost card', '4000 0000 0000 9987', 'card_declined / lost_card', 'card_declined'],
  ['stolen card', '4000 0000 0000 9979', 'card_declined / stolen_card', 'card_declined'],
  ['expired card', '4000 0000 0000 0069', 'expired_card', 'expired_card'],
  ['incorrect CVC', '4000 0000 0000 0127', 'incorrect_cvc', 'incorrect_cvc'],
  ['processing error', '4000 0000 0000 0119', 'processing_error', 'processing_error'],
  ['decline after attaching', '4000 0000 0000 0341', 'card_declined / generic_decline', 'card_declined'],
];

const clock = fixedClock('2026-11-20T09:00:00Z');
let t: TestApp;
let api: ReturnType<typeof paymentsApi>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = paymentsApi(t);
});
afterAll(() => t.close());

describe("the sandbox answers Stripe's test cards as Stripe's test mode does", () => {
  it.each(DECLINES)(
    '%s (%s) is saved, and a charge is refused (Stripe: %s) as %s',
    async (_, number, __, told) => {
      const member = await addMember(t);
      const card = await api.addCard(member, number);
      expect(card.last4).toBe(number.slice(-4));
      const { res, result } = await api.checkout(member, { pmId: card.id, amount: 12 });
      expect(res.statusCode).toBe(200);
      expect(result).toMatchObject({ status: 'failed', error: told, receiptId: null });
    },
  );

  it('4000 0027 6000 3184 (always authenticate) asks for the extra step on every payment', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member, '4000 0027 6000 3184');
    for (const approve of [true, false]) {
      const { result } = await api.checkout(member, { pmId: card.id, amount: 12 });
      expect(result).toMatchObject({ status: 'requires_action', receiptId: null });
      await api.call(member, 'POST', `/api/payments/sandbox/intents/${result.id}/authorize`, { approve });
      const confirmed = (
        await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`)
      ).json();
      expect(confirmed).toMatchObject(
        approve ? { status: 'succeeded' } : { status: 'failed', error: 'authentication_failed' },
      );
    }
  });

  it('a renewal fails with 4000 0027 6000 3184 as authentication_required (the member has to be present) and with …0119 as processing_error, each told in words', async () => {
    const box = await seedBox(t);
    const member = await addMember(t, { planId: box.plans.twoDays });
    await api.addCard(member, '4000 0027 6000 3184');
    const setUp = await addMember(t, { planId: box.plans.twoDays });
    await api.addCard(setUp, '4000 0025 0000 3155');
    const bankDown = await addMember(t, { planId: box.plans.twoDays });
    await api.addCard(bankDown, '4000 0000 0000 0119');
    clock.set('2026-12-01T09:00:00Z');
    await t.app.renewals.run();
    const renewalOf = async (id: number) =>
      (await t.app.db.select().from(planRenewals).where(eq(planRenewals.userId, id)))[0];
    expect(await renewalOf(member.id)).toMatchObject({
      status: 'FAILED',
      errorCode: 'authentication_required',
    });
    // 4000 0025 0000 3155 was set up for payments without the member when saved.
    expect(await renewalOf(setUp.id)).toMatchObject({ status: 'SUCCEEDED' });
    const membership = (await api.call(member, 'GET', `/api/users/${member.id}/membership`)).json();
    expect(membership.failedRenewal).toMatchObject({ error: 'authentication_required' });
    // The member's mail says why in words, not as a generic refusal.
    const mailTo = async (id: number) => {
      const [user] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, id));
      return (await t.app.db.select().from(mailOutbox)).filter((m) => m.to === user?.email);
    };
    expect((await mailTo(member.id))[0]?.text).toContain('el banco pide que confirmes tú el pago');
    expect(await renewalOf(bankDown.id)).toMatchObject({ status: 'FAILED', errorCode: 'processing_error' });
    expect((await mailTo(bankDown.id))[0]?.text).toContain('el banco no ha podido procesar el pago');
  });

  it.each([
    ['a Visa with a four-digit CVC', '4242 4242 4242 4242', '1234'],
    ['an American Express with a three-digit CVC', '3782 822463 10005', '123'],
  ])('refuses %s as invalid_cvc, as Stripe.js does', async (_, number, cvc) => {
    const member = await addMember(t);
    const res = await api.call(member, 'POST', '/api/payments/sandbox/paymentMethods', {
      number,
      expMonth: 12,
      expYear: 2030,
      cvc,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_cvc', field: 'cvc' });
  });

  it('still refuses a number that is not a test card, and one that fails the Luhn check', async () => {
    const member = await addMember(t);
    for (const number of ['4111 1111 1111 1111', '4242 4242 4242 4241']) {
      const res = await api.call(member, 'POST', '/api/payments/sandbox/paymentMethods', {
        number,
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      });
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'invalid_card', field: 'number' });
    }
  });
});
