import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, mailOutbox, receipts, refunds, settings, visits } from '../src/infra/db/schema';
import { addClass, addMember, type Box, headersOf, type Member, openBookingBox } from './booking-support';
import { fixedClock, type TestApp } from './test-app';
import { visitorMaker } from './visitor-support';

// Monday 23 November 2026, 10:00 in Madrid. The paid drop-in: docs/product.md, The first visit.
const TODAY = '2026-11-23';
const NOW = '2026-11-23T09:00:00Z';
const clock = fixedClock(NOW);
let t: TestApp;
let box: Box;
let admin: Member;
let trainer: Member;

beforeAll(async () => {
  ({ t, box, trainer } = await openBookingBox({ clock }));
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
beforeEach(() => clock.set(NOW));
afterAll(() => t.close());

/** A new person each call, from their own address. */
const person = visitorMaker({
  name: 'Marta',
  surname: 'Solta',
  language: 'es',
  phonePrefix: '7',
  network: '192.0.2',
});
type Person = ReturnType<typeof person>;

const lifting = (time: string, maxPeople = 12) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople });

/** The sandbox's card form, as the visitor's browser posts it. */
async function card(number: string, ip = '192.0.2.250'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/visitorPaymentMethods',
    payload: { number, expMonth: 12, expYear: 2030, cvc: '123' },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

const dropIn = (
  { ip, ...body }: Person,
  classId: number,
  pay: { pmId?: string; bizumPhone?: string },
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/visits/dropIn',
    payload: { ...body, classId, ...pay },
    remoteAddress: ip,
    headers: key ? { 'idempotency-key': key } : {},
  });

const placesLeft = async (classId: number) => {
  const list = (await t.app.inject({ method: 'GET', url: `/api/visits/classes?date=${TODAY}` })).json();
  return list.find((c: { id: number }) => c.id === classId).placesLeft as number;
};

const setConfig = async (key: string, value: unknown) => {
  await t.app.db.delete(settings).where(eq(settings.key, key));
  if (value !== undefined) await t.app.db.insert(settings).values({ key, value });
  t.app.boxSettings.invalidate();
};

describe('the drop-in price', () => {
  it('is the box’s setting, shown to visitors, and the amount charged', async () => {
    await setConfig('dropInPrice', 18.5);
    try {
      const config = (await t.app.inject({ method: 'GET', url: '/api/app/config' })).json();
      expect(config).toMatchObject({ dropInEnabled: true, dropInPrice: 18.5 });
      const res = await dropIn(person(), await lifting('20:00'), { pmId: await card('4242424242424242') });
      expect(res.statusCode).toBe(201);
      const [receipt] = await t.app.db
        .select()
        .from(receipts)
        .where(eq(receipts.id, res.json().payment.receiptId));
      expect(receipt).toMatchObject({ amount: 18.5, purpose: 'DROP_IN', userId: null, status: 'SUCCEEDED' });
    } finally {
      await setConfig('dropInPrice', undefined);
    }
  });

  it('is refused when the box offers no drop-in', async () => {
    await setConfig('dropInEnabled', false);
    try {
      const res = await dropIn(person(), await lifting('20:00'), { pmId: await card('4242424242424242') });
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'drop_in_unavailable' });
    } finally {
      await setConfig('dropInEnabled', undefined);
    }
  });
});

