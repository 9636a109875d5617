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
function fakeBrowserPush(permission: NotificationPermission) {
  let subscription: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async () => {
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
