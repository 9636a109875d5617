import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyChain } from '../src/features/invoicing/verify-chain';
import { invoices, receipts, sepaRemittanceItems, users } from '../src/infra/db/schema';
import { addMember, type Member } from './booking-support';
import { BOX, issue } from './invoicing-support';
import { billWholeFirstMonth, CARDS } from './payments-support';
import { openPaymentsBox } from './support/app-setups';
import { fixedClock } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid.
const NOW = '2026-11-23T09:00:00Z';
const clock = fixedClock(NOW);
const { t, box, api, admin } = await openPaymentsBox(clock);
await billWholeFirstMonth(t);

const invoicesOf = (userIds: number[]) =>
  t.app.db.select().from(invoices).where(inArray(invoices.userId, userIds)).orderBy(asc(invoices.number));
const invoiceOfReceipt = async (receiptId: string) =>
  t.app.db.select().from(invoices).where(eq(invoices.receiptId, receiptId));
const setLanguage = async (who: Member, language: string) =>
  api.call(who, 'PUT', '/api/users/me/language', { language });

describe('the member keeps their language', () => {
  it('PUT /api/users/me/language stores the language the app is in, and refuses any other', async () => {
    const member = await addMember(t);
    const languageOf = async () =>
      (await t.app.db.select({ language: users.language }).from(users).where(eq(users.id, member.id)))[0]
        ?.language;
    expect(await languageOf()).toBe('es');
    expect((await setLanguage(member, 'ca')).statusCode).toBe(204);
    expect(await languageOf()).toBe('ca');
    const refused = await setLanguage(member, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation' });
    expect(await languageOf()).toBe('ca');
  });
});

describe('every card charge issues its simplified invoice', () => {
  it('a credit bought by card issues one F2 in the member language, base + VAT = total at 21 %, numbered without gaps across members', async () => {
    const catalan = await addMember(t);
    const spanish = await addMember(t);
    const third = await addMember(t);
    await setLanguage(catalan, 'ca');
    const ids: string[] = [];
    for (const who of [catalan, spanish, third]) ids.push(await api.paidReceipt(who, 12, 'CREDIT_ACTIVITY'));

    const issued = await invoicesOf([catalan.id, spanish.id, third.id]);
    expect(issued.map((i) => i.invoiceNumber)).toEqual(['F-000001', 'F-000002', 'F-000003']);
    expect(issued.map((i) => i.receiptId)).toEqual(ids);
    expect(issued[0]).toMatchObject({
      kind: 'F2',
      userId: catalan.id,
      language: 'ca',
      concept: '1 crèdit de classe',
      totalCents: 1200,
      baseCents: 992,
      vatCents: 208,
      vatRateBp: 2100,
      issuerNif: BOX.nif,
      issuerName: BOX.name,
      issueDate: '2026-11-23',
    });
    expect(issued[1]).toMatchObject({ language: 'es', concept: '1 crédito de clase', totalCents: 1200 });
    for (const invoice of issued) expect(invoice.baseCents + invoice.vatCents).toBe(invoice.totalCents);

    // The member sees it beside the receipt, and so does the admin's payments panel.
    const own = (await api.call(catalan, 'GET', '/api/payments/receipts')).json();
    expect(own).toEqual([
      expect.objectContaining({ id: ids[0], invoice: { id: issued[0]?.id, number: 'F-000001', kind: 'F2' } }),
    ]);
    const panel = (await api.call(admin, 'GET', `/api/users/${spanish.id}/payments`)).json();
    expect(panel.receipts[0].invoice).toEqual({ id: issued[1]?.id, number: 'F-000002', kind: 'F2' });
    const one = (await api.call(third, 'GET', `/api/payments/receipts/${ids[2]}`)).json();
    expect(one.invoice).toMatchObject({ number: 'F-000003' });
  });

  it('a plan bought by card names the plan and the month; the receipt then joins that plan', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member);
    const { result } = await api.checkout(member, {
      pmId: card.id,
      amount: 59,
      purpose: 'PLAN',
      planId: box.plans.twoDays,
      pro: false,
    });
    expect(result.status).toBe('succeeded');
    const [invoice] = await invoiceOfReceipt(result.receiptId ?? '');
    expect(invoice).toMatchObject({ concept: 'Tarifa mensual 2 días (noviembre de 2026)', totalCents: 5900 });
    const joined = await api.call(member, 'POST', `/api/users/${member.id}/joinWithReceiptId`, {
      planId: box.plans.twoDays,
      pro: false,
      receiptId: result.receiptId,
    });
    expect(joined.statusCode).toBe(200);
    // The receipt stays with its one invoice.
    expect(await invoiceOfReceipt(result.receiptId ?? '')).toHaveLength(1);
  });

  it('a plan checkout naming a plan that does not exist is refused before any charge', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member);
    const { res } = await api.checkout(member, {
      pmId: card.id,
      amount: 59,
      purpose: 'PLAN',
      planId: 999_999,
    });
    expect(res.statusCode).toBe(404);
    expect(await t.app.db.select().from(receipts).where(eq(receipts.userId, member.id))).toEqual([]);
  });

  it('a checkout for nothing in particular (an older client) gets a fixed concept, not the text it sent', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member);
    const { result } = await api.checkout(member, {
      pmId: card.id,
      amount: 20,
      description: 'Anything at all',
    });
    const [invoice] = await invoiceOfReceipt(result.receiptId ?? '');
    expect(invoice).toMatchObject({ concept: 'Pago a cuenta en el box', totalCents: 2000 });
  });

  it('a declined charge issues no invoice and takes no number', async () => {
    const member = await addMember(t);
    const before = await t.app.db.select().from(invoices);
    const card = await api.addCard(member, CARDS.declined);
    const { result } = await api.checkout(member, { pmId: card.id, amount: 12, purpose: 'CREDIT_ACTIVITY' });
    expect(result.status).toBe('failed');
    expect(await invoicesOf([member.id])).toEqual([]);
    const next = await api.paidReceipt(await addMember(t), 12, 'CREDIT_OPEN');
    const [invoice] = await invoiceOfReceipt(next);
    expect(invoice?.number).toBe(before.length + 1);
  });

  it('a payment confirmed after the extra step issues its invoice once, however often it is confirmed', async () => {
    const member = await addMember(t);
    const card = await api.addCard(member, CARDS.needsConfirmation);
    const { result } = await api.checkout(member, { pmId: card.id, amount: 12, purpose: 'CREDIT_OPEN' });
    expect(await invoicesOf([member.id])).toEqual([]);
    await api.call(member, 'POST', `/api/payments/sandbox/intents/${result.id}/authorize`, { approve: true });
    const confirmed = (await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`)).json();
    await api.call(member, 'POST', `/api/payments/checkout/${result.id}/confirm`);
    const issued = await invoicesOf([member.id]);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ receiptId: confirmed.receiptId, concept: '1 crédito de open box' });
  });
});

describe('the clock rule (art. 7.i) never undoes a charge', () => {
  it('the receipt is paid at once; its invoice waits and the retry job issues it when the clock allows', async () => {
    const member = await addMember(t);
    // A record dated five minutes ahead: the server's clock is now behind the chain.
    await issue(t.app.db, { userId: admin.id, now: new Date(Date.parse(NOW) + 5 * 60_000) });
    const receiptId = await api.paidReceipt(member, 12, 'CREDIT_ACTIVITY');
    const [paid] = await t.app.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(paid).toMatchObject({ status: 'SUCCEEDED', invoiceDueSince: new Date(NOW) });
    expect(await invoiceOfReceipt(receiptId)).toEqual([]);
    const listed = (await api.call(member, 'GET', '/api/payments/receipts')).json();
    expect(listed[0]).toMatchObject({ id: receiptId, invoice: null });
    // The credit it paid is bought all the same.
    const bought = await api.call(member, 'PUT', `/api/users/${member.id}/creditsWithReceiptId`, {
      credits: { activity: 1, open: 0 },
      receiptId,
    });
    expect(bought.statusCode).toBe(200);

    // Still behind: nothing is issued, the receipt keeps waiting.
    expect(await t.app.dueInvoices.run()).toEqual({ issued: 0, waiting: 1 });
    expect(await invoiceOfReceipt(receiptId)).toEqual([]);

    clock.set(new Date(Date.parse(NOW) + 5 * 60_000 + 1_000).toISOString());
    expect(await t.app.dueInvoices.run()).toEqual({ issued: 1, waiting: 0 });
    const [invoice] = await invoiceOfReceipt(receiptId);
    expect(invoice).toMatchObject({ concept: '1 crédito de clase', totalCents: 1200, kind: 'F2' });
    const [done] = await t.app.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(done?.invoiceDueSince).toBeNull();
    // Nothing left: a second run issues nothing more.
    expect(await t.app.dueInvoices.run()).toEqual({ issued: 0, waiting: 0 });
    expect(await invoiceOfReceipt(receiptId)).toHaveLength(1);
  });
});

describe('SEPA direct debits', () => {
  // A mandate that agrees 2 days of notice: the bank's lead days set the collection date here.
  const CREDITOR = {
    name: 'Box Fòrum SL',
    creditorId: 'ES11000B12345674',
    iban: 'ES7921000813610123456789',
    noticeDays: 2,
  };
  let serial = 0;
  async function debtor(planId: number, language: 'ca' | 'es'): Promise<Member> {
    const m = await addMember(t, { planId, status: 'ACTIVE' });
    await t.app.db.update(users).set({ language }).where(eq(users.id, m.id));
    serial += 1;
    const res = await api.call(admin, 'PUT', `/api/mandates/users/${m.id}`, {
      holder: `Titular ${serial}`,
      iban: 'ES9121000418450200051332',
      reference: `INV-${serial}`,
      signedOn: '2026-10-15',
    });
    expect(res.statusCode).toBe(200);
    return m;
  }

  it('an export issues one invoice per debit; a clock behind the chain refuses it whole; a second export or a download issues none', async () => {
    expect((await api.call(admin, 'PUT', '/api/mandates/creditor', CREDITOR)).statusCode).toBe(200);
    const ona = await debtor(box.plans.twoDays, 'ca');
    const pau = await debtor(box.plans.unlimited, 'es');
    const exportMonth = () => api.call(admin, 'POST', '/api/mandates/remittances/2026-11');

    // The chain's last record is a minute and more ahead: the export waits, nothing is kept.
    const ahead = Date.parse(clock.now().toISOString()) + 3 * 60_000;
    await issue(t.app.db, { userId: admin.id, now: new Date(ahead) });
    const refused = await exportMonth();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'invoice_clock_behind' });
    expect(await invoicesOf([ona.id, pau.id])).toEqual([]);
    expect((await api.call(admin, 'GET', '/api/mandates/remittances')).json()).toEqual([]);

    clock.set(new Date(ahead + 1_000).toISOString());
    const exported = await exportMonth();
    expect(exported.statusCode).toBe(201);
    const issued = await invoicesOf([ona.id, pau.id]);
    expect(issued.map((i) => [i.userId, i.language, i.concept, i.totalCents])).toEqual([
      [ona.id, 'ca', 'Renovació de la tarifa 2 días (novembre del 2026)', 5900],
      [pau.id, 'es', 'Renovación de la tarifa Ilimitado (noviembre de 2026)', 8900],
    ]);
    expect(issued[1]?.number).toBe((issued[0]?.number ?? 0) + 1);
    const items = await t.app.db
      .select({ userId: sepaRemittanceItems.userId, invoiceId: sepaRemittanceItems.invoiceId })
      .from(sepaRemittanceItems)
      .where(inArray(sepaRemittanceItems.userId, [ona.id, pau.id]));
    expect(items.map((i) => i.invoiceId).sort()).toEqual(issued.map((i) => i.id).sort());

    const count = (await t.app.db.select().from(invoices)).length;
    expect((await exportMonth()).json()).toMatchObject({ code: 'remittance_exported' });
    expect((await api.call(admin, 'GET', '/api/mandates/remittances/2026-11/file')).statusCode).toBe(200);
    expect((await t.app.db.select().from(invoices)).length).toBe(count);
  });
});

describe('monthly renewals by card', () => {
  it('issue one invoice per member charged, for the month renewed, and none for a declined card', async () => {
    const pays = await addMember(t, { planId: box.plans.twoDays });
    const declined = await addMember(t, { planId: box.plans.twoDays });
    const alsoPays = await addMember(t, { planId: box.plans.unlimited });
    await setLanguage(alsoPays, 'ca');
    await api.addCard(pays);
    await api.addCard(declined, CARDS.declined);
    await api.addCard(alsoPays);

    clock.set('2026-12-01T09:00:00Z');
    await t.app.renewals.run();
    const issued = await invoicesOf([pays.id, declined.id, alsoPays.id]);
    expect(issued.map((i) => [i.userId, i.concept, i.totalCents, i.issueDate])).toEqual([
      [pays.id, 'Renovación de la tarifa 2 días (diciembre de 2026)', 5900, '2026-12-01'],
      [alsoPays.id, 'Renovació de la tarifa Ilimitado (desembre del 2026)', 8900, '2026-12-01'],
    ]);
    const paid = await t.app.db
      .select({ id: receipts.id })
      .from(receipts)
      .where(and(eq(receipts.userId, pays.id), eq(receipts.purpose, 'PLAN_RENEWAL')));
    expect(issued[0]?.receiptId).toBe(paid[0]?.id);
    // A second run charges nobody again, so invoices nobody again.
    await t.app.renewals.run();
    expect(await invoicesOf([pays.id, declined.id, alsoPays.id])).toHaveLength(2);
  });
});

describe('after all of that', () => {
  it('the billing chain is whole (npm run invoices:verify) and the F series has no gaps', async () => {
    const report = await verifyChain(t.app.db);
    expect(report.broken).toBeNull();
    const all = await t.app.db.select().from(invoices).where(eq(invoices.series, 'F'));
    expect(report.records).toBe(all.length);
    expect(all.map((i) => i.number).sort((a, b) => a - b)).toEqual(all.map((_, i) => i + 1));
  });
});
