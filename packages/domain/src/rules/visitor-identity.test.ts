import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './visitor-identity';

describe('emailKey', () => {
  it.each([
    ['anna@mail.com', 'anna@mail.com'],
    [' Anna@Mail.COM ', 'anna@mail.com'],
  ])('%s is %s', (email, key) => expect(emailKey(email)).toBe(key));
});

describe('phoneKey', () => {
  it.each([
    ['612345678', '34612345678'],
    ['612 345 678', '34612345678'],
    ['+34 612-345-678', '34612345678'],
    ['0034612345678', '34612345678'],
    ['+33 6 12 34 56 78', '33612345678'],
    ['34612345678', '34612345678'],
  ])('%s is %s', (phone, key) => expect(phoneKey(phone)).toBe(key));
});
