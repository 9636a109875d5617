import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { publicAddressWarning } from '../src/config/public-address';

describe('the public address', () => {
  it('defaults to the port the server listens on, so links reach it', () => {
    expect(loadEnv({ PORT: '3201' }).PUBLIC_URL).toBe('http://localhost:3201');
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('is the one set when PUBLIC_URL is given', () => {
    expect(loadEnv({ PORT: '3201', PUBLIC_URL: 'https://reserves.box.cat' }).PUBLIC_URL).toBe(
      'https://reserves.box.cat',
    );
  });

  it.each([
    ['0.0.0.0', 'http://localhost:3201', true],
    ['0.0.0.0', 'http://127.0.0.1:3000', true],
    ['::', 'http://[::1]:3000', true],
    ['192.168.1.20', 'http://app.localhost:3000', true],
    ['0.0.0.0', 'https://reserves.box.cat', false],
    ['0.0.0.0', 'http://192.168.1.20:3000', false],
    ['127.0.0.1', 'http://localhost:3000', false],
    ['localhost', 'http://localhost:3000', false],
  ])('listening on %s with %s warns: %s', (HOST, PUBLIC_URL, warns) => {
    const warning = publicAddressWarning({ HOST, PUBLIC_URL });
    expect(warning !== null).toBe(warns);
    if (warning) expect(warning).toContain(PUBLIC_URL);
  });
});
