import { describe, expect, it } from 'vitest';
import { isValidCin, normalizeCin } from './cin';

describe('isValidCin', () => {
  it.each([
    ['12345678Z', true],
    ['00000000T', true],
    ['12345678z', true],
    ['1234 5678-Z', true],
    ['X1234567L', true],
    ['Y1234567X', true],
    ['Z1234567R', true],
    ['12345678A', false],
    ['X1234567A', false],
    ['1234567Z', false],
    ['123456789Z', false],
    ['W1234567L', false],
    ['', false],
  ])('%s → %s', (cin, valid) => {
    expect(isValidCin(cin)).toBe(valid);
  });
});

describe('normalizeCin', () => {
  it('stores upper-case without spaces or dashes', () => {
    expect(normalizeCin(' x-1234567 l ')).toBe('X1234567L');
  });
});
