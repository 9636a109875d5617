import { describe, expect, it } from 'vitest';
import { aeatAmount, aeatDate } from './format';

describe('aeatAmount', () => {
  it.each([
    [12345, '123.45'],
    [1235, '12.35'],
    [6395, '63.95'],
    [1200, '12.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-2100, '-21.00'],
    [-5, '-0.05'],
    [99_999_999_999_999, '999999999999.99'],
  ])('%i cents is %s', (cents, text) => {
    expect(aeatAmount(cents)).toBe(text);
  });

  it.each([[12.5], [Number.NaN], [100_000_000_000_000]])(
    'refuses %s: not whole cents or past 12 digits',
    (cents) => {
      expect(() => aeatAmount(cents)).toThrow(RangeError);
    },
  );
});

describe('aeatDate', () => {
  it.each([
    ['2024-01-01', '01-01-2024'],
    ['2027-12-31', '31-12-2027'],
    ['2028-02-29', '29-02-2028'],
  ])('%s is written %s', (iso, aeat) => {
    expect(aeatDate(iso)).toBe(aeat);
  });

  it.each([['2027-02-29'], ['2027-13-01'], ['01-01-2024'], ['2027-1-1']])('refuses %s', (text) => {
    expect(() => aeatDate(text)).toThrow(RangeError);
  });
});
