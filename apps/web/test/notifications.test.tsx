import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

/**
 * The browser's push machinery (not ours): a service worker registration whose PushManager hands
 * out one subscription, and Notification with the permission the member gives.
 */
function fakeBrowserPush(
  permission: NotificationPermission,
  {
    pushService = 'answers',
    subscribed = false,
  }: { pushService?: 'answers' | 'silent'; subscribed?: boolean } = {},
) {
  let subscription: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async () => {
      // A browser whose push service cannot be reached never settles the promise.
      if (pushService === 'silent') return new Promise<never>(() => {});
      subscription = {
        endpoint: 'https://push.example.com/send/abc',
        options: { applicationServerKey: null },
        toJSON: () => ({
          endpoint: 'https://push.example.com/send/abc',
          keys: { p256dh: 'BAAA', auth: 'AAAA' },
        }),
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
      } as unknown as PushSubscription;
      return subscription;
    },
  };
  if (subscribed) void pushManager.subscribe();
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notifications in your account', () => {
  it('says when this browser cannot receive them', async () => {
    renderApp('/config/your-account', member);
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Notificaciones en este dispositivo' },
      { timeout: 5_000 },
    );
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Este navegador no recibe notificaciones/)).toBeTruthy();
  });

  it('subscribes this device, in the app’s language, once the member allows it', async () => {
    fakeBrowserPush('granted');
    let sent: unknown;
    server.use(
      http.get('*/api/notifications/publicKey', () => HttpResponse.text('BPublicKey')),
      http.post('*/api/notifications/subscribe', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/config/your-account', member);
    const toggle = await screen.findByRole('switch', { name: 'Notificaciones en este dispositivo' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(sent).toEqual({
      subscription: { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BAAA', auth: 'AAAA' } },
      language: 'es',
    });
  });

  it('shows ON only once the server has stored the subscription', async () => {
    fakeBrowserPush('granted');
    let answer: () => void = () => {};
    const stored = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/notifications/publicKey', () => HttpResponse.text('BPublicKey')),
      http.post('*/api/notifications/subscribe', async () => {
        await stored;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/config/your-account', member);
    const toggle = await screen.findByRole('switch', { name: 'Notificaciones en este dispositivo' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    await userEvent.click(toggle);
    expect(await screen.findByText('Activando las notificaciones…')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    answer();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('says so when the push service does not answer in 10 s, and goes back to OFF', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeBrowserPush('granted', { pushService: 'silent' });
      let subscribeCalls = 0;
      server.use(
        http.get('*/api/notifications/publicKey', () => HttpResponse.text('BPublicKey')),
        http.post('*/api/notifications/subscribe', () => {
          subscribeCalls++;
          return new HttpResponse(null, { status: 204 });
        }),
      );
      renderApp('/config/your-account', member);
      const toggle = await screen.findByRole('switch', { name: 'Notificaciones en este dispositivo' });
      await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(toggle);
      expect(await screen.findByText('Activando las notificaciones…')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(9_000);
      expect(screen.queryByRole('alert')).toBeNull();
      await vi.advanceTimersByTimeAsync(1_500);
      expect((await screen.findByRole('alert')).textContent).toMatch(
        /El servicio de notificaciones del navegador no ha respondido/,
      );
      expect(toggle.getAttribute('aria-checked')).toBe('false');
      expect(subscribeCalls).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [true, 'true'],
    [false, 'false'],
  ])('after a reload, shows whether the server holds this device (stored: %s)', async (stored, checked) => {
    fakeBrowserPush('granted', { subscribed: true });
    let asked = '';
    server.use(
      http.get('*/api/notifications/subscription', ({ request }) => {
        asked = new URL(request.url).searchParams.get('endpoint') ?? '';
        return HttpResponse.json({ stored });
      }),
      http.post('*/api/notifications/subscribe', () => new HttpResponse(null, { status: 204 })),
    );
    renderApp('/config/your-account', member);
    const toggle = await screen.findByRole('switch', { name: 'Notificaciones en este dispositivo' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe(checked);
    expect(asked).toBe('https://push.example.com/send/abc');
  });

  it('resets the toggle and says why when the member refuses the permission', async () => {
    fakeBrowserPush('denied');
    renderApp('/config/your-account', member);
    const toggle = await screen.findByRole('switch', { name: 'Notificaciones en este dispositivo' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    await userEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Has bloqueado las notificaciones/);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('saves the reminder time as soon as it is chosen', async () => {
    let saved: unknown;
    server.use(
      http.put('*/api/notifications/settings', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(saved as { reminderMinutes: number | null });
      }),
    );
    renderApp('/config/your-account', member);
    const select = await screen.findByLabelText('Recordatorio antes de clase');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('60'));
    await userEvent.selectOptions(select, 'Sin recordatorio');
    await waitFor(() => expect(saved).toEqual({ reminderMinutes: null }));
    expect(await screen.findByText('Guardado.')).toBeTruthy();
  });
});
