import type { ContactInboxItem, User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 5000 };
const admin: User = { ...member, id: 1, name: 'Núria', roles: ['USER', 'ADMIN'] };

const laia: ContactInboxItem = {
  id: 7,
  name: 'Laia Puig',
  email: 'laia@example.com',
  message: 'Voldria provar una classe.',
  createdAt: '2026-11-20T09:30:00Z',
  handled: null,
};
const pau: ContactInboxItem = {
  id: 5,
  name: 'Pau Vila',
  email: 'pau@example.com',
  message: '¿Tenéis parking?',
  createdAt: '2026-11-18T17:00:00Z',
  handled: { at: '2026-11-19T08:00:00Z', by: { id: 1, name: 'Núria Castells' } },
};

function inboxApi() {
  const messages = [laia, pau].map((m) => ({ ...m }));
  const asked: string[] = [];
  server.use(
    http.get('*/api/contact', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const list = messages.filter((m) => url.searchParams.get('unhandled') !== 'true' || !m.handled);
      return HttpResponse.json({
        totalPages: 1,
        totalElements: list.length,
        empty: list.length === 0,
        number: 0,
        content: list,
      });
    }),
    http.put('*/api/contact/:id/handled', async ({ params, request }) => {
      const { handled } = (await request.json()) as { handled: boolean };
      const found = messages.find((m) => m.id === Number(params.id));
      if (!found) return HttpResponse.json({ code: 'not_found' }, { status: 404 });
      found.handled = handled ? { at: '2026-11-23T10:00:00Z', by: { id: 1, name: 'Núria' } } : null;
      return HttpResponse.json(found);
    }),
  );
  return asked;
}

describe('/admin/contact', () => {
  it('opens on the messages still to answer; marking one handled takes it off the list', async () => {
    const asked = inboxApi();
    renderApp('/admin/contact', admin);
    const cards = await screen.findByRole('list', { name: 'Mensajes de contacto' }, LOADED);
    expect(asked[0]).toContain('unhandled=true');
    expect(within(cards).getByText('Voldria provar una classe.')).toBeTruthy();
    expect(within(cards).queryByText('Pau Vila')).toBeNull();
    expect(screen.getByText('1 mensaje pendiente')).toBeTruthy();

    await userEvent.click(
      within(cards).getByRole('button', { name: 'Marca como atendido el mensaje de Laia Puig' }),
    );
    expect(await screen.findByText('No hay ningún mensaje por atender.')).toBeTruthy();
  });

  it('shows every message with who handled it, and puts one back to waiting', async () => {
    inboxApi();
    renderApp('/admin/contact', admin);
    await screen.findByRole('list', { name: 'Mensajes de contacto' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Todos' }));
    const table = await screen.findByRole('table', { name: 'Mensajes de contacto' });
    await waitFor(() => expect(within(table).getByText('Pau Vila')).toBeTruthy());
    expect(within(table).getByText(/por Núria Castells/)).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'pau@example.com' }).getAttribute('href')).toBe(
      'mailto:pau@example.com',
    );
    await userEvent.click(
      within(table).getByRole('button', { name: 'Vuelve a pendiente el mensaje de Pau Vila' }),
    );
    await waitFor(() => expect(within(table).queryByText(/por Núria Castells/)).toBeNull());
    expect(within(table).getAllByText('Pendiente')).toHaveLength(2);
  });
});
