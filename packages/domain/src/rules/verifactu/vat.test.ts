import { describe, expect, it } from 'vitest';
import { invoiceNumberText, splitVatIncluded } from './vat';

describe('splitVatIncluded', () => {
  it.each([
    // total, base, VAT: the box's prices
    [1200, 992, 208],
    [12395, 10244, 2151],
    [495, 409, 86],
    [121, 100, 21],
    [1, 1, 0],
    [0, 0, 0],
    [-1200, -992, -208],
  ])('%i cents → base %i + VAT %i', (total, base, vat) => {
    expect(splitVatIncluded(total)).toEqual({ baseCents: base, vatCents: vat });
  });

  it('adds up to the total and keeps the VAT within a cent of base × 21 %, for every total to 1,000 €', () => {
    for (let total = 0; total <= 100_000; total++) {
      const { baseCents, vatCents } = splitVatIncluded(total);
      expect(baseCents + vatCents).toBe(total);
      expect(Math.abs(vatCents - Math.round(baseCents * 0.21))).toBeLessThanOrEqual(1);
    }
  });

  it('splits a refund as the mirror of the charge', () => {
    for (const total of [1, 99, 1200, 12395, 777_777]) {
      const charge = splitVatIncluded(total);
      // `0 -` rather than unary minus: a VAT of 0 mirrors to 0, not -0.
      expect(splitVatIncluded(-total)).toEqual({
        baseCents: 0 - charge.baseCents,
        vatCents: 0 - charge.vatCents,
      });
    }
  });

  it('refuses what is not whole cents or a rate', () => {
    expect(() => splitVatIncluded(12.5)).toThrow(RangeError);
    expect(() => splitVatIncluded(100, -1)).toThrow(RangeError);
  });
});

describe('invoiceNumberText', () => {
  it.each([
    ['F', 1, 'F-000001'],
    ['FR', 42, 'FR-000042'],
    ['F2027', 1_234_567, 'F2027-1234567'],
  ])('%s %i → %s', (series, number, text) => {
    expect(invoiceNumberText(series, number)).toBe(text);
  });

  it('refuses a series or number the AEAT would not take', () => {
    expect(() => invoiceNumberText('f', 1)).toThrow(RangeError);
    expect(() => invoiceNumberText('F', 0)).toThrow(RangeError);
    expect(() => invoiceNumberText('F/1', 1)).toThrow(RangeError);
  });
});
