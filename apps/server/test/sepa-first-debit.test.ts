import { CONFIG_DEFAULTS } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, sepaRemittanceItems } from '../src/infra/db/schema';
import { addMember, type Box, type bookingApi, type Member } from './booking-support';
import { openSepaBox } from './sepa-support';
import { fixedClock, type TestApp } from './test-app';

// A member whose plan an admin sets mid-month and who pays by SEPA mandate: their first debit
// follows the fair first month, as a card's first payment does (docs/sepa.md, "The first debit").
const clock = fixedClock('2026-11-01T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, admin } = await openSepaBox(clock));
});
afterAll(() => t.close());

let serial = 0;
/** A member with a mandate signed in October, given the 2-days plan (59 €) by an admin today. */
async function joinedToday(surname: string): Promise<Member> {
  const m = await addMember(t, { name: 'Soci', surname });
  serial += 1;
  const mandate = await api.call(admin, 'PUT', `/api/mandates/users/${m.id}`, {
    holder: `${surname} Titular`,
    iban: 'ES9121000418450200051332',
    reference: `FIRST-${serial}`,
    signedOn: '2026-10-15',
  });
  expect(mandate.statusCode).toBe(200);
  const joined = await api.call(admin, 'POST', `/api/users/${m.id}/join`, {
    planId: box.plans.twoDays,
    pro: false,
  });
  expect(joined.statusCode).toBe(200);
  return m;
}

const preview = async (month: string) => {
  const res = await api.call(admin, 'GET', `/api/mandates/remittances/${month}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { userId: number; amount: number }[];
    skipped: { userId: number; reason: string }[];
  };
};
const amountOf = (remittance: Awaited<ReturnType<typeof preview>>, m: Member) =>
  remittance.items.find((i) => i.userId === m.id)?.amount;

async function debitOf(m: Member) {
  const [row] = await t.app.db
    .select({
      amount: sepaRemittanceItems.amount,
      from: sepaRemittanceItems.coversFrom,
      to: sepaRemittanceItems.coversTo,
      concept: invoices.concept,
    })
    .from(sepaRemittanceItems)
    .innerJoin(invoices, eq(invoices.id, sepaRemittanceItems.invoiceId))
    .where(eq(sepaRemittanceItems.userId, m.id));
  return row;
}

describe("a SEPA member's first debit, prorated by days (the default)", () => {
  let onFirst: Member;
  let onFifteenth: Member;
  let onTwentyEighth: Member;

  it('debits the month for a plan from the 1st, the days left from the 15th, and the rest plus December from the 28th', async () => {
    onFirst = await joinedToday('Primer');
    clock.set('2026-11-15T09:00:00Z');
    onFifteenth = await joinedToday('Quinze');
    clock.set('2026-11-28T09:00:00Z');
    onTwentyEighth = await joinedToday('Vint-i-vuit');

    const november = await preview('2026-11');
    expect(amountOf(november, onFirst)).toBe(59);
    expect(amountOf(november, onFifteenth)).toBe(31.47); // 16 of 30 days
    expect(amountOf(november, onTwentyEighth)).toBe(64.9); // 3 of 30 days + December
  });

  it('writes which days each first debit pays on the debit and its invoice', async () => {
    expect((await api.call(admin, 'POST', '/api/mandates/remittances/2026-11')).statusCode).toBe(201);
    expect(await debitOf(onFirst)).toMatchObject({
      amount: 59,
      concept: 'Tarifa mensual 2 días (noviembre de 2026)',
    });
    expect(await debitOf(onFifteenth)).toEqual({
      amount: 31.47,
      from: '2026-11-15',
      to: '2026-11-30',
      concept: 'Tarifa mensual 2 días (15/11/2026 – 30/11/2026)',
    });
    expect(await debitOf(onTwentyEighth)).toEqual({
      amount: 64.9,
      from: '2026-11-28',
      to: '2026-12-31',
      concept: 'Tarifa mensual 2 días (28/11/2026 – 31/12/2026)',
    });
  });

  it('debits the whole month next, and leaves out the December a first debit already paid', async () => {
    const december = await preview('2026-12');
    expect(amountOf(december, onFirst)).toBe(59);
    expect(amountOf(december, onFifteenth)).toBe(59);
    expect(amountOf(december, onTwentyEighth)).toBeUndefined();
    expect(december.skipped).toContainEqual(
      expect.objectContaining({ userId: onTwentyEighth.id, reason: 'PAID' }),
    );
    expect((await api.call(admin, 'POST', '/api/mandates/remittances/2026-12')).statusCode).toBe(201);
  });

  it('debits the days owed with the next month for a member who joined after their month was exported', async () => {
    clock.set('2026-12-10T09:00:00Z');
    const late = await joinedToday('Desembre');
    expect(amountOf(await preview('2026-12'), late)).toBeUndefined(); // December left already
    // 22 of 31 days of December (41.87) and January.
    expect(amountOf(await preview('2027-01'), late)).toBe(100.87);
  });

  it('prorates by the days of February', async () => {
    clock.set('2027-02-15T09:00:00Z');
    const february = await joinedToday('Febrer');
    expect(amountOf(await preview('2027-02'), february)).toBe(29.5); // 14 of 28 days
  });
});

describe("a SEPA member's first debit with 'full' billing", () => {
  it('debits the whole month of joining', async () => {
    const { timeZone: _zone, paymentPublicKey: _key, ...settings } = CONFIG_DEFAULTS;
    const saved = await api.call(admin, 'PUT', '/api/app/config', {
      ...settings,
      topPlanKey: 'unlimited',
      firstMonthBilling: 'full',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    clock.set('2027-02-16T09:00:00Z');
    const member = await joinedToday('Sencer');
    expect(amountOf(await preview('2027-02'), member)).toBe(59);
  });
});
