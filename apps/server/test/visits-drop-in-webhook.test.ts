import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, mailOutbox, receipts, refunds, visits } from '../src/infra/db/schema';
import { addClass, type Box, headersOf, type Member, openBookingBox } from './booking-support';
import { FakeStripe, intentEvent, postWebhook, stripeEnvOf } from './fake-stripe';
import { fixedClock, type TestApp } from './test-app';
import { visitorMaker } from './visitor-support';

// A visitor pays a drop-in and closes the tab: Stripe's webhook confirms the held place through
// the same path as the browser's confirmation (docs/decisions.md, "The webhook confirms a
// drop-in"). Only Stripe sends webhooks, so this runs the Stripe provider against the local fake
// of its API, which answers as Stripe's test mode does.
const TODAY = '2026-11-23';
const NOW = '2026-11-23T09:00:00Z';
const fake = new FakeStripe();
const clock = fixedClock(NOW);
let t: TestApp;
let box: Box;
let trainer: Member;

beforeAll(async () => {
  await fake.start();
  ({ t, box, trainer } = await openBookingBox({
    clock,
    env: stripeEnvOf(fake),
  }));
});
beforeEach(() => clock.set(NOW));
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** A new person each call, from their own address. */
const person = visitorMaker({
  name: 'Nil',
  surname: 'Webhook',
  language: 'ca',
  phonePrefix: '6',
  network: '198.51.100',
});

const lifting = (time: string, maxPeople = 12) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople });

/** Books a drop-in; answers the booking and the intent Stripe made for it. */
async function dropIn(classId: number, pay: { bizumPhone: string } | { pmId: string }) {
  const { ip, ...body } = person();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/visits/dropIn',
    payload: { ...body, classId, ...pay },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(201);
  const booked = res.json();
  const [receipt] = await t.app.db
    .select()
    .from(receipts)
    .where(eq(receipts.concept, `Drop-in ${booked.reference}`));
  return { booked, email: body.email, intentId: booked.payment.id as string, receiptId: receipt?.id ?? '' };
}

/** A webhook call signed as Stripe signs it. */
const webhook = (id: string, type: string, intent: object) =>
  postWebhook(t.app, intentEvent(id, intent, type));

const confirm = (reference: string) =>
  t.app.inject({ method: 'POST', url: `/api/visits/dropIn/${reference}/confirm` });
const visitOf = async (reference: string) =>
  (await t.app.db.select().from(visits).where(eq(visits.reference, reference)))[0];
const mailsTo = async (email: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
const sheetOf = async (classId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/visits/class/${classId}`,
      headers: await headersOf(t.app, trainer),
    })
  ).json();

describe('the webhook confirms a drop-in’s held place', () => {
  it('when Bizum is approved and the visitor never comes back: the place is theirs, mailed once', async () => {
    const classId = await lifting('19:00', 1);
    const { booked, email, intentId, receiptId } = await dropIn(classId, { bizumPhone: '+34612345678' });
    expect(booked.payment.status).toBe('processing');
    expect(booked.heldUntil).not.toBeNull();

    const intent = fake.answerBizum(intentId, 'approves');
    expect((await webhook(`evt_dropin_${intentId}`, 'payment_intent.succeeded', intent)).json()).toEqual({
      received: true,
    });
    expect((await visitOf(booked.reference))?.heldUntil).toBeNull();
    expect(await mailsTo(email)).toBe(1);
    expect(await sheetOf(classId)).toEqual([expect.objectContaining({ reference: booked.reference })]);

    // The page's look afterwards (the tab was only hidden) finds it booked and changes nothing.
    const late = await confirm(booked.reference);
    expect(late.json()).toMatchObject({ heldUntil: null, payment: { status: 'succeeded' } });
    expect(await mailsTo(email)).toBe(1);
    const issued = await t.app.db.select().from(invoices).where(eq(invoices.receiptId, receiptId));
    expect(issued).toHaveLength(1);
    // Nor does the job at the hold's end.
    clock.set('2026-11-23T09:16:00Z');
    expect((await t.app.visitsJob.run()).released).toBe(0);
    expect((await visitOf(booked.reference))?.heldUntil).toBeNull();
  });

  it('after the bank’s extra step passed in Stripe’s frame and the tab was closed', async () => {
    const classId = await lifting('18:00');
    const { booked, email, intentId } = await dropIn(classId, {
      pmId: fake.addPaymentMethod('requires_action'),
    });
    expect(booked.payment.status).toBe('requires_action');
    const intent = fake.completeAction(intentId);
    await webhook(`evt_dropin_${intentId}`, 'payment_intent.succeeded', intent);
    expect((await visitOf(booked.reference))?.heldUntil).toBeNull();
    expect(await mailsTo(email)).toBe(1);
  });

  it('the browser first: the webhook that follows changes nothing, and a replayed event neither', async () => {
    const classId = await lifting('17:00');
    const { booked, email, intentId } = await dropIn(classId, { bizumPhone: '+34612345678' });
    const intent = fake.answerBizum(intentId, 'approves');
    expect((await confirm(booked.reference)).json()).toMatchObject({ heldUntil: null });
    expect(await mailsTo(email)).toBe(1);
    await webhook(`evt_dropin_${intentId}`, 'payment_intent.succeeded', intent);
    await webhook(`evt_dropin_${intentId}`, 'payment_intent.succeeded', intent);
    expect(await mailsTo(email)).toBe(1);
    expect((await visitOf(booked.reference))?.heldUntil).toBeNull();
  });

  it('a Bizum payment declined in the bank app lets the place go at once', async () => {
    const classId = await lifting('16:00', 1);
    const { booked, intentId } = await dropIn(classId, { bizumPhone: '+34612345678' });
    const intent = fake.answerBizum(intentId, 'declines');
    await webhook(`evt_dropin_${intentId}`, 'payment_intent.payment_failed', intent);
    expect(await visitOf(booked.reference)).toBeUndefined();
    // The page's next look reads that the payment was refused, as it would have had the visitor stayed.
    expect((await confirm(booked.reference)).statusCode).toBe(402);
  });

  // Last: it moves the clock on, and an invoice is never dated before the chain's last one.
  it('a payment that arrives after the hold was let go is still refunded, once', async () => {
    const classId = await lifting('15:00', 1);
    const { booked, intentId, receiptId } = await dropIn(classId, { bizumPhone: '+34612345678' });
    clock.set('2026-11-23T09:16:00Z');
    await t.app.visitsJob.run();
    expect(await visitOf(booked.reference)).toBeUndefined();
    const intent = fake.answerBizum(intentId, 'approves');
    await webhook(`evt_dropin_${intentId}`, 'payment_intent.succeeded', intent);
    expect(await visitOf(booked.reference)).toBeUndefined();
    const given = await t.app.db.select().from(refunds).where(eq(refunds.receiptId, receiptId));
    expect(given).toMatchObject([{ status: 'SUCCEEDED', amountCents: 1500, reason: 'visit_hold_expired' }]);
    expect((await confirm(booked.reference)).json()).toMatchObject({ code: 'payment_refunded' });
    expect(await t.app.db.select().from(refunds).where(eq(refunds.receiptId, receiptId))).toHaveLength(1);
  });
});
