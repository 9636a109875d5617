import type { StoredToken } from '@boxbook/domain';
import type { KeyValueStorage } from '../lib/storage';

const TOKEN_KEY = 'boxbook.session';

/**
 * What survives a reload and what the tabs of one browser share: the token object, and
 * when its access token arrived (this device's clock, the same for every tab).
 */
export interface StoredSession extends StoredToken {
  receivedAt?: number;
}

const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The stored token's shape (domain's storedTokenSchema), checked by hand: this runs on every
 * page, and zod would add 35 KB to the first download.
 */
function asStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, refreshToken, starts = 0, receivedAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || !token) return null;
  if (refreshToken !== null && typeof refreshToken !== 'string') return null;
  if (!isCount(starts)) return null;
  return {
    token,
    refreshToken,
    starts: starts as number,
    ...(isCount(receivedAt) ? { receivedAt: receivedAt as number } : {}),
  };
}

export const storedSession = {
  /** undefined when nothing is stored, null when what is stored has the wrong shape. */
  async read(storage: KeyValueStorage | null): Promise<StoredSession | null | undefined> {
    const value = await storage?.get(TOKEN_KEY);
    return value === undefined ? undefined : asStoredSession(value);
  },
  write: (storage: KeyValueStorage | null, value: StoredSession) => storage?.set(TOKEN_KEY, value),
  remove: (storage: KeyValueStorage | null) => storage?.remove(TOKEN_KEY),
};
