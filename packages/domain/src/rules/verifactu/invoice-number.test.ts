import { describe, expect, it } from 'vitest';
import { invoiceNumberText } from './invoice-number';

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
