import { describe, expect, it } from 'vitest';
import {
  creditCents,
  firstOfNextMonth,
  lastDayOfMonth,
  planChangeEffectiveOn,
  planMonthlyCents,
  vatIncluded,
} from './prices';

describe('planMonthlyCents', () => {
  const plan = { price: 59, proPrice: 4.95, discountPercent: 0, isTopPlan: false };
  it.each([
    [{}, 5900],
    [{ pro: true }, 6395],
    [{ pro: true, isTopPlan: true }, 5900],
    [{ discountPercent: 10 }, 5310],
    [{ pro: true, discountPercent: 15 }, 5436],
    [{ discountPercent: 100 }, 0],
  ])('%o costs %i cents', (change, cents) => {
    expect(planMonthlyCents({ ...plan, pro: false, ...change })).toBe(cents);
  });

  it('adds decimals exactly (0.1 + 0.2 is not 0.30000000000000004 cents)', () => {
    expect(planMonthlyCents({ ...plan, price: 0.1, proPrice: 0.2, pro: true })).toBe(30);
  });
});

it.each([
  [true, 700],
  [false, 1200],
])('a credit with a plan %s costs %i cents', (hasPlan, cents) => {
  expect(creditCents(hasPlan, { creditsPlan: 7, creditsNoPlan: 12 })).toBe(cents);
});

it.each([
  [12100, 10000, 2100],
  [700, 579, 121],
  [6395, 5285, 1110],
  [1, 1, 0],
])('%i cents with VAT: base %i, VAT %i', (total, base, vat) => {
  expect(vatIncluded(total)).toEqual({ base, vat });
});

describe('vatIncluded, as invoices need it (docs/invoicing.md, "VAT from the total")', () => {
  it('adds up to the total and keeps the VAT within a cent of base × 21 %, for every total to 1,000 €', () => {
    // One expect at the end: 100,001 of them take seconds on a busy machine.
    const wrong: number[] = [];
    for (let total = 0; total <= 100_000; total++) {
      const { base, vat } = vatIncluded(total);
      if (base + vat !== total || Math.abs(vat - Math.round(base * 0.21)) > 1) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it('splits a refund (a negative total) as the mirror of its charge', () => {
    for (const total of [99, 1200, 12395, 777_777]) {
      const charge = vatIncluded(total);
      expect(vatIncluded(-total)).toEqual({ base: -charge.base, vat: -charge.vat });
    }
  });
});

describe('dates of plan changes (changePlanDayLimit 26)', () => {
  it.each([
    ['2026-11-01', '2026-12-01'],
    ['2026-11-26', '2026-12-01'],
    ['2026-11-27', '2027-01-01'],
    ['2026-11-30', '2027-01-01'],
    ['2026-12-26', '2027-01-01'],
    ['2026-12-27', '2027-02-01'],
  ])('asked on %s, it takes effect on %s', (today, effective) => {
    expect(planChangeEffectiveOn(today, 26)).toBe(effective);
  });

  it('knows month ends, February of a leap year included', () => {
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01');
    expect(lastDayOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-02-10')).toBe('2026-02-28');
  });
});