describe('a paid drop-in', () => {
  it('pays, books, mails, invoices the visitor by name and shows them on the sheet and as a lead', async () => {
    const classId = await lifting('19:00');
    const marta = person();
    const res = await dropIn(marta, classId, { pmId: await card('4242424242424242') });
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({
      kind: 'DROP_IN',
      classId,
      heldUntil: null,
      payment: { status: 'succeeded' },
    });

    const [mail] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to).toBe(marta.email);
    expect(mail?.text).toContain(booked.reference);
    expect(mail?.text).toContain(`/visit/cancel/${booked.reference}`);

    const [receipt] = await t.app.db.select().from(receipts).where(eq(receipts.id, booked.payment.receiptId));
    expect(receipt?.billedName).toBe(`Marta ${marta.surname}`);
    expect(receipt?.number).toBeGreaterThan(0);
    const [invoice] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.receiptId, receipt?.id ?? ''));
    expect(invoice).toMatchObject({
      kind: 'F2',
      userId: null,
      concept: 'Clase suelta (drop-in)',
      totalCents: 1500,
    });

    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/visits/class/${classId}`,
      headers: await headersOf(t.app, trainer),
    });
    expect(sheet.json()).toEqual([expect.objectContaining({ reference: booked.reference, kind: 'DROP_IN' })]);
    const leads = await t.app.inject({
      method: 'GET',
      url: '/api/leads',
      headers: await headersOf(t.app, admin),
    });
    expect(leads.json()[0]).toMatchObject({
      email: marta.email,
      stage: 'BOOKED',
      visit: { kind: 'DROP_IN' },
    });
  });

  it('may be booked by someone who had their free trial', async () => {
    const marta = person();
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/visits/trial',
      payload: { ...marta, ip: undefined, classId: await lifting('18:00') },
      remoteAddress: marta.ip,
    });
    expect(trial.statusCode).toBe(201);
    const res = await dropIn(marta, await lifting('20:30'), { pmId: await card('4242424242424242') });
    expect(res.statusCode).toBe(201);
  });

  it('charges once for a retried request with the same Idempotency-Key', async () => {
    const classId = await lifting('17:30');
    const marta = person();
    const pmId = await card('4242424242424242');
    const first = await dropIn(marta, classId, { pmId }, 'retry-key-0001');
    const again = await dropIn(marta, classId, { pmId }, 'retry-key-0001');
    expect(again.json().reference).toBe(first.json().reference);
    const rows = await t.app.db.select().from(visits).where(eq(visits.classId, classId));
    expect(rows).toHaveLength(1);
  });

  it('says a Bizum payment was declined, not a card, and lets the place go', async () => {
    const classId = await lifting('16:40', 1);
    const held = (await dropIn(person(), classId, { bizumPhone: '700000002' })).json();
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/visits/dropIn/${held.reference}/confirm`,
    });
    expect(declined.json()).toMatchObject({ statusCode: 402, code: 'bizum_declined' });
    expect(await placesLeft(classId)).toBe(1);
  });

  it('lets the place go at once when the card is declined, and says why', async () => {
    const classId = await lifting('16:30', 1);
    const res = await dropIn(person(), classId, { pmId: await card('4000000000000002') });
    expect(res.json()).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect(await placesLeft(classId)).toBe(1);
  });
});

