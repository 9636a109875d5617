import type { User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 5000 };
const admin: User = { ...member, id: 1, name: 'Núria', roles: ['USER', 'ADMIN'] };

function broadcastApi(devices = 12) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/notifications/broadcast', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ devices });
    }),
  );
  return sent;
}

describe('/admin/broadcast', () => {
  it('previews the message as a phone shows it, asks before sending, and tells how many devices', async () => {
    const sent = broadcastApi();
    renderApp('/admin/broadcast', admin);
    const text = await screen.findByLabelText('Mensaje', {}, LOADED);
    const send = screen.getByRole('button', { name: 'Envía a todos' });
    expect(send).toHaveProperty('disabled', true);

    await userEvent.type(text, 'Mañana el box abre a las 8');
    const preview = screen.getByRole('figure', { name: 'Así se verá en el móvil' });
    expect(within(preview).getByText('Boxbook CrossFit')).toBeTruthy();
    expect(within(preview).getByText('Mañana el box abre a las 8')).toBeTruthy();

    await userEvent.click(send);
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar el aviso a todos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await userEvent.click(send);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Enviado a 12 dispositivos.')).toBeTruthy();
    expect(sent).toEqual([{ message: 'Mañana el box abre a las 8' }]);
    expect((text as HTMLTextAreaElement).value).toBe('');
  });

  it('does not send only spaces', async () => {
    broadcastApi();
    renderApp('/admin/broadcast', admin);
    await userEvent.type(await screen.findByLabelText('Mensaje', {}, LOADED), '   ');
    expect(screen.getByRole('button', { name: 'Envía a todos' })).toHaveProperty('disabled', true);
  });
});
