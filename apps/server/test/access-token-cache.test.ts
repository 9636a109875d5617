import { expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createAccessTokens } from '../src/features/auth/access-token';
import { fixedClock } from './test-app';

// Verified tokens are remembered (jose's WebCrypto verification costs ~75 µs a call); what the
// memory may never change is which tokens are accepted.
const secret = 'a-test-secret-of-at-least-32-characters!';

it('accepts a remembered token only until it expires, and never a token it did not verify', async () => {
  const clock = fixedClock('2026-11-23T09:00:00Z');
  const tokens = createAccessTokens(secret, clock);
  const { token } = await tokens.sign({ userId: 7, roles: ['USER'], sessionId: 's1' });

  const first = await tokens.verify(token);
  expect(first).toMatchObject({ userId: 7, roles: ['USER'], sessionId: 's1' });
  expect(await tokens.verify(token)).toEqual(first);

  // Same header and claims, another signature: refused although its twin is remembered.
  const [header, payload] = token.split('.');
  expect(await tokens.verify(`${header}.${payload}.${'A'.repeat(43)}`)).toBeNull();
  // Signed with another secret: refused.
  const other = await createAccessTokens(`${secret}-other`, clock).sign({ userId: 7, roles: ['ADMIN'] });
  expect(await tokens.verify(other.token)).toBeNull();

  clock.set(new Date(Date.parse('2026-11-23T09:00:00Z') + ACCESS_TOKEN_SECONDS * 1000 - 1).toISOString());
  expect(await tokens.verify(token)).not.toBeNull();
  clock.set(new Date(Date.parse('2026-11-23T09:00:00Z') + ACCESS_TOKEN_SECONDS * 1000).toISOString());
  expect(await tokens.verify(token)).toBeNull();
  expect(await tokens.verify(token)).toBeNull();
});
