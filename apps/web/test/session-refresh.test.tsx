import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSession, startSession } from '../src/app/session-controller';
import { createQueryClient } from '../src/lib/query-client';
import { sessionStore } from '../src/lib/session';
import { fakeStomp } from './fake-stomp';
import { aClassView, server } from './msw-server';
import { renderApp } from './render-app';
import { authAt, tokenNameOf } from './tokens';

const SERVER_NOW = Date.parse('2026-11-23T09:00:00Z');
const MINUTE = 60_000;

const aClass = aClassView({ usersIn: [] });

/** The refresh endpoint: each call gets the next token, issued at the server's now. */
function refreshEndpoint(answer?: () => Response) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/auth/refresh-token', async ({ request }) => {
      calls.push(((await request.json()) as { refreshToken: string }).refreshToken);
      return (
        answer?.() ?? HttpResponse.json(authAt(SERVER_NOW + calls.length * 14 * MINUTE, `t${calls.length}`))
      );
    }),
  );
  return calls;
}

/** GET /api/classes for the holder of token `good` only; any other token gets the server's 401. */
function classesOnlyFor(good: string) {
  server.use(
    http.get('*/api/classes', ({ request }) =>
      tokenNameOf(request.headers.get('authorization')) === good
        ? HttpResponse.json([aClass])
        : HttpResponse.json({ statusCode: 401, code: 'unauthorized', message: 'expired' }, { status: 401 }),
    ),
  );
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => configureSession({ queryClient: createQueryClient() }));
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the refresh schedule', () => {
  it('follows the lifetime the server gave, with the phone’s clock 14 minutes ahead', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SERVER_NOW + 14 * MINUTE);
    const refreshes = refreshEndpoint();
    await startSession(authAt(SERVER_NOW, 't0'));

    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1_000);
    expect(refreshes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(sessionStore.get()?.token).toContain('.t1'));
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(refreshes).toEqual(['refresh-token-of-t0-0123456789']);
  });

  it('renews at once when a tab comes back after the phone slept past the token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SERVER_NOW);
    const refreshes = refreshEndpoint();
    await startSession(authAt(SERVER_NOW, 't0'));
    setVisibility('hidden');
    // Asleep: the clock moves on, the timers do not run.
    vi.setSystemTime(SERVER_NOW + 40 * MINUTE);
    setVisibility('visible');
    await vi.waitFor(() => expect(sessionStore.get()?.token).toContain('.t1'));
    expect(refreshes).toHaveLength(1);
  });
});

describe('a call refused with 401', () => {
  it('is replayed with a fresh token, and the screen never knows', async () => {
    const refreshes = refreshEndpoint();
    classesOnlyFor('t1');
    await startSession(authAt(SERVER_NOW, 't0'));
    renderApp('/book/crossfit/2026-11-23');
    expect(await screen.findByRole('article', { name: /Crossfit/ })).toBeTruthy();
    expect(refreshes).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes one refresh for all the calls refused together', async () => {
    const refreshes = refreshEndpoint();
    const answered: string[] = [];
    const onlyForT1 = (path: string) =>
      http.post(path, ({ request }) => {
        if (tokenNameOf(request.headers.get('authorization')) !== 't1')
          return HttpResponse.json({ statusCode: 401, code: 'unauthorized', message: 'x' }, { status: 401 });
        answered.push(path);
        return HttpResponse.json([]);
      });
    server.use(onlyForT1('*/api/classes/validated/ofMonth'), onlyForT1('*/api/dayOff/dayOffForMonth'));
    await startSession(authAt(SERVER_NOW, 't0'));
    renderApp('/calendar');
    await waitFor(() => expect(answered).toHaveLength(2));
    expect(refreshes).toHaveLength(1);
  });

  it('logs out only when the refresh is refused, and the login screen says why', async () => {
    refreshEndpoint(() =>
      HttpResponse.json({ statusCode: 401, code: 'refresh_expired', message: 'x' }, { status: 401 }),
    );
    classesOnlyFor('never');
    await startSession(authAt(SERVER_NOW, 't0'));
    const { router } = renderApp('/book/crossfit/2026-11-23');
    const notice = await screen.findByText('Tu sesión ha caducado. Vuelve a entrar para seguir.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Fbook%2Fcrossfit%2F2026-11-23');
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    refreshEndpoint(() => HttpResponse.error());
    classesOnlyFor('t0');
    server.use(
      http.post('*/api/classes/1/join', () =>
        HttpResponse.json({ statusCode: 401, code: 'unauthorized', message: 'expired' }, { status: 401 }),
      ),
    );
    await startSession(authAt(SERVER_NOW, 't0'));
    const { router } = renderApp('/book/crossfit/2026-11-23');
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No hay conexión. Comprueba la red y vuelve a probar.',
    );
    expect(router.state.location.pathname).toBe('/book/crossfit/2026-11-23');
    expect(sessionStore.get()?.token).toContain('.t0');
  });
});

describe('the realtime connection', () => {
  it('connects with a fresh token when the phone wakes past the token’s end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SERVER_NOW);
    const broker = fakeStomp();
    const refreshes = refreshEndpoint();
    await startSession(authAt(SERVER_NOW, 't0'));
    await vi.waitFor(() => expect(broker.connects).toEqual(['t0']));
    vi.setSystemTime(SERVER_NOW + 40 * MINUTE);
    broker.drop();
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(broker.connects).toEqual(['t0', 't1']));
    expect(refreshes).toHaveLength(1);
  });

  it('reconnects with a fresh token when the server closes on an expired one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SERVER_NOW);
    // The server's clock has moved on: it no longer takes t0, which the phone still thinks is good.
    const broker = fakeStomp({ accepts: (token) => token !== 't0' });
    const refreshes = refreshEndpoint();
    await startSession(authAt(SERVER_NOW, 't0'));
    await vi.waitFor(() => expect(broker.connects).toEqual(['t0', 't1']));
    expect(refreshes).toHaveLength(1);
  });

  it('comes back with the fresh token after the server ends the connection at expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SERVER_NOW);
    const broker = fakeStomp();
    refreshEndpoint();
    await startSession(authAt(SERVER_NOW, 't0'));
    await vi.waitFor(() => expect(broker.connects).toEqual(['t0']));
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    await vi.waitFor(() => expect(sessionStore.get()?.token).toContain('.t1'));
    await vi.advanceTimersByTimeAsync(MINUTE);
    broker.expire();
    await vi.waitFor(() => expect(broker.connects).toEqual(['t0', 't1']));
  });
});
