import type { User } from '@boxbook/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { appConfig, server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 5000 };
const admin: User = { ...member, id: 1, name: 'Núria', roles: ['USER', 'ADMIN'] };
const trainer: User = { ...member, id: 2, name: 'Pol', roles: ['USER', 'TRAINER'] };

function settingsApi() {
  const sent: unknown[] = [];
  let current = { ...appConfig };
  server.use(
    http.get('*/api/app/config', () => HttpResponse.json(current)),
    http.put('*/api/app/config', async ({ request }) => {
      const body = (await request.json()) as object;
      sent.push(body);
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

describe('/admin/settings', () => {
  it('saves a changed phone number; the button waits for a change and a valid value', async () => {
    const sent = settingsApi();
    renderApp('/admin/settings', admin);
    const phone = await screen.findByLabelText('Teléfono del box', {}, LOADED);
    const save = screen.getByRole('button', { name: 'Guarda los cambios' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Zona horaria')).toHaveProperty('readOnly', true);

    await userEvent.clear(phone);
    await userEvent.type(phone, 'llámanos');
    expect(await screen.findByText(/Escribe un teléfono/)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(save).toHaveProperty('disabled', true);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+34 600 111 222');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    const { timeZone: _z, paymentPublicKey: _k, ...rest } = appConfig;
    expect(sent).toEqual([{ ...rest, phoneNumber: '+34 600 111 222' }]);
    expect(save).toHaveProperty('disabled', true);
  });

  it('explains a number out of range in words, with the range', async () => {
    settingsApi();
    renderApp('/admin/settings', admin);
    const days = await screen.findByLabelText('Días que se muestran', {}, LOADED);
    // The browser's own spinner keeps to the range the server checks.
    expect([days.getAttribute('min'), days.getAttribute('max'), days.getAttribute('step')]).toEqual([
      '1',
      '14',
      '1',
    ]);
    expect(days).toHaveProperty('required', true);
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    expect(await screen.findByText('Debe ser un número entre 1 y 14.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guarda los cambios' })).toHaveProperty('disabled', true);
  });

  it('sets how many business days ahead SEPA debits are collected', async () => {
    const sent = settingsApi();
    renderApp('/admin/settings', admin);
    const lead = await screen.findByLabelText('Días hábiles hasta el cobro SEPA', {}, LOADED);
    expect(lead).toHaveProperty('value', '2');
    await userEvent.clear(lead);
    await userEvent.type(lead, '11');
    expect(await screen.findByText('Debe ser un número entre 1 y 10.')).toBeTruthy();
    await userEvent.clear(lead);
    await userEvent.type(lead, '4');
    const save = screen.getByRole('button', { name: 'Guarda los cambios' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ sepaLeadDays: 4 })]);
  });

  it('saves when a day’s WOD comes out for members, in hours before the day', async () => {
    const sent = settingsApi();
    renderApp('/admin/settings', admin);
    const hours = await screen.findByLabelText('Publicación del WOD (horas antes del día)', {}, LOADED);
    expect(hours).toHaveProperty('value', '4');
    await userEvent.clear(hours);
    await userEvent.type(hours, '200');
    expect(await screen.findByText('Debe ser un número entre 0 y 168.')).toBeTruthy();
    await userEvent.clear(hours);
    await userEvent.type(hours, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Guarda los cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ wodVisibleHoursBefore: 12 })]);
  });

  it('is linked from the back office for admins, not for trainers', async () => {
    settingsApi();
    server.use(
      // Only the menu matters here, not today's classes.
      http.get('*/api/classes', () => HttpResponse.json([])),
      http.get('*/api/classes/attendance', () => HttpResponse.json({ code: 'not_found' }, { status: 404 })),
    );
    const { unmount } = renderApp('/admin', admin);
    const nav = await screen.findByRole('navigation', { name: 'Zona de administración' }, LOADED);
    expect(nav.querySelector('a[href="/admin/settings"]')).toBeTruthy();
    for (const href of [
      '/admin/audit',
      '/admin/mandatos',
      '/admin/chat',
      '/admin/contact',
      '/admin/broadcast',
    ])
      expect(nav.querySelector(`a[href="${href}"]`)).toBeTruthy();
    unmount();
    renderApp('/admin', trainer);
    const trainerNav = await screen.findByRole('navigation', { name: 'Zona de administración' }, LOADED);
    for (const href of ['/admin/settings', '/admin/contact', '/admin/broadcast', '/admin/audit'])
      expect(trainerNav.querySelector(`a[href="${href}"]`)).toBeNull();
    expect(trainerNav.querySelector('a[href="/admin/chat"]')).toBeTruthy();
  });
});
