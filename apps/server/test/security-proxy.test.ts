import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { createTestApp, type TestApp } from './test-app';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** The nth valid DNI of a series nobody in the demo data holds. */
const dni = (n: number) => `${String(40_000_000 + n).padStart(8, '0')}${LETTERS[(40_000_000 + n) % 23]}`;

/** Asks for 11 reset mails, each claiming a new address; the per-IP limit is 10 (rate-limit.ts). */
async function forgotFromSpoofedAddresses(t: TestApp) {
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { cin: dni(i) },
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('client address', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('ignores X-Forwarded-For by default, so a per-IP limit cannot be reset by the client', async () => {
    const t = await createTestApp();
    apps.push(t);
    const codes = await forgotFromSpoofedAddresses(t);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(codes[10]).toBe(429);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '203.0.113.7' } });
    apps.push(t);
    expect(await forgotFromSpoofedAddresses(t)).toEqual(Array(11).fill(202));
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is off unless set', () => {
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses', () => {
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.1, 10.0.0.0/8,loopback')).toBe('10.0.0.1,10.0.0.0/8,loopback');
  });

  it('refuses to trust every proxy, with a message naming the variable', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY: name the proxies/);
    expect(() => trust('a b')).toThrow(/TRUST_PROXY/);
  });
});
