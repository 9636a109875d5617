import type { AuthResponse, StoredToken, User } from '@boxbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { refreshToken as refreshCall } from '../features/auth/api/auth-calls';
import { ApiError, configureApiClient, type Renewal } from '../lib/api-client';
import { errorCodeOf } from '../lib/error-code';
import { activeRealtime, createRealtime, type Realtime } from '../lib/realtime';
import { type Session, type SessionEndReason, sessionStore } from '../lib/session';
import type { KeyValueStorage } from '../lib/storage';
import { REFRESH_AHEAD_MS, refreshDelayMs, tokenLifetimeMs } from '../lib/token-lifetime';

const TOKEN_KEY = 'boxbook.session';
/** DESIGN.md 5's access-token lifetime, for a token that does not state its own. */
const DEFAULT_LIFETIME_MS = 15 * 60_000;
/** A token renewed because the server refused the last one, refused again this soon: do not loop. */
const MIN_AGE_TO_RENEW_AGAIN_MS = 10_000;

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

let storage: KeyValueStorage | null = null;
let queryClient: QueryClient | null = null;
let realtime: Realtime | null = null;
let stopUserFeed: (() => void) | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<Renewal> | null = null;
/** Bumped by every sign-out, so a refresh that was under way cannot bring the session back. */
let generation = 0;
/** When the current token arrived, on this device's clock. */
let arrivedAt = 0;
/** The last token `renew` obtained, the answer to a refusal. */
let renewedToken: string | null = null;

/** Wires the session to the API client and to the tab's wake-ups; the query cache is cleared on logout. */
export function configureSession(options: { storage?: KeyValueStorage; queryClient: QueryClient }): void {
  storage = options.storage ?? storage;
  queryClient = options.queryClient;
  configureApiClient({ token: freshToken, renew });
  watchWakeUps();
}

/** After login, signup or refresh: keep the tokens, plan the next refresh, join the user's room. */
export async function startSession(auth: AuthResponse): Promise<void> {
  // The lifetime is the server's (iat to exp); when it ends is measured on our clock from now.
  arrivedAt = Date.now();
  const lifetime = tokenLifetimeMs(auth.jwt) ?? DEFAULT_LIFETIME_MS;
  const isNewUser = sessionStore.get()?.user.id !== auth.user.id;
  sessionStore.set({
    token: auth.jwt,
    refreshToken: auth.refreshToken,
    expiresAt: arrivedAt + lifetime,
    user: auth.user,
  });
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshSession(), refreshDelayMs(lifetime));
  if (isNewUser) joinUserRoom(auth.user.id);
  const starts = asStoredToken(await storage?.get(TOKEN_KEY))?.starts ?? 0;
  await storage?.set(TOKEN_KEY, {
    token: auth.jwt,
    refreshToken: auth.refreshToken,
    starts: starts + (isNewUser ? 1 : 0),
  });
}

function joinUserRoom(userId: number): void {
  leaveUserRoom();
  realtime = createRealtime({ token: freshToken, renew });
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

const isAtItsEnd = (session: Session) => Date.now() >= session.expiresAt - REFRESH_AHEAD_MS;

/** The token to send now, renewed first if the timer could not do it (a phone asleep, a tab frozen). */
async function freshToken(): Promise<string | null> {
  if (refreshing) await refreshing;
  const session = sessionStore.get();
  if (session && isAtItsEnd(session)) await refreshSession();
  return sessionStore.get()?.token ?? null;
}

/** The server refused `rejected` (a 401, a realtime ERROR): renew it, once for all who saw it refused. */
async function renew(rejected: string): Promise<Renewal> {
  const session = sessionStore.get();
  if (!session) return 'ended';
  if (session.token !== rejected) return 'fresh';
  // A server that refuses even the token it has just issued would have us refresh forever.
  if (rejected === renewedToken && Date.now() - arrivedAt < MIN_AGE_TO_RENEW_AGAIN_MS) return 'unreachable';
  const renewal = await refreshSession();
  if (renewal === 'fresh') renewedToken = sessionStore.get()?.token ?? null;
  return renewal;
}

/** The server refused the refresh token (a 4xx), as opposed to not answering. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

function endReasonOf(error: unknown): SessionEndReason {
  const code = errorCodeOf(error);
  return code === 'refresh_reused' ? 'reused' : code === 'refresh_revoked' ? 'closed' : 'expired';
}

/**
 * Swaps the refresh token for a new session; one request at a time, since each token works once.
 * Only the server's refusal ends the session: without a network the member stays signed in.
 */
export function refreshSession(): Promise<Renewal> {
  const token = sessionStore.get()?.refreshToken;
  if (!token) return endSession('expired').then(() => 'ended');
  const started = generation;
  refreshing ??= refreshCall(token)
    .then(async (auth): Promise<Renewal> => {
      if (started !== generation) return 'ended';
      await startSession(auth);
      return 'fresh';
    })
    .catch(async (error: unknown): Promise<Renewal> => {
      if (!isRefusal(error)) return 'unreachable';
      if (started === generation) await endSession(endReasonOf(error));
      return 'ended';
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let watching = false;

/** A tab shown again, or a network back, with a token at its end renews it before anything else. */
function watchWakeUps(): void {
  if (watching) return;
  watching = true;
  const check = () => {
    const session = sessionStore.get();
    if (document.visibilityState !== 'hidden' && session && isAtItsEnd(session)) void refreshSession();
  };
  document.addEventListener('visibilitychange', check);
  window.addEventListener('online', check);
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
  try {
    await startSession(await refreshCall(parsed.refreshToken));
    return true;
  } catch (error) {
    // Offline at start-up: keep the stored session for the next start rather than forget it.
    if (isRefusal(error)) await endSession(endReasonOf(error));
    return false;
  }
}

/** Leaves the room, forgets the tokens and clears everything cached for this user. */
export async function endSession(reason: SessionEndReason | null = null): Promise<void> {
  generation += 1;
  clearTimeout(refreshTimer);
  leaveUserRoom();
  sessionStore.end(reason);
  queryClient?.removeQueries({ queryKey: ['users'] });
  await storage?.remove(TOKEN_KEY);
}
