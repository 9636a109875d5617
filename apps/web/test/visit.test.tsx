import type { User } from '@boxbook/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { appConfig, dropInBooked, server } from './msw-server';
import { renderApp } from './render-app';
import { answerUpToThePayStep, wod } from './visit-support';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
const nobody = undefined as User | undefined;

describe('a visitor cancels from the link in their mail', () => {
  it('cancels with the e-mail they booked with and reads the refund', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/visits/:reference/cancel', async ({ request, params }) => {
        sent = { reference: params.reference, ...((await request.json()) as object) };
        return HttpResponse.json({ reference: String(params.reference), refunded: 15, refundedTo: 'card' });
      }),
    );
    renderApp('/visit/cancel/K7M2P9QX?email=marta%40example.com', nobody);
    await userEvent.click(await screen.findByRole('button', { name: 'Anula la reserva' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Reserva anulada.');
    expect(done.textContent).toMatch(/Te hemos devuelto 15,00\s€ a la tarjeta\./);
    expect(sent).toEqual({ reference: 'K7M2P9QX', email: 'marta@example.com' });
  });

  it('reads that a drop-in paid with Bizum went back by Bizum', async () => {
    server.use(
      http.post('*/api/visits/:reference/cancel', ({ params }) =>
        HttpResponse.json({ reference: String(params.reference), refunded: 15, refundedTo: 'bizum' }),
      ),
    );
    renderApp('/visit/cancel/K7M2P9QX?email=marta%40example.com', nobody);
    expect(await screen.findByText(/se devuelve por donde se pagó: a la tarjeta o por Bizum/)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Anula la reserva' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toMatch(/Te hemos devuelto 15,00\s€ por Bizum, al móvil con el que pagaste\./);
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
    await answerUpToThePayStep();

    await userEvent.click(await screen.findByRole('radio', { name: 'Bizum' }));
    await userEvent.type(screen.getByLabelText('Móvil de Bizum'), '700000001');
    await userEvent.click(screen.getByRole('button', { name: /Paga 15,00/ }));
    expect(await screen.findByRole('dialog', { name: 'Aprueba el pago en la app del banco' })).toBeTruthy();
    expect(await screen.findByText(/Pagada/)).toBeTruthy();
    expect(body).toMatchObject({ classId: 41, bizumPhone: '+34700000001' });
    expect(body.pmId).toBeUndefined();
  });

  it('pays with a card in the sandbox: a declined card is said under the fields, and another one pays', async () => {
    const sentCards: string[] = [];
    const bookings: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/app/config', () =>
        HttpResponse.json({ ...appConfig, trialEnabled: false, dropInEnabled: true, dropInPrice: 15 }),
      ),
      http.get('*/api/visits/classes', () => HttpResponse.json([wod])),
      http.post('*/api/payments/sandbox/visitorPaymentMethods', async ({ request }) => {
        sentCards.push(((await request.json()) as { number: string }).number);
        return HttpResponse.json({ id: `pm_sbx_${sentCards.length}` });
      }),
      http.post('*/api/visits/dropIn', async ({ request }) => {
        bookings.push((await request.json()) as Record<string, unknown>);
        return bookings.length === 1
          ? HttpResponse.json(
              { code: 'card_declined', message: 'The payment did not go through' },
              { status: 402 },
            )
          : HttpResponse.json(dropInBooked(wod.id));
      }),
    );
    renderApp('/visit/2099-11-23/5', nobody);
    await answerUpToThePayStep();
    // A pay step, not "add a card": the form is named after the way of paying it is.
    const form = await screen.findByRole('form', { name: 'Tarjeta' });
    const payWith = async (number: string) => {
      await userEvent.clear(within(form).getByLabelText('Número de tarjeta'));
      await userEvent.type(within(form).getByLabelText('Número de tarjeta'), number);
      await userEvent.clear(within(form).getByLabelText('Caducidad'));
      await userEvent.type(within(form).getByLabelText('Caducidad'), '1230');
      await userEvent.clear(within(form).getByLabelText('CVC'));
      await userEvent.type(within(form).getByLabelText('CVC'), '123');
      await userEvent.click(within(form).getByRole('button', { name: /Paga 15,00/ }));
    };
    await payWith('4000000000000002');
    expect((await within(form).findByRole('alert')).textContent).toBe('El banco ha rechazado la tarjeta.');
    expect(within(form).getByRole('button', { name: /Paga 15,00/ })).toHaveProperty('disabled', false);

    await payWith('4242424242424242');
    expect(await screen.findByText(/Pagada/)).toBeTruthy();
    expect(sentCards).toEqual(['4000000000000002', '4242424242424242']);
    expect(bookings.map((b) => b.pmId)).toEqual(['pm_sbx_1', 'pm_sbx_2']);
  });

  it('reads that a Bizum payment approved after its place was let go went back by Bizum', async () => {
    server.use(
      http.get('*/api/app/config', () =>
        HttpResponse.json({ ...appConfig, trialEnabled: false, dropInEnabled: true, dropInPrice: 15 }),
      ),
      http.get('*/api/visits/classes', () => HttpResponse.json([wod])),
      http.post('*/api/visits/dropIn', () =>
        HttpResponse.json({
          ...dropInBooked(wod.id, { status: 'processing' }),
          heldUntil: '2099-11-23T16:15:00Z',
        }),
      ),
      http.post('*/api/visits/dropIn/:reference/confirm', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'payment_refunded',
            message: 'refunded',
            params: { cause: 'visit_hold_expired', amount: 15, paidWith: 'bizum' },
          },
          { status: 409 },
        ),
      ),
    );
    renderApp('/visit/2099-11-23/5', nobody);
    await answerUpToThePayStep();
    await userEvent.click(await screen.findByRole('radio', { name: 'Bizum' }));
    await userEvent.type(screen.getByLabelText('Móvil de Bizum'), '700000001');
    await userEvent.click(screen.getByRole('button', { name: /Paga 15,00/ }));
    const told = (await screen.findByRole('alert')).textContent;
    // A visitor has no Payments screen: the words point to the mail the refund went out in.
    expect(told).toContain('te hemos devuelto el dinero por Bizum');
    expect(told).toContain('por correo');
  });
});
