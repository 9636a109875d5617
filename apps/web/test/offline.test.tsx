import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aClassView, activities, server } from './msw-server';
import { member, renderApp } from './render-app';

const NEEDS_NETWORK = 'Esta pantalla necesita conexión: se cargará en cuanto vuelva la red.';
const LOADED = { timeout: 8000 };
vi.setConfig({ testTimeout: 30_000 });

/** The browser's network: its flag (read as the app opens) and its events. */
const setNetwork = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
const goOffline = () => setNetwork(false);
const goOnline = () => setNetwork(true);
afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('offline, a screen nothing was kept for', () => {
  it('says /config/your-movements needs a connection instead of loading for ever, and loads when it returns', async () => {
    let network = false;
    server.use(
      http.get('*/api/movements', () => (network ? HttpResponse.json([]) : HttpResponse.error())),
      http.get('*/api/movementRecords', () => (network ? HttpResponse.json([]) : HttpResponse.error())),
    );
    goOffline();
    renderApp('/config/your-movements', member);
    expect(await screen.findByText(NEEDS_NETWORK, {}, LOADED)).toBeTruthy();
    network = true;
    goOnline();
    expect(await screen.findByText('Todavía no hay ningún movimiento.', {}, LOADED)).toBeTruthy();
    expect(screen.queryByText(NEEDS_NETWORK)).toBeNull();
  });

  it('says the cards and receipts of /config/your-payments need a connection', async () => {
    server.use(
      http.get('*/api/payments', () => HttpResponse.error()),
      http.get('*/api/payments/receipts', () => HttpResponse.error()),
    );
    goOffline();
    renderApp('/config/your-payments', member);
    await waitFor(() => expect(screen.getAllByText(NEEDS_NETWORK).length).toBe(2), LOADED);
  });

  it('says the credit history needs a connection', async () => {
    server.use(http.get('*/api/users/:id/ledger', () => HttpResponse.error()));
    goOffline();
    renderApp('/profile', member);
    expect(await screen.findByText(NEEDS_NETWORK, {}, LOADED)).toBeTruthy();
  });
});

describe('booking when the network comes back', () => {
  it('takes away "no connection" on its own once the network returns', async () => {
    const _crossfit = activities[0] ?? (undefined as never);
    const aClass = aClassView();
    server.use(
      http.get('*/api/classes', () => HttpResponse.json([aClass])),
      http.post('*/api/classes/1/join', () => HttpResponse.error()),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    const card = await screen.findByRole('article', {}, LOADED);
    goOffline();
    await userEvent.click(within(card).getByRole('button', { name: 'Reservar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No hay conexión');
    goOnline();
    await waitFor(() => expect(screen.queryByText(/No hay conexión/)).toBeNull());
  });
});
