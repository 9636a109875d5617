import type { RefundResult } from '@boxbook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  invoices,
  mailOutbox,
  receipts,
  refunds,
  sandboxPaymentIntents,
  sandboxRefunds,
  settings,
  users,
} from '../src/infra/db/schema';
import { addMember, type Member } from './booking-support';
import { billWholeFirstMonth } from './payments-support';
import { openPaymentsBox } from './support/app-setups';
import { fixedClock } from './test-app';

const clock = fixedClock('2026-11-23T09:00:00Z');
const { t, box, api, admin } = await openPaymentsBox(clock);
await billWholeFirstMonth(t);

const refund = (receiptId: string, body: object, key?: string, who: Member = admin) =>
  api.call(
    who,
    'POST',
    `/api/payments/receipts/${receiptId}/refund`,
    body,
    key ? { 'idempotency-key': key } : {},
  );

/** What the sandbox (the card's side) gave back of a receipt's charge, in cents. */
async function givenBack(receiptId: string): Promise<number[]> {
  const [receipt] = await t.app.db.select().from(receipts).where(eq(receipts.id, receiptId));
  const rows = await t.app.db
    .select({ cents: sandboxRefunds.amountCents })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentIntentId, receipt?.providerReference ?? ''))
    .orderBy(asc(sandboxRefunds.createdAt));
  return rows.map((r) => r.cents);
}

/** Every charge the sandbox made to a member's cards, in cents. */
async function chargesOf(member: Member): Promise<number[]> {
  const [user] = await t.app.db.select().from(users).where(eq(users.id, member.id));
  if (!user?.paymentCustomerId) return [];
  const rows = await t.app.db
    .select({ cents: sandboxPaymentIntents.amountCents })
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.customerId, user.paymentCustomerId),
        eq(sandboxPaymentIntents.status, 'succeeded'),
      ),
    );
  return rows.map((r) => r.cents);
}

const refundRows = (receiptId: string) =>
  t.app.db.select().from(refunds).where(eq(refunds.receiptId, receiptId));
const userRow = async (member: Member) =>
  (await t.app.db.select().from(users).where(eq(users.id, member.id)))[0];
const mailsTo = async (member: Member) => {
  const user = await userRow(member);
  return t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, user?.email ?? ''));
};