describe('the visitor cancels', () => {
  const cancel = (reference: string, email: string, ip = '192.0.2.200') =>
    t.app.inject({
      method: 'POST',
      url: `/api/visits/${reference}/cancel`,
      payload: { email },
      remoteAddress: ip,
    });

  it('in time: the place goes back and a drop-in is refunded with a rectifying invoice', async () => {
    const classId = await lifting('20:15', 1);
    const marta = person();
    const booked = (await dropIn(marta, classId, { pmId: await card('4242424242424242') })).json();
    expect((await cancel(booked.reference, 'someone@example.com')).statusCode).toBe(404);
    const res = await cancel(booked.reference, marta.email.toUpperCase());
    expect(res.json()).toEqual({ reference: booked.reference, refunded: 15, refundedTo: 'card' });
    expect(await placesLeft(classId)).toBe(1);
    const [refund] = await t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.receiptId, booked.payment.receiptId));
    expect(refund).toMatchObject({ status: 'SUCCEEDED', amountCents: 1500, automatic: true });
    const [r5] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, refund?.invoiceId ?? 0));
    expect(r5).toMatchObject({ kind: 'R5', totalCents: -1500, userId: null });
  });

  it('in time after paying with Bizum: the answer and the mail say the money goes back by Bizum', async () => {
    const marta = person();
    const held = (await dropIn(marta, await lifting('20:40'), { bizumPhone: '700000001' })).json();
    const paid = await t.app.inject({ method: 'POST', url: `/api/visits/dropIn/${held.reference}/confirm` });
    expect(paid.json()).toMatchObject({ payment: { status: 'succeeded' } });
    const res = await cancel(held.reference, marta.email);
    expect(res.json()).toEqual({ reference: held.reference, refunded: 15, refundedTo: 'bizum' });
    const [mail] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to).toBe(marta.email);
    expect(mail?.text).toContain('por Bizum, al móvil con el que pagaste');
    expect(mail?.text).not.toContain('tarjeta');
  });

  it('is refused within the box’s cancel limit', async () => {
    const marta = person();
    const booked = (
      await dropIn(marta, await lifting('11:30'), { pmId: await card('4242424242424242') })
    ).json();
    const res = await cancel(booked.reference, marta.email);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'visit_cancel_too_late' });
  });

  it('is rate-limited per address: the eleventh try in an hour is refused', async () => {
    for (let i = 0; i < 10; i++) await cancel('ABCDEFGH', 'x@example.com', '192.0.2.201');
    const res = await cancel('ABCDEFGH', 'x@example.com', '192.0.2.201');
    expect(res.statusCode).toBe(429);
  });
});

