import type { AuthResponse, User } from '@boxbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { refreshToken as refreshCall } from '../features/auth/api/auth-calls';
import { forgetOfflineData } from '../features/pwa/api/service-worker';
import { REFRESH_AHEAD_MS, refreshDelayMs, tokenLifetimeMs, tokenSubject } from '../lib/access-token';
import { ApiError, api, configureApiClient, type Renewal } from '../lib/api-client';
import { errorCodeOf } from '../lib/error-code';
import { userKeys } from '../lib/query-keys';
import { type Session, type SessionEndReason, sessionStore } from '../lib/session';
import type { KeyValueStorage } from '../lib/storage';
import { type StoredSession, storedSession } from './stored-session';
import { joinUserRoom } from './user-room';
import { watchWakeUps } from './wake-ups';

/** The access token's lifetime (docs/security.md), for a token that does not state its own. */
const DEFAULT_LIFETIME_MS = 15 * 60_000;
/** A token renewed because the server refused the last one, refused again this soon: do not loop. */
const MIN_AGE_TO_RENEW_AGAIN_MS = 10_000;

let storage: KeyValueStorage | null = null;
let queryClient: QueryClient | null = null;
let leaveRoom: (() => void) | null = null;
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
  watchWakeUps(() => {
    const session = sessionStore.get();
    if (session && isAtItsEnd(session.expiresAt)) void refreshSession();
  });
}

const lifetimeOf = (jwt: string) => tokenLifetimeMs(jwt) ?? DEFAULT_LIFETIME_MS;
const isAtItsEnd = (expiresAt: number) => Date.now() >= expiresAt - REFRESH_AHEAD_MS;

/**
 * Holds an access token that arrived at `receivedAt` and plans its renewal. The lifetime is the
 * server's (iat to exp), measured on this device's clock from the arrival: never the server's
 * `expiresAt` against the device's date, which a phone whose clock is off misreads.
 */
function holdToken(token: StoredSession & { receivedAt: number }, user: User): void {
  arrivedAt = token.receivedAt;
  const lifetime = lifetimeOf(token.token);
  const expiresAt = arrivedAt + lifetime;
  sessionStore.set({ token: token.token, refreshToken: token.refreshToken, expiresAt, user });
  clearTimeout(refreshTimer);
  const wait = Math.max(0, arrivedAt + refreshDelayMs(lifetime) - Date.now());
  refreshTimer = setTimeout(() => void refreshSession(), wait);
}

/** After login, signup or refresh: keep the tokens, plan the next refresh, join the user's room. */
export async function startSession(auth: AuthResponse): Promise<void> {
  const receivedAt = Date.now();
  const isNewUser = sessionStore.get()?.user.id !== auth.user.id;
  const stored = { token: auth.jwt, refreshToken: auth.refreshToken, receivedAt };
  holdToken({ ...stored, starts: 0 }, auth.user);
  if (isNewUser) {
    leaveRoom?.();
    leaveRoom = joinUserRoom(auth.user.id, { token: freshToken, renew, queryClient: () => queryClient });
  }
  const starts = (await storedSession.read(storage))?.starts ?? 0;
  await storedSession.write(storage, { ...stored, starts: starts + (isNewUser ? 1 : 0) });
}

/** The token to send now, renewed first if the timer could not do it (a phone asleep, a tab frozen). */
async function freshToken(): Promise<string | null> {
  if (refreshing) await refreshing;
  const session = sessionStore.get();
  if (session && isAtItsEnd(session.expiresAt)) await refreshSession();
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

/** One refresh at a time across the browser's tabs, since each refresh token works once. */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  // The lock typings wrap the callback's promise once more; `then` takes it off.
  return locks ? locks.request('boxbook.refresh', work).then((result) => result) : work();
}

/** Tokens another tab of this browser renewed for the same user: the refresh token held here is spent. */
function sharedNewer(stored: StoredSession | null | undefined, held: Session): StoredSession | null {
  if (!stored?.refreshToken || stored.refreshToken === held.refreshToken) return null;
  return tokenSubject(stored.token) === String(held.user.id) ? stored : null;
}

/**
 * Renews the session; one request at a time. Only the server's refusal ends it: without a network
 * the member stays signed in.
 */
export function refreshSession(): Promise<Renewal> {
  const started = generation;
  refreshing ??= withRefreshLock(async (): Promise<Renewal> => {
    const held = sessionStore.get();
    if (!held || started !== generation) return 'ended';
    const shared = sharedNewer(await storedSession.read(storage), held);
    if (shared?.receivedAt !== undefined && !isAtItsEnd(shared.receivedAt + lifetimeOf(shared.token))) {
      holdToken({ ...shared, receivedAt: shared.receivedAt }, held.user);
      return 'fresh';
    }
    const refresh = shared?.refreshToken ?? held.refreshToken;
    if (!refresh) return endSession('expired').then(() => 'ended');
    try {
      const auth = await refreshCall(refresh);
      if (started !== generation) return 'ended';
      await startSession(auth);
      return 'fresh';
    } catch (error) {
      if (!isRefusal(error)) return 'unreachable';
      if (started === generation) await endSession(endReasonOf(error));
      return 'ended';
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** On start-up: a stored token of the right shape is refreshed; anything else is thrown away. */
export function restoreSession(): Promise<boolean> {
  // Locked too: a browser that reopens three tabs restores them at once, from one refresh token.
  return withRefreshLock(async () => {
    const stored = await storedSession.read(storage);
    if (stored === undefined) return false;
    if (!stored?.refreshToken) {
      console.warn('invalid data in session storage');
      await storedSession.remove(storage);
      return false;
    }
    try {
      await startSession(await refreshCall(stored.refreshToken));
      return true;
    } catch (error) {
      if (isRefusal(error)) {
        await endSession(endReasonOf(error));
        return false;
      }
      // Offline at start-up: keep the stored session, and show what the service worker kept.
      return resumeOffline(stored);
    }
  });
}

/**
 * Signed in without a network: the stored tokens and the user as last seen (the service worker's
 * copy of /api/users/{id}), so the member's bookings and the WOD show at the box with no signal.
 * The refresh and the realtime connection try again by themselves once the network is back.
 */
async function resumeOffline(stored: StoredSession): Promise<boolean> {
  const userId = Number(tokenSubject(stored.token));
  if (!Number.isInteger(userId) || userId <= 0) return false;
  try {
    const user = await api<User>(`/api/users/${userId}`);
    holdToken({ ...stored, receivedAt: stored.receivedAt ?? 0 }, user);
    leaveRoom?.();
    leaveRoom = joinUserRoom(user.id, { token: freshToken, renew, queryClient: () => queryClient });
    return true;
  } catch {
    return false;
  }
}

/** Leaves the room, forgets the tokens and clears everything cached for this user. */
export async function endSession(reason: SessionEndReason | null = null): Promise<void> {
  generation += 1;
  void forgetOfflineData();
  clearTimeout(refreshTimer);
  leaveRoom?.();
  leaveRoom = null;
  sessionStore.end(reason);
  queryClient?.removeQueries({ queryKey: userKeys.all });
  await storedSession.remove(storage);
}
