import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  mailOutbox,
  receipts,
  sandboxPaymentIntents,
  sandboxRefunds,
  users,
} from '../src/infra/db/schema';
import { addMember, type Member } from './booking-support';
import { paymentsApi } from './payments-support';
import { PDF_WARM_UP_MS, pdfText, warmUpPdfReading } from './pdf-reading';
import { createTestApp, fixedClock, type TestApp } from './test-app';

const NOW = '2026-11-23T09:00:00Z';
const clock = fixedClock(NOW);
let t: TestApp;
let api: ReturnType<typeof paymentsApi>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = paymentsApi(t);
});
beforeAll(warmUpPdfReading, PDF_WARM_UP_MS);
afterAll(() => t.close());

/** The sandbox's Bizum test phones (docs/product.md, Bizum). */
const PHONES = { approves: '+34 700 000 001', declines: '700000002', neverAnswers: '+34700000003' };

/** One class credit (12 € without a plan), paid with Bizum from `bizumPhone`. */
const payByBizum = (who: Member, bizumPhone: string, key: string) =>
  api.call(
    who,
    'POST',
    '/api/payments/checkout',
    { bizumPhone, amount: 12, description: 'Crèdit', purpose: 'CREDIT_ACTIVITY' },
    { 'idempotency-key': key },
  );
const confirm = async (who: Member, paymentId: string) =>
  (await api.call(who, 'POST', `/api/payments/checkout/${paymentId}/confirm`)).json();
const intentsOfKey = (who: Member, key: string) =>
  t.app.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, `checkout:${who.id}:${key}`));

