import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, receipts } from '../src/infra/db/schema';
import { addMember, type Box, type Member, seedBox } from './booking-support';
import { paymentsApi } from './payments-support';
import { PDF_WARM_UP_MS, pdfText, warmUpPdfReading } from './pdf-reading';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let box: Box;
let api: ReturnType<typeof paymentsApi>;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  box = await seedBox(t);
  api = paymentsApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const buy = (who: Member, userId: number, receiptId: string, kind: 'activity' | 'open' = 'activity') =>
  api.call(who, 'PUT', `/api/users/${userId}/creditsWithReceiptId`, {
    credits: { activity: kind === 'activity' ? 1 : 0, open: kind === 'open' ? 1 : 0 },
    receiptId,
  });
const creditsOf = async (who: Member) => (await api.call(who, 'GET', `/api/users/${who.id}`)).json().credits;

// Not counted in any test's time: pdf.js starts its worker once (see pdf-reading.ts).
beforeAll(warmUpPdfReading, PDF_WARM_UP_MS);

describe('buying a credit with a receipt (creditsWithReceiptId)', () => {
  it('adds one credit of the kind bought, at 12 € without a plan, with a PURCHASE ledger row', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12);
    const res = await buy(member, member.id, receiptId, 'open');
    expect(res.statusCode).toBe(200);
    expect(res.json().credits).toEqual({ activity: 0, open: 1 });
    const ledger = await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, member.id));
    expect(ledger.map((r) => [r.reason, r.kind, r.delta, r.receiptId])).toEqual([
      ['PURCHASE', 'OPEN', 1, receiptId],
    ]);
    const [receipt] = await t.app.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(receipt).toMatchObject({ purpose: 'CREDIT_OPEN', usedAt: expect.any(Date) });
  });

  it('charges a plan holder 7 €: a 12 € receipt is the wrong amount, adds nothing and is refunded at once', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    const before = await creditsOf(member);
    const wrong = await api.paidReceipt(member, 12);
    expect((await buy(member, member.id, wrong)).json()).toMatchObject({
      statusCode: 409,
      code: 'payment_refunded',
      params: { cause: 'receipt_wrong_amount', amount: 12 },
    });
    expect(await creditsOf(member)).toEqual(before);
    const right = await api.paidReceipt(member, 7);
    expect((await buy(member, member.id, right)).json().credits.activity).toBe(before.activity + 1);
  });

  it("refuses another member's receipt, an unpaid one and an unknown one", async () => {
    const owner = await addMember(t);
    const thief = await addMember(t);
    const receiptId = await api.paidReceipt(owner, 12);
    expect((await buy(thief, thief.id, receiptId)).json()).toMatchObject({ code: 'receipt_invalid' });
    expect((await buy(thief, owner.id, receiptId)).statusCode).toBe(403);
    const declined = await api.addCard(thief, '4000 0000 0000 0002');
    const failed = await api.checkout(thief, { pmId: declined.id, amount: 12 });
    const [row] = await t.app.db
      .select()
      .from(receipts)
      .where(eq(receipts.providerReference, failed.result.id));
    expect((await buy(thief, thief.id, row?.id ?? '')).json()).toMatchObject({ code: 'receipt_invalid' });
    expect((await buy(thief, thief.id, '00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
      code: 'receipt_invalid',
    });
    expect(await creditsOf(thief)).toEqual({ activity: 0, open: 0 });
    // An admin may spend the member's own receipt for them.
    expect((await buy(admin, owner.id, receiptId)).json().credits.activity).toBe(1);
  });

  it('replaying a used receipt adds nothing, and two uses at once add one credit', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12);
    const results = await Promise.all([buy(member, member.id, receiptId), buy(member, member.id, receiptId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await buy(member, member.id, receiptId, 'open')).json()).toMatchObject({ code: 'receipt_used' });
    expect(await creditsOf(member)).toEqual({ activity: 1, open: 0 });
  });

  it('a receipt bought for a plan cannot pay for a credit', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12, 'PLAN');
    expect((await buy(member, member.id, receiptId)).json()).toMatchObject({ code: 'receipt_invalid' });
  });

  it('asks for exactly one credit of one kind', async () => {
    const member = await addMember(t);
    const res = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
      credits: { activity: 1, open: 1 },
      receiptId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation' });
  });
});

describe('receipts', () => {
  it('lists the member’s receipts with the VAT apart, and serves each as a PDF to its owner and admins', async () => {
    const member = await addMember(t, { name: 'Núria' });
    const other = await addMember(t);
    const receiptId = await api.paidReceipt(member, 12);
    await buy(member, member.id, receiptId);
    const list = (await api.call(member, 'GET', '/api/payments/receipts')).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: receiptId,
        amount: 12,
        base: 9.92,
        vat: 2.08,
        vatRate: 21,
        purpose: 'CREDIT_ACTIVITY',
        used: true,
      }),
    ]);
    expect((await api.call(other, 'GET', '/api/payments/receipts')).json()).toEqual([]);
    expect((await api.call(other, 'GET', `/api/payments/receipts?userId=${member.id}`)).statusCode).toBe(403);
    expect((await api.call(admin, 'GET', `/api/payments/receipts?userId=${member.id}`)).json()).toHaveLength(
      1,
    );

    const pdf = await api.call(member, 'GET', `/api/payments/receipts/${receiptId}/pdf?lang=ca`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1').startsWith('%PDF-')).toBe(true);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Rebut R-${String(list[0].number).padStart(6, '0')}`);
    expect(text).toContain('1 crèdit de classe');
    expect(text).toContain('Núria');
    expect(text).toContain('Boxbook Fitness SL');
    expect(text).toContain('IVA (21 %)');
    expect(text).toMatch(/Total \(IVA inclòs\) \d+,\d{2} €/);
    expect(text).toContain('Pagat amb targeta.');
    const es = (await api.call(member, 'GET', `/api/payments/receipts/${receiptId}/pdf?lang=es`)).rawPayload;
    expect(await pdfText(es)).toContain('1 crédito de clase');
    expect((await api.call(other, 'GET', `/api/payments/receipts/${receiptId}/pdf`)).statusCode).toBe(404);
    expect((await api.call(other, 'GET', `/api/payments/receipts/${receiptId}`)).statusCode).toBe(404);
    expect((await api.call(admin, 'GET', `/api/payments/receipts/${receiptId}/pdf`)).statusCode).toBe(200);
  });
});
