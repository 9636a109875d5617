import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureSession, restoreSession } from '../src/app/session-controller';
import { createQueryClient } from '../src/lib/query-client';
import { sessionStore } from '../src/lib/session';
import { openStorage } from '../src/lib/storage';
import { server } from './msw-server';
import { member } from './render-app';

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
