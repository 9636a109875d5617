import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '../src/features/contact/components/contact-form';
import { createQueryClient } from '../src/lib/query-client';
import { server } from './msw-server';
import { renderApp } from './render-app';

async function fill(name: string, email: string, message: string) {
  await userEvent.type(await screen.findByLabelText('Nombre'), name);
  await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.type(screen.getByLabelText('Mensaje'), message);
}

describe('contact form', () => {
  it('keeps the prerendered fields shut until the app takes over, so nothing typed is wiped', async () => {
    const form = (
      <QueryClientProvider client={createQueryClient()}>
        <ContactForm />
      </QueryClientProvider>
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(form);
    document.body.append(page);
    const fields = () => page.querySelector('fieldset') as HTMLFieldSetElement;
    expect(fields().disabled).toBe(true);
    const root = await act(async () => hydrateRoot(page, form));
    await waitFor(() => expect(fields().disabled).toBe(false));
    act(() => root.unmount());
    page.remove();
  });

  it('keeps submit disabled until every field is valid', async () => {
    renderApp('/contact');
    const send = await screen.findByRole('button', { name: 'Enviar' });
    expect(send).toHaveProperty('disabled', true);
    await fill('Laia', 'laia@', 'Hola');
    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'example.com');
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
  });

  it('sends the message, thanks the sender and empties the form', async () => {
    let received: unknown;
    server.use(
      http.post('*/api/contact', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    renderApp('/contact');
    await fill('Laia', 'laia@example.com', 'Voldria provar una classe');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('¡Gracias! Te responderemos pronto.')).toBeTruthy();
    expect(received).toEqual({
      name: 'Laia',
      email: 'laia@example.com',
      message: 'Voldria provar una classe',
    });
    expect(screen.getByLabelText('Nombre')).toHaveProperty('value', '');
  });

  it('keeps what was typed and explains when sending fails', async () => {
    server.use(http.post('*/api/contact', () => HttpResponse.error()));
    renderApp('/contact');
    await fill('Laia', 'laia@example.com', 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No hay conexión. Comprueba la red y vuelve a probar.',
    );
    expect(screen.getByLabelText('Mensaje')).toHaveProperty('value', 'Hola');
  });
});
