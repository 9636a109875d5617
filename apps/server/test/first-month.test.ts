import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRemittance } from '../src/features/mandates/plan-debits';
import { invoices, planRenewals, receipts, sepaMandates } from '../src/infra/db/schema';
import { addMember, type Box, type Member, seedBox } from './booking-support';
import { paymentsApi } from './payments-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

const clock = fixedClock('2026-11-15T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof paymentsApi>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  api = paymentsApi(t);
});
afterAll(() => t.close());

/** Pays the 2-days plan (59 € a month) by card and joins it with the receipt. */
async function joinTwoDays(member: Member, amount: number) {
  const card = await api.addCard(member);
  const { res, result } = await api.checkout(member, {
    pmId: card.id,
    amount,
    purpose: 'PLAN',
    planId: box.plans.twoDays,
    pro: false,
  });
  if (result.status !== 'succeeded') return { res, receiptId: null };
  const joined = await api.call(member, 'POST', `/api/users/${member.id}/joinWithReceiptId`, {
    planId: box.plans.twoDays,
    pro: false,
    receiptId: result.receiptId,
  });
  expect(joined.statusCode).toBe(200);
  return { res, receiptId: result.receiptId };
}

const invoiceOf = async (receiptId: string) =>
  (await t.app.db.select().from(invoices).where(eq(invoices.receiptId, receiptId)))[0];

describe('a fair first month (prorated, the default)', () => {
  it('joining on the 15th pays the 16 days left of November, and the invoice says which days', async () => {
    clock.set('2026-11-15T09:00:00Z');
    const member = await addMember(t);
    // The whole month is not what the box asks any more: refused before the card is charged.
    const whole = await joinTwoDays(member, 59);
    expect(whole.res.json()).toMatchObject({ code: 'price_changed', params: { expected: 31.47 } });
    const { receiptId } = await joinTwoDays(member, 31.47);
    const [receipt] = await t.app.db
      .select()
      .from(receipts)
      .where(eq(receipts.id, receiptId ?? ''));
    expect(receipt).toMatchObject({ amount: 31.47, coversFrom: '2026-11-15', coversTo: '2026-11-30' });
    expect(await invoiceOf(receiptId ?? '')).toMatchObject({
      concept: 'Tarifa mensual 2 días (15/11/2026 – 30/11/2026)',
      totalCents: 3147,
    });
  });

  it('joining on the 28th pays the rest of November and December; December’s renewal and SEPA remittance leave the member out', async () => {
    clock.set('2026-11-28T09:00:00Z');
    const member = await addMember(t);
    const { receiptId } = await joinTwoDays(member, 64.9);
    expect(await invoiceOf(receiptId ?? '')).toMatchObject({
      concept: 'Tarifa mensual 2 días (28/11/2026 – 31/12/2026)',
      totalCents: 6490,
    });
    // With a mandate too, December's SEPA remittance does not debit the December it already paid.
    await t.app.db.insert(sepaMandates).values({
      userId: member.id,
      holder: 'Late Joiner',
      iban: 'ES9121000418450200051332',
      reference: `MANDATE-LATE-${member.id}`,
      signedOn: '2026-11-28',
    });
    const december = await planRemittance(t.app.db, {
      month: '2026-12',
      box: {
        proPrice: 4.95,
        topPlanKey: 'games',
        timeZone: 'Europe/Madrid',
        sepaLeadDays: 2,
        firstMonthBilling: 'prorated',
        changePlanDayLimit: 26,
      },
      collecting: { collectionDate: '2026-12-14', recollectReturns: true },
    });
    expect(december.debits.map((d) => d.userId)).not.toContain(member.id);
    expect(december.skipped).toContainEqual(expect.objectContaining({ userId: member.id, reason: 'PAID' }));
    await t.app.db.delete(sepaMandates).where(eq(sepaMandates.userId, member.id));
    clock.set('2026-12-01T09:00:00Z');
    await t.app.renewals.run();
    const [renewal] = await t.app.db
      .select()
      .from(planRenewals)
      .where(and(eq(planRenewals.userId, member.id), eq(planRenewals.month, '2026-12-01')));
    expect(renewal).toMatchObject({ status: 'SKIPPED', method: 'NONE' });
    const charged = await t.app.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.userId, member.id), eq(receipts.purpose, 'PLAN_RENEWAL')));
    expect(charged).toEqual([]);
  });

  it('joining on the 1st pays the month, named as such', async () => {
    clock.set('2026-12-01T10:00:00Z');
    const member = await addMember(t);
    const { receiptId } = await joinTwoDays(member, 59);
    expect(await invoiceOf(receiptId ?? '')).toMatchObject({
      concept: 'Tarifa mensual 2 días (diciembre de 2026)',
    });
  });
});
