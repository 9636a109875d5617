import type { AuthResponse, StoredToken, User } from '@boxbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { refreshToken as refreshCall } from '../features/auth/api/auth-calls';
import { activeRealtime, createRealtime, type Realtime } from '../lib/realtime';
import { sessionStore } from '../lib/session';
import type { KeyValueStorage } from '../lib/storage';

const TOKEN_KEY = 'boxbook.session';

/**
 * The stored token's shape (domain's storedTokenSchema), checked by hand: this runs on every
 * page, and zod would add 35 KB to the first download.
 */
function asStoredToken(value: unknown): StoredToken | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, refreshToken, starts = 0 } = value as Record<string, unknown>;
  if (typeof token !== 'string' || !token) return null;
  if (refreshToken !== null && typeof refreshToken !== 'string') return null;
  if (typeof starts !== 'number' || !Number.isInteger(starts) || starts < 0) return null;
  return { token, refreshToken, starts };
}
/** The token is renewed this long before it expires (spec point 4). */
const REFRESH_AHEAD_MS = 60_000;

let storage: KeyValueStorage | null = null;
let queryClient: QueryClient | null = null;
let realtime: Realtime | null = null;
let stopUserFeed: (() => void) | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;

export function configureSession(options: { storage: KeyValueStorage; queryClient: QueryClient }): void {
  storage = options.storage;
  queryClient = options.queryClient;
}

/** After login, signup or refresh: keep the tokens, plan the next refresh, join the user's room. */
export async function startSession(auth: AuthResponse): Promise<void> {
  const starts = asStoredToken(await storage?.get(TOKEN_KEY))?.starts ?? 0;
  const expiresAt = Date.parse(auth.expiresAt);
  const isNewUser = sessionStore.get()?.user.id !== auth.user.id;
  sessionStore.set({ token: auth.jwt, refreshToken: auth.refreshToken, expiresAt, user: auth.user });
  await storage?.set(TOKEN_KEY, {
    token: auth.jwt,
    refreshToken: auth.refreshToken,
    starts: starts + (isNewUser ? 1 : 0),
  });
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(
    () => void refreshSession(),
    Math.max(0, expiresAt - Date.now() - REFRESH_AHEAD_MS),
  );
  if (isNewUser) joinUserRoom(auth.user.id);
}

function joinUserRoom(userId: number): void {
  leaveUserRoom();
  realtime = createRealtime(() => sessionStore.get()?.token ?? null);
  activeRealtime.set(realtime);
  stopUserFeed = realtime.on(`/user/${userId}/read`, (body) => {
    sessionStore.setUser(body as User);
    void queryClient?.invalidateQueries({ queryKey: ['users', userId] });
  });
  realtime.start();
}

function leaveUserRoom(): void {
  stopUserFeed?.();
  stopUserFeed = null;
  void realtime?.stop();
  realtime = null;
  activeRealtime.set(null);
}

/** Swaps the refresh token for a new session; one request at a time, since each token works once. */
export function refreshSession(): Promise<boolean> {
  const token = sessionStore.get()?.refreshToken;
  if (!token) return Promise.resolve(false);
  refreshing ??= refreshCall(token)
    .then(async (auth) => {
      await startSession(auth);
      return true;
    })
    .catch(async () => {
      await endSession();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** On start-up: a stored token of the right shape is refreshed; anything else is thrown away. */
export async function restoreSession(): Promise<boolean> {
  const stored = await storage?.get(TOKEN_KEY);
  if (stored === undefined) return false;
  const parsed = asStoredToken(stored);
  if (!parsed?.refreshToken) {
    console.warn('invalid data in session storage');
    await storage?.remove(TOKEN_KEY);
    return false;
  }
  const refresh = parsed.refreshToken;
  try {
    await startSession(await refreshCall(refresh));
    return true;
  } catch {
    await endSession();
    return false;
  }
}

/** Leaves the room, forgets the tokens and clears everything cached for this user. */
export async function endSession(): Promise<void> {
  clearTimeout(refreshTimer);
  leaveUserRoom();
  sessionStore.set(null);
  queryClient?.removeQueries({ queryKey: ['users'] });
  await storage?.remove(TOKEN_KEY);
}
