import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSession, restoreSession, startSession } from '../src/app/session-controller';
import { createQueryClient } from '../src/lib/query-client';
import { sessionStore } from '../src/lib/session';
import { openStorage } from '../src/lib/storage';
import { server } from './msw-server';
import { member } from './render-app';
import { authAt } from './tokens';

const KEY = 'boxbook.session';

async function freshStorage() {
  window.localStorage.clear();
  const storage = await openStorage();
  configureSession({ storage, queryClient: createQueryClient() });
  return storage;
}

describe('session storage', () => {
  it('falls back to local storage where IndexedDB is missing', async () => {
    expect((await freshStorage()).kind).toBe('localStorage');
  });

  it('throws away stored data of the wrong shape', async () => {
    const storage = await freshStorage();
    await storage.set(KEY, { token: 42 });
    expect(await restoreSession()).toBe(false);
    expect(await storage.get(KEY)).toBeUndefined();
    expect(sessionStore.get()).toBeNull();
  });

  it('refreshes a stored session on start and counts the start', async () => {
    const storage = await freshStorage();
    await storage.set(KEY, { token: 'old', refreshToken: 'stored-refresh-token-123', starts: 3 });
    let sent: unknown;
    server.use(
      http.post('*/api/auth/refresh-token', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          jwt: 'new',
          refreshToken: 'next-refresh-token-456',
          expiresAt: new Date(Date.now() + 900_000).toISOString(),
          user: member,
        });
      }),
    );
    expect(await restoreSession()).toBe(true);
    expect(sent).toEqual({ refreshToken: 'stored-refresh-token-123' });
    expect(sessionStore.get()).toMatchObject({ token: 'new', user: { id: member.id } });
    expect(await storage.get(KEY)).toEqual({
      token: 'new',
      refreshToken: 'next-refresh-token-456',
      starts: 4,
      // The other tabs of the browser measure the token's life from the same arrival.
      receivedAt: expect.any(Number),
    });
  });

  it('stays logged out when the refresh is refused', async () => {
    const storage = await freshStorage();
    await storage.set(KEY, { token: 'old', refreshToken: 'revoked-refresh-token-1', starts: 1 });
    server.use(
      http.post('*/api/auth/refresh-token', () =>
        HttpResponse.json({ statusCode: 401, code: 'refresh_revoked', message: 'x' }, { status: 401 }),
      ),
    );
    expect(await restoreSession()).toBe(false);
    expect(sessionStore.get()).toBeNull();
    expect(await storage.get(KEY)).toBeUndefined();
  });
});

describe('two tabs of one browser', () => {
  const SERVER_NOW = Date.parse('2026-11-23T09:00:00Z');

  /** The refresh endpoint, which closes the session for good if a used refresh token comes back. */
  function rotatingServer(used: string[]) {
    const calls: string[] = [];
    server.use(
      http.post('*/api/auth/refresh-token', async ({ request }) => {
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        calls.push(refreshToken);
        if (used.includes(refreshToken))
          return HttpResponse.json(
            { statusCode: 401, code: 'refresh_reused', message: 'x' },
            { status: 401 },
          );
        used.push(refreshToken);
        return HttpResponse.json(authAt(Date.now(), `t${calls.length + 1}`));
      }),
    );
    return calls;
  }

  afterEach(() => vi.useRealTimers());

  it('takes the tokens the other tab renewed instead of reusing the old refresh token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SERVER_NOW);
    const storage = await freshStorage();
    const other = authAt(SERVER_NOW + 10 * 60_000, 'other');
    const calls = rotatingServer(['refresh-token-of-t0-0123456789']);
    await startSession(authAt(SERVER_NOW, 't0'));
    // Ten minutes on, the other tab renewed the session: the refresh token this tab holds is spent.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await storage.set(KEY, {
      token: other.jwt,
      refreshToken: other.refreshToken,
      starts: 1,
      receivedAt: Date.now(),
    });
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    await vi.waitFor(() => expect(sessionStore.get()?.token).toBe(other.jwt));
    expect(calls).toEqual([]);
    // …and renews it on the other tab's schedule, with the refresh token the other tab left.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await vi.waitFor(() => expect(sessionStore.get()?.token).toContain('.t2'));
    expect(calls).toEqual([other.refreshToken]);
  });
});