describe('paying once with Bizum in the sandbox', () => {
  it('waits for the bank app, then issues a Bizum receipt with its invoice; a retry pays once', async () => {
    const member = await addMember(t);
    const asked = await payByBizum(member, PHONES.approves, 'bizum-pays-1');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'processing', receiptId: null, error: null });
    // The browser lost the answer and sends the same purchase again: the same payment, still waiting.
    const retried = (await payByBizum(member, PHONES.approves, 'bizum-pays-1')).json();
    expect(retried.id).toBe(asked.json().id);

    const approved = await confirm(member, asked.json().id);
    expect(approved).toMatchObject({ status: 'succeeded', receiptId: expect.any(String) });
    const [receipt] = await t.app.db.select().from(receipts).where(eq(receipts.id, approved.receiptId));
    expect(receipt).toMatchObject({ status: 'SUCCEEDED', paymentMethod: 'bizum', amount: 12 });
    const [invoice] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.receiptId, approved.receiptId));
    expect(invoice).toMatchObject({ kind: 'F2', totalCents: 1200, concept: '1 crédito de clase' });

    // Paid: the same key answers the receipt, and the credit is bought with it.
    const again = (await payByBizum(member, PHONES.approves, 'bizum-pays-1')).json();
    expect(again).toMatchObject({ status: 'succeeded', receiptId: approved.receiptId });
    expect(await intentsOfKey(member, 'bizum-pays-1')).toHaveLength(1);
    const credit = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
      credits: { activity: 1, open: 0 },
      receiptId: approved.receiptId,
    });
    expect(credit.statusCode).toBe(200);
    // The member's receipts say how it was paid.
    const list = (await api.call(member, 'GET', '/api/payments/receipts')).json();
    expect(list[0]).toMatchObject({ id: approved.receiptId, paymentMethod: 'bizum' });
    // So does its PDF.
    const pdf = await api.call(member, 'GET', `/api/payments/receipts/${approved.receiptId}/pdf?lang=es`);
    expect(await pdfText(pdf.rawPayload)).toContain('Pagado con Bizum.');
  });

  it('a payment the member declines in the app fails, and retrying the same purchase asks nothing again', async () => {
    const member = await addMember(t);
    const asked = (await payByBizum(member, PHONES.declines, 'bizum-declines-1')).json();
    expect(asked.status).toBe('processing');
    expect(await confirm(member, asked.id)).toMatchObject({
      status: 'failed',
      error: 'bizum_declined',
      receiptId: null,
    });
    const retried = (await payByBizum(member, PHONES.declines, 'bizum-declines-1')).json();
    expect(retried).toMatchObject({ status: 'failed', error: 'bizum_declined' });
    expect(await intentsOfKey(member, 'bizum-declines-1')).toHaveLength(1);
    const mine = await t.app.db.select().from(receipts).where(eq(receipts.userId, member.id));
    expect(mine.map((r) => [r.status, r.number])).toEqual([['FAILED', null]]);
  });

  it('a payment nobody approves waits, then fails once the approval window is over', async () => {
    const member = await addMember(t);
    const asked = (await payByBizum(member, PHONES.neverAnswers, 'bizum-silent-1')).json();
    clock.set('2026-11-23T09:04:00Z');
    expect(await confirm(member, asked.id)).toMatchObject({ status: 'processing', receiptId: null });
    const retried = (await payByBizum(member, PHONES.neverAnswers, 'bizum-silent-1')).json();
    expect(retried).toMatchObject({ id: asked.id, status: 'processing' });
    clock.set('2026-11-23T09:05:01Z');
    expect(await confirm(member, asked.id)).toMatchObject({ status: 'failed', error: 'bizum_expired' });
    expect(await intentsOfKey(member, 'bizum-silent-1')).toHaveLength(1);
    clock.set(NOW);
  });

  it('refuses a phone that is not a test phone, and a number that is no Spanish mobile', async () => {
    const member = await addMember(t);
    const other = (await payByBizum(member, '+34 612 345 678', 'bizum-other-1')).json();
    expect(other).toMatchObject({ status: 'failed', error: 'invalid_phone' });
    const bad = await payByBizum(member, '931234567', 'bizum-bad-1');
    expect(bad.statusCode).toBe(400);
    const none = await api.call(member, 'POST', '/api/payments/checkout', {
      amount: 12,
      purpose: 'CREDIT_ACTIVITY',
    });
    expect(none.statusCode).toBe(400);
  });

  it('an admin refunds a Bizum payment as a card one: the money goes back and a rectifying invoice is issued', async () => {
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const member = await addMember(t);
    const asked = (await payByBizum(member, PHONES.approves, 'bizum-refund-1')).json();
    const paid = await confirm(member, asked.id);
    const refund = await api.call(
      admin,
      'POST',
      `/api/payments/receipts/${paid.receiptId}/refund`,
      { reason: 'Pagat dues vegades' },
      { 'idempotency-key': 'refund-bizum-1' },
    );
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ refund: { amount: 12 }, receipt: { refunded: 12 } });
    expect(refund.json().refund.invoice).toMatchObject({ number: expect.stringMatching(/^FR-/) });
    const given = await t.app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, asked.id));
    expect(given.map((r) => r.amountCents)).toEqual([1200]);
    // The same refund sent again gives back nothing more.
    await api.call(
      admin,
      'POST',
      `/api/payments/receipts/${paid.receiptId}/refund`,
      { reason: 'Pagat dues vegades' },
      { 'idempotency-key': 'refund-bizum-1' },
    );
    const after = await t.app.db
      .select()
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.paymentIntentId, asked.id)));
    expect(after).toHaveLength(1);
  });

  it('tells the member the refund went back by Bizum, not to a card: mail and notification, in their language', async () => {
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const refundOf = async (receiptId: string, key: string) =>
      api.call(
        admin,
        'POST',
        `/api/payments/receipts/${receiptId}/refund`,
        { reason: 'Error' },
        { 'idempotency-key': key },
      );
    const lastMailTo = async (who: Member) => {
      const [user] = await t.app.db.select().from(users).where(eq(users.id, who.id));
      const mails = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user?.email ?? ''));
      return mails.at(-1)?.text ?? '';
    };
    const refundNotice = async (who: Member, lang: 'ca' | 'es') => {
      const list = (await api.call(who, 'GET', `/api/notifications/list?lang=${lang}`)).json();
      return list.items.find((item: { kind: string }) => item.kind === 'refunded')?.body ?? '';
    };

    const marta = await addMember(t);
    await t.app.db.update(users).set({ language: 'ca' }).where(eq(users.id, marta.id));
    const byBizum = await confirm(
      marta,
      (await payByBizum(marta, PHONES.approves, 'bizum-told-1')).json().id,
    );
    expect((await refundOf(byBizum.receiptId, 'refund-told-1')).statusCode).toBe(200);
    expect(await lastMailTo(marta)).toContain('del rebut R-');
    expect(await lastMailTo(marta)).toContain('per Bizum, al mòbil amb què vas pagar');
    expect(await lastMailTo(marta)).not.toContain('targeta');
    expect(await refundNotice(marta, 'ca')).toMatch(/^T'hem retornat 12,00\s€ per Bizum\./);
    expect(await refundNotice(marta, 'es')).toMatch(/^Te hemos devuelto 12,00\s€ por Bizum\./);

    // A card's refund still names the card.
    const pau = await addMember(t);
    const byCard = { receiptId: await api.paidReceipt(pau, 12, 'CREDIT_ACTIVITY') };
    expect((await refundOf(byCard.receiptId, 'refund-told-2')).statusCode).toBe(200);
    expect(await lastMailTo(pau)).toContain('a la tarjeta con la que pagaste');
    expect(await refundNotice(pau, 'es')).toMatch(/^Te hemos devuelto 12,00\s€ a la tarjeta\./);
  });
});
