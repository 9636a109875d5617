import { describe, expect, it } from 'vitest';
import { formatPhone } from './format';

describe('formatPhone', () => {
  it.each([
    ['+34931234567', '+34 931 23 45 67'],
    ['931234567', '+34 931 23 45 67'],
    ['+34 600 11 22 33', '+34 600 11 22 33'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['', ''],
  ])('%s → %s', (raw, shown) => expect(formatPhone(raw)).toBe(shown));
});