describe('an admin refunds a visitor’s receipt', () => {
  it('works as for a member: the refund and its rectifying invoice', async () => {
    const booked = (
      await dropIn(person(), await lifting('21:30'), { pmId: await card('4242424242424242') })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/receipts/${booked.payment.receiptId}/refund`,
      payload: { reason: 'gesture', amountCents: 500 },
      headers: await headersOf(t.app, admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ amount: 5, invoice: { kind: 'R5' } });
  });
});

describe('the door', () => {
  it('takes a visitor’s reference in the check-in window and marks them attended: their lead is ATTENDED', async () => {
    const marta = person();
    const booked = (
      await dropIn(marta, await lifting('10:20'), { pmId: await card('4242424242424242') })
    ).json();
    const door = (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkins/visitor',
        payload: { reference },
        headers: { ...headersOfTrainer },
      });
    const headersOfTrainer = await headersOf(t.app, trainer);
    const first = await door(booked.reference.toLowerCase());
    expect(first.json()).toMatchObject({ kind: 'DROP_IN', name: 'Marta', recorded: true });
    expect((await door(booked.reference)).json()).toMatchObject({ recorded: false });
    expect((await door('ABCDEFGH')).statusCode).toBe(404);
    const leads = await t.app.inject({
      method: 'GET',
      url: '/api/leads',
      headers: await headersOf(t.app, admin),
    });
    expect(leads.json().find((l: { email: string }) => l.email === marta.email)).toMatchObject({
      stage: 'ATTENDED',
    });
  });

  it('refuses a reference whose class is not now', async () => {
    const booked = (
      await dropIn(person(), await lifting('20:45'), { pmId: await card('4242424242424242') })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkins/visitor',
      payload: { reference: booked.reference },
      headers: await headersOf(t.app, trainer),
    });
    expect(res.json()).toMatchObject({ code: 'attendance_not_open' });
  });
});

// Last: these move the clock on, and an invoice is never dated before the chain's last one.
describe('the place held while paying', () => {
  it('holds the place through the bank’s extra step and books it once approved; confirming again changes nothing', async () => {
    const classId = await lifting('15:30', 1);
    const res = await dropIn(person(), classId, { pmId: await card('4000002500003155') });
    const held = res.json();
    expect(held).toMatchObject({ payment: { status: 'requires_action' } });
    expect(held.heldUntil).toBe('2026-11-23T09:15:00.000Z');
    // The held place is taken: nobody else gets it meanwhile, and the sheet does not list them yet.
    expect(await placesLeft(classId)).toBe(0);
    const other = await dropIn(person(), classId, { pmId: await card('4242424242424242') });
    expect(other.json()).toMatchObject({ code: 'class_full' });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/visits/dropIn/${held.reference}/authorize`,
      payload: { approve: true },
    });
    expect(approved.json()).toMatchObject({ heldUntil: null, payment: { status: 'succeeded' } });
    const mailsBefore = (await t.app.db.select().from(mailOutbox)).length;
    const again = await t.app.inject({ method: 'POST', url: `/api/visits/dropIn/${held.reference}/confirm` });
    expect(again.json()).toMatchObject({ heldUntil: null, payment: { status: 'succeeded' } });
    expect((await t.app.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    const issued = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.receiptId, approved.json().payment.receiptId));
    expect(issued).toHaveLength(1);
  });

  it('gives the place back when the bank’s step fails', async () => {
    const classId = await lifting('14:30', 1);
    const held = (await dropIn(person(), classId, { pmId: await card('4000002500003155') })).json();
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/visits/dropIn/${held.reference}/authorize`,
      payload: { approve: false },
    });
    expect(failed.statusCode).toBe(402);
    expect(await placesLeft(classId)).toBe(1);
  });

  it('gives the place back when the hold ends unpaid (Bizum never answered)', async () => {
    const classId = await lifting('13:30', 1);
    const held = (await dropIn(person(), classId, { bizumPhone: '700000003' })).json();
    expect(held.payment.status).toBe('processing');
    await t.app.visitsJob.run();
    expect(await placesLeft(classId)).toBe(0);
    clock.set('2026-11-23T09:16:00Z');
    expect((await t.app.visitsJob.run()).released).toBe(1);
    expect(await placesLeft(classId)).toBe(1);
    const [left] = await t.app.db.select().from(visits).where(eq(visits.reference, held.reference));
    expect(left).toBeUndefined();
  });

  it('refunds at once a payment approved after its hold was let go: rectifying invoice, a mail, once', async () => {
    const classId = await lifting('11:30', 1);
    const held = (await dropIn(person(), classId, { pmId: await card('4000002500003155') })).json();
    clock.set('2026-11-23T09:16:00Z');
    expect((await t.app.visitsJob.run()).released).toBe(1);
    // The bank's step is approved late: the money moved, but there is no place to give for it.
    const authorize = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/visits/dropIn/${held.reference}/authorize`,
        payload: { approve: true },
      });
    const late = await authorize();
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'payment_refunded',
      params: { cause: 'visit_hold_expired', amount: 15, paidWith: 'card' },
    });
    const [receipt] = await t.app.db
      .select()
      .from(receipts)
      .where(eq(receipts.concept, `Drop-in ${held.reference}`));
    const receiptId = receipt?.id ?? '';
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.receiptId, receiptId));
    expect(refund).toMatchObject({ status: 'SUCCEEDED', amountCents: 1500, automatic: true });
    const [r5] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, refund?.invoiceId ?? 0));
    expect(r5).toMatchObject({ kind: 'R5', totalCents: -1500 });
    const [mail] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.subject).toContain('Te hemos devuelto');
    // A retried confirmation refunds nothing more, and still says so.
    const again = await t.app.inject({ method: 'POST', url: `/api/visits/dropIn/${held.reference}/confirm` });
    expect(again.json()).toMatchObject({ code: 'payment_refunded' });
    expect(await t.app.db.select().from(refunds).where(eq(refunds.receiptId, receiptId))).toHaveLength(1);
    expect(await placesLeft(classId)).toBe(1);
  });

  it('keeps the place when Bizum approved before the hold ended', async () => {
    const classId = await lifting('12:30', 1);
    const held = (await dropIn(person(), classId, { bizumPhone: '700000001' })).json();
    clock.set('2026-11-23T09:16:00Z');
    await t.app.visitsJob.run();
    const [kept] = await t.app.db
      .select()
      .from(visits)
      .where(and(eq(visits.reference, held.reference), isNull(visits.heldUntil)));
    expect(kept).toBeDefined();
  });
});
