import type { User, VisitClass } from '@boxbook/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { appConfig, dropInBooked, server } from './msw-server';
import { renderApp } from './render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
const nobody = undefined as User | undefined;

describe('a visitor cancels from the link in their mail', () => {
  it('cancels with the e-mail they booked with and reads the refund', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/visits/:reference/cancel', async ({ request, params }) => {
        sent = { reference: params.reference, ...((await request.json()) as object) };
        return HttpResponse.json({ reference: String(params.reference), refunded: 15 });
      }),
    );
    renderApp('/visit/cancel/K7M2P9QX?email=marta%40example.com', nobody);
    await userEvent.click(await screen.findByRole('button', { name: 'Anula la reserva' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Reserva anulada.');
    expect(done.textContent).toMatch(/Te hemos devuelto 15,00\s€ a la tarjeta\./);
    expect(sent).toEqual({ reference: 'K7M2P9QX', email: 'marta@example.com' });
  });

  it('says in words when it is too late, and keeps the form', async () => {
    server.use(
      http.post('*/api/visits/:reference/cancel', () =>
        HttpResponse.json(
          { code: 'visit_cancel_too_late', message: 'Too late', params: { minutes: 120 } },
          { status: 409 },
        ),
      ),
    );
    renderApp('/visit/cancel/K7M2P9QX', nobody);
    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'marta@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Anula la reserva' }));
    expect(await screen.findByText('Ya es demasiado tarde para anular esta clase.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anula la reserva' })).toBeTruthy();
  });
});

const wod: VisitClass = {
  id: 41,
  templateId: 5,
  activity: { key: 'wod', nameCa: 'WOD', nameEs: 'WOD' },
  startTime: '2099-11-23T17:00:00Z',
  endTime: '2099-11-23T18:00:00Z',
  placesLeft: 3,
  bookable: true,
};

describe('a visitor pays a drop-in', () => {
  it('pays with Bizum: the phone goes with the booking, and the page waits for the bank app', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.get('*/api/app/config', () =>
        HttpResponse.json({ ...appConfig, trialEnabled: false, dropInEnabled: true, dropInPrice: 15 }),
      ),
      http.get('*/api/visits/classes', () => HttpResponse.json([wod])),
      http.post('*/api/visits/dropIn', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          ...dropInBooked(wod.id, { status: 'processing' }),
          heldUntil: '2099-11-23T16:15:00Z',
        });
      }),
      http.post('*/api/visits/dropIn/:reference/confirm', () => HttpResponse.json(dropInBooked(wod.id))),
    );
    renderApp('/visit/2099-11-23/5', nobody);
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Marta');
    await userEvent.type(screen.getByLabelText('Apellidos'), 'Solta');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'marta@example.com');
    await userEvent.type(screen.getByLabelText('Teléfono'), '612345678');
    const parq = screen.getByRole('region', { name: /PAR-Q/ });
    for (const group of within(parq).getAllByRole('group'))
      await userEvent.click(within(group).getByLabelText('No'));
    await userEvent.click(screen.getByLabelText(/consentimiento explícito/));
    await userEvent.click(screen.getByLabelText(/Acepto las condiciones/));
    await userEvent.click(screen.getByRole('button', { name: 'Continúa para pagar' }));

    await userEvent.click(await screen.findByRole('radio', { name: 'Bizum' }));
    await userEvent.type(screen.getByLabelText('Móvil de Bizum'), '700000001');
    await userEvent.click(screen.getByRole('button', { name: /Paga 15,00/ }));
    expect(await screen.findByRole('dialog', { name: 'Aprueba el pago en la app del banco' })).toBeTruthy();
    expect(await screen.findByText(/Pagada/)).toBeTruthy();
    expect(body).toMatchObject({ classId: 41, bizumPhone: '+34700000001' });
    expect(body.pmId).toBeUndefined();
  });
});
