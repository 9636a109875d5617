import { describe, expect, it } from 'vitest';
import { refreshDelayMs, tokenLifetimeMs, tokenSubject } from './access-token';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.sig`;

describe('tokenLifetimeMs', () => {
  it('is what the server gave the token, whatever the date on either clock', () => {
    expect(tokenLifetimeMs(jwt({ sub: '7', iat: 1_700_000_000, exp: 1_700_000_900 }))).toBe(900_000);
    expect(tokenLifetimeMs(jwt({ iat: 0, exp: 60 }))).toBe(60_000);
  });

  it.each([
    ['not a JWT', 'test-token'],
    ['a payload that is not JSON', 'a.b.c'],
    ['no issued-at', jwt({ exp: 1_700_000_900 })],
    ['an expiry before the issue', jwt({ iat: 1_700_000_900, exp: 1_700_000_000 })],
    ['claims that are not numbers', jwt({ iat: '1', exp: '901' })],
  ])('is unknown for %s', (_, token) => {
    expect(tokenLifetimeMs(token)).toBeNull();
  });
});

describe('refreshDelayMs', () => {
  it('renews a minute before the end', () => {
    expect(refreshDelayMs(15 * 60_000)).toBe(14 * 60_000);
  });

  it('waits at least half the lifetime, so a short token never makes a loop', () => {
    expect(refreshDelayMs(60_000)).toBe(30_000);
    expect(refreshDelayMs(0)).toBeGreaterThanOrEqual(5_000);
  });
});

describe('tokenSubject', () => {
  it('is the user id the token was issued to', () => {
    expect(tokenSubject(jwt({ sub: '7', iat: 0, exp: 900 }))).toBe('7');
    expect(tokenSubject('test-token')).toBeNull();
  });
});