/** Intl writes a no-break space before the euro sign. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

async function setSetting(key: string, value: unknown) {
  await t.app.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  t.app.boxSettings.invalidate();
}

describe('an admin refunds a card payment', () => {
  it('gives back the whole receipt by default, with its audit entry and a mail in the member’s language', async () => {
    const member = await addMember(t);
    await t.app.db.update(users).set({ language: 'ca' }).where(eq(users.id, member.id));
    const receiptId = await api.paidReceipt(member, 12);
    const res = await refund(receiptId, { reason: '  Cobrament duplicat  ' });
    expect(res.statusCode).toBe(200);
    const result = res.json() as RefundResult;
    expect(result.refund).toMatchObject({
      amount: 12,
      reason: 'Cobrament duplicat',
      automatic: false,
      // The charge issued its F2; the refund corrects it with an R5.
      invoice: { kind: 'R5', number: expect.stringMatching(/^FR-\d{6}$/) },
    });
    expect(result.receipt).toMatchObject({ id: receiptId, amount: 12, refunded: 12 });
    expect(await givenBack(receiptId)).toEqual([1200]);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, member.id), eq(auditLog.action, 'payment.refund')));
    expect(audit).toMatchObject({ byUserId: admin.id, after: { receiptId, amountCents: 1200 } });
    const mails = await mailsTo(member);
    expect(mails.map((m) => spaced(m.subject))).toEqual(["T'hem retornat 12,00 €"]);
    expect(mails[0]?.text).toContain('Motiu: Cobrament duplicat');
    // The member sees it under the receipt.
    const list = (await api.call(member, 'GET', '/api/payments/receipts')).json();
    expect(list[0]).toMatchObject({ id: receiptId, refunded: 12, refunds: [{ amount: 12 }] });
  });

  it('writes to a Spanish-speaking member in Spanish', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12);
    await refund(receiptId, { reason: 'Error de cobro' });
    expect((await mailsTo(member)).map((m) => spaced(m.subject))).toEqual(['Te hemos devuelto 12,00 €']);
  });

  it('refunds part, then the rest, each with a rectifying invoice (R5) correcting the F2; then nothing is left', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 63.95);
    // The charge issued its simplified invoice (F2) when it was settled.
    const [f2] = await t.app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.receiptId, receiptId), eq(invoices.kind, 'F2')));
    if (!f2) throw new Error('the charge issued no F2');
    const first = await refund(receiptId, { amountCents: 2000, reason: 'Descompte' });
    expect(first.statusCode).toBe(200);
    expect(first.json().refund.invoice).toMatchObject({
      kind: 'R5',
      number: expect.stringMatching(/^FR-\d{6}$/),
    });
    const rest = await refund(receiptId, { reason: 'Baixa' });
    expect(rest.json()).toMatchObject({ refund: { amount: 43.95 }, receipt: { refunded: 63.95 } });
    const r5 = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.correctsInvoiceId, f2.id))
      .orderBy(asc(invoices.id));
    expect(r5.map((i) => [i.kind, i.totalCents, i.receiptId])).toEqual([
      ['R5', -2000, receiptId],
      ['R5', -4395, receiptId],
    ]);
    expect(r5[0]?.baseCents).toBe(-1653);
    const again = await refund(receiptId, { reason: 'Un altre cop' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_refunded');
    expect(await givenBack(receiptId)).toEqual([2000, 4395]);
  });

  it('refuses more than what is left, and nothing changes', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12);
    const res = await refund(receiptId, { amountCents: 1201, reason: 'Massa' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'refund_exceeds_amount', params: { left: 12 } });
    expect(await refundRows(receiptId)).toEqual([]);
    expect(await givenBack(receiptId)).toEqual([]);
    expect(await mailsTo(member)).toEqual([]);
  });

  it('refuses an empty or too long reason with a validation error', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12);
    expect((await refund(receiptId, { reason: '   ' })).json().code).toBe('validation');
    expect((await refund(receiptId, { reason: 'x'.repeat(201) })).json().code).toBe('validation');
    expect((await refund(receiptId, { reason: 'ok', amountCents: 0 })).json().code).toBe('validation');
  });

  it('refunds once when the same request comes twice: same Idempotency-Key, or the same refund within two minutes', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 40);
    const a = await refund(receiptId, { amountCents: 1000, reason: 'Doble clic' }, 'refund-key-0001');
    const b = await refund(receiptId, { amountCents: 1000, reason: 'Doble clic' }, 'refund-key-0001');
    expect(b.json().refund.id).toBe(a.json().refund.id);
    const c = await refund(receiptId, { amountCents: 500, reason: 'Sense clau' });
    const d = await refund(receiptId, { amountCents: 500, reason: 'Sense clau' });
    expect(d.json().refund.id).toBe(c.json().refund.id);
    expect(await givenBack(receiptId)).toEqual([1000, 500]);
    // Past the window the same words are a refund of their own.
    clock.set('2026-11-23T09:03:00Z');
    const e = await refund(receiptId, { amountCents: 500, reason: 'Sense clau' });
    expect(e.json().refund.id).not.toBe(c.json().refund.id);
    expect(await givenBack(receiptId)).toEqual([1000, 500, 500]);
    clock.set('2026-11-23T09:00:00Z');
  });

  it('takes back a bought credit that is still unused, and keeps (and says) one already spent', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12, 'CREDIT_ACTIVITY');
    const buy = (id: string) =>
      api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
        credits: { activity: 1, open: 0 },
        receiptId: id,
      });
    expect((await buy(receiptId)).statusCode).toBe(200);
    expect((await userRow(member))?.balanceActivity).toBe(1);
    const unused = await refund(receiptId, { reason: 'No el farà servir' });
    expect(unused.json()).toMatchObject({ creditTakenBack: true });
    expect((await userRow(member))?.balanceActivity).toBe(0);

    const second = await api.paidReceipt(member, 12, 'CREDIT_ACTIVITY');
    expect((await buy(second)).statusCode).toBe(200);
    // Booked a class with it: the balance is spent.
    await t.app.db.update(users).set({ balanceActivity: 0 }).where(eq(users.id, member.id));
    const spent = await refund(second, { reason: 'Classe anul·lada' });
    expect(spent.json()).toMatchObject({ creditTakenBack: false });
    expect((await userRow(member))?.balanceActivity).toBe(0);
  });

  it('keeps or ends the plan a refunded month paid for, as the admin chooses', async () => {
    const join = async (member: Member) => {
      const receiptId = await api.paidReceipt(member, 59, 'PLAN');
      const res = await api.call(member, 'POST', `/api/users/${member.id}/joinWithReceiptId`, {
        planId: box.plans.twoDays,
        pro: false,
        receiptId,
      });
      expect(res.statusCode).toBe(200);
      return receiptId;
    };
    const keeps = await addMember(t);
    expect(
      (await refund(await join(keeps), { amountCents: 1000, reason: 'Lesió', plan: 'keep' })).json(),
    ).toMatchObject({
      planEnded: false,
    });
    expect((await userRow(keeps))?.planId).toBe(box.plans.twoDays);
    const ends = await addMember(t);
    expect(
      (await refund(await join(ends), { reason: 'Es dona de baixa', plan: 'end' })).json(),
    ).toMatchObject({
      planEnded: true,
    });
    expect((await userRow(ends))?.planId).toBeNull();
  });

  it('is for admins only: a member cannot refund even their own receipt', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12);
    const res = await refund(receiptId, { reason: 'Vull els diners' }, undefined, member);
    expect(res.statusCode).toBe(403);
    expect(await givenBack(receiptId)).toEqual([]);
  });

  it('leaves nothing recorded when the provider fails, answers a translated error, and works when retried', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12);
    const spy = vi
      .spyOn(t.app.payments.provider, 'refund')
      .mockRejectedValueOnce(new Error('connection reset'));
    const res = await refund(receiptId, { reason: 'Caiguda' }, 'refund-outage-01');
    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('payment_provider_error');
    expect(await refundRows(receiptId)).toEqual([]);
    expect(await mailsTo(member)).toEqual([]);
    const retry = await refund(receiptId, { reason: 'Caiguda' }, 'refund-outage-01');
    expect(retry.statusCode).toBe(200);
    expect(await givenBack(receiptId)).toEqual([1200]);
  });

  it('answers 404 for a receipt that does not exist', async () => {
    const res = await refund('00000000-0000-4000-8000-000000000000', { reason: 'Res' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a payment the app then refuses is refunded at once', () => {
  it('already has a plan: refused before the card is charged; an older client’s payment is refunded when used', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    const card = await api.addCard(member);
    const early = await api.checkout(member, {
      pmId: card.id,
      amount: 59,
      purpose: 'PLAN',
      planId: box.plans.twoDays,
    });
    expect(early.res.statusCode).toBe(409);
    expect(early.res.json().code).toBe('already_has_plan');
    expect(await chargesOf(member)).toEqual([]);

    // A checkout without a purpose cannot be checked before: its use is refused, and refunded.
    const { result } = await api.checkout(member, { pmId: card.id, amount: 59 });
    const res = await api.call(member, 'POST', `/api/users/${member.id}/joinWithReceiptId`, {
      planId: box.plans.unlimited,
      pro: false,
      receiptId: result.receiptId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'payment_refunded',
      params: { cause: 'already_has_plan', amount: 59 },
    });
    expect(await givenBack(result.receiptId ?? '')).toEqual([5900]);
    const [row] = await refundRows(result.receiptId ?? '');
    expect(row).toMatchObject({
      automatic: true,
      createdBy: null,
      reason: 'already_has_plan',
      status: 'SUCCEEDED',
    });
    // The same request again refunds nothing more, and the refunded receipt pays for nothing.
    const again = await api.call(member, 'POST', `/api/users/${member.id}/joinWithReceiptId`, {
      planId: box.plans.unlimited,
      pro: false,
      receiptId: result.receiptId,
    });
    expect(again.statusCode).toBe(409);
    expect(await givenBack(result.receiptId ?? '')).toEqual([5900]);
  });

  it('price changed between paying and using: refunded; the stale price is then refused before charging, so buying again charges once', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12, 'CREDIT_ACTIVITY');
    await setSetting('creditsNoPlan', 13);
    try {
      const use = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
        credits: { activity: 1, open: 0 },
        receiptId,
      });
      expect(use.json()).toMatchObject({
        code: 'payment_refunded',
        params: { cause: 'receipt_wrong_amount' },
      });
      expect(await givenBack(receiptId)).toEqual([1200]);
      expect((await userRow(member))?.balanceActivity).toBe(0);

      const card = await api.addCard(member);
      const stale = await api.checkout(member, { pmId: card.id, amount: 12, purpose: 'CREDIT_ACTIVITY' });
      expect(stale.res.json()).toMatchObject({ code: 'price_changed', params: { expected: 13 } });
      expect(await chargesOf(member)).toEqual([1200]);
      const fresh = await api.checkout(member, { pmId: card.id, amount: 13, purpose: 'CREDIT_ACTIVITY' });
      const bought = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
        credits: { activity: 1, open: 0 },
        receiptId: fresh.result.receiptId,
      });
      expect(bought.statusCode).toBe(200);
      expect(await chargesOf(member)).toEqual([1200, 1300]);
      expect((await userRow(member))?.balanceActivity).toBe(1);
    } finally {
      await setSetting('creditsNoPlan', 12);
    }
  });

  it('a credit bought just before joining a plan is refunded: its price is the one without a plan', async () => {
    const member = await addMember(t);
    const creditReceipt = await api.paidReceipt(member, 12, 'CREDIT_ACTIVITY');
    const planReceipt = await api.paidReceipt(member, 59, 'PLAN');
    const joined = await api.call(member, 'POST', `/api/users/${member.id}/joinWithReceiptId`, {
      planId: box.plans.twoDays,
      pro: false,
      receiptId: planReceipt,
    });
    expect(joined.statusCode).toBe(200);
    const use = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
      credits: { activity: 1, open: 0 },
      receiptId: creditReceipt,
    });
    expect(use.json()).toMatchObject({ code: 'payment_refunded', params: { cause: 'receipt_wrong_amount' } });
    expect(await givenBack(creditReceipt)).toEqual([1200]);
    expect(await givenBack(planReceipt)).toEqual([]);
  });

  it('refuses before charging a plan at a price the server no longer asks', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member);
    const { res } = await api.checkout(member, {
      pmId: card.id,
      amount: 55,
      purpose: 'PLAN',
      planId: box.plans.twoDays,
      pro: false,
    });
    expect(res.json()).toMatchObject({ code: 'price_changed', params: { expected: 59 } });
    expect(await chargesOf(member)).toEqual([]);
  });

  it('a refusal that leaves the receipt usable for what it paid (used already) refunds nothing', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12, 'CREDIT_ACTIVITY');
    const buy = () =>
      api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
        credits: { activity: 1, open: 0 },
        receiptId,
      });
    expect((await buy()).statusCode).toBe(200);
    expect((await buy()).json().code).toBe('receipt_used');
    expect(await givenBack(receiptId)).toEqual([]);
    const rows = await t.app.db
      .select()
      .from(refunds)
      .where(inArray(refunds.receiptId, [receiptId]));
    expect(rows).toEqual([]);
  });
});
