import type { Card, Membership, PaymentResult, Receipt, User } from '@boxbook/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig, aReceipt, server } from './msw-server';
import { member, renderApp } from './render-app';

// Screens load lazily; on a busy machine the first one takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

// The profile lists the next bookings; none here.
beforeEach(() => server.use(http.get('*/api/classes/nextClasses/:x', () => HttpResponse.json([]))));

const visa: Card = {
  id: 'pm_sbx_1',
  brand: 'visa',
  last4: '3155',
  expMonth: 12,
  expYear: 2030,
  defaultPaymentMethod: true,
};
const paid = (receiptId: string): PaymentResult => ({
  status: 'succeeded',
  id: 'pi_sbx_1',
  clientSecret: null,
  error: null,
  receiptId,
});

/** Every request's method, path, body and idempotency key, as the server saw them. */
function recordRequests() {
  const seen: { method: string; path: string; body: unknown; key: string | null }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/payments') && !url.pathname.includes('WithReceiptId')) return;
    const body =
      request.method === 'GET'
        ? null
        : await request
            .clone()
            .json()
            .catch(() => null);
    seen.push({
      method: request.method,
      path: url.pathname,
      body,
      key: request.headers.get('idempotency-key'),
    });
  });
  return seen;
}

describe('rates: pick a plan, a card, confirm with the bank, and the plan is set', () => {
  it('adds the 3-D Secure test card, pays the plan with Pro after the extra step, and lands on the profile', async () => {
    let cards: Card[] = [];
    const joined: User = {
      ...member,
      pro: true,
      plan: { id: 2, key: 'two_days', name: '2 días' },
      credits: { activity: 2, open: 0 },
    };
    server.use(
      http.get('*/api/payments', () => HttpResponse.json(cards)),
      http.post('*/api/payments/sandbox/paymentMethods', () => HttpResponse.json({ id: visa.id })),
      http.post('*/api/payments/card', () => {
        cards = [visa];
        return HttpResponse.json(visa);
      }),
      http.post('*/api/payments/checkout', () =>
        HttpResponse.json({
          status: 'requires_action',
          id: 'pi_sbx_1',
          clientSecret: 'pi_sbx_1_secret_x',
          error: null,
          receiptId: null,
        }),
      ),
      http.post('*/api/payments/sandbox/intents/pi_sbx_1/authorize', () =>
        HttpResponse.json({ ...paid('r-1'), receiptId: null }),
      ),
      http.post('*/api/payments/checkout/pi_sbx_1/confirm', () => HttpResponse.json(paid('r-1'))),
      http.post('*/api/users/7/joinWithReceiptId', () => HttpResponse.json(joined)),
      // The whole month at joining, whatever today is: the price this test checks is the month's.
      http.get('*/api/app/config', () => HttpResponse.json({ ...appConfig, firstMonthBilling: 'full' })),
    );
    const seen = recordRequests();
    const { router } = renderApp('/rates', member);
    await userEvent.click(await screen.findByRole('button', { name: /2 días/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rates/2'));

    // No card yet: the card form; a typing mistake is caught before any call.
    await userEvent.type(await screen.findByLabelText('Número de tarjeta'), '4000002500003154');
    await userEvent.type(screen.getByLabelText('Caducidad'), '1230');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la tarjeta' }));
    expect(await screen.findByText('Revisa el número de la tarjeta.')).toBeTruthy();
    expect(seen).toEqual([expect.objectContaining({ method: 'GET', path: '/api/payments' })]);
    const number = screen.getByLabelText('Número de tarjeta');
    await userEvent.clear(number);
    await userEvent.type(number, '4000002500003155');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la tarjeta' }));
    expect(await screen.findByRole('radio', { name: /Visa.*3155/ })).toHaveProperty('checked', true);

    expect(screen.getByTestId('checkout-total').textContent).toMatch(/59,00\s€/);
    await userEvent.click(screen.getByRole('checkbox', { name: /opción Pro/ }));
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/63,95\s€/);
    await userEvent.click(screen.getByRole('button', { name: /Pagar 63,95\s€ y empezar/ }));

    const bank = await screen.findByRole('dialog', { name: 'Confirma el pago' });
    await userEvent.click(within(bank).getByRole('button', { name: 'Confirmar el pago' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const checkout = seen.find((r) => r.path === '/api/payments/checkout');
    // The plan is named at the charge: its invoice, issued then, says which plan it paid.
    expect(checkout?.body).toMatchObject({
      pmId: visa.id,
      amount: 63.95,
      purpose: 'PLAN',
      planId: 2,
      pro: true,
    });
    expect(checkout?.key).toMatch(/^[\w-]{8,}$/);
    expect(seen.find((r) => r.path.endsWith('/authorize'))?.body).toEqual({ approve: true });
    expect(seen.find((r) => r.path.endsWith('joinWithReceiptId'))?.body).toEqual({
      planId: 2,
      pro: true,
      receiptId: 'r-1',
    });
    expect(await screen.findByText('PRO')).toBeTruthy();
  });

  it('shows a declined card’s translated error and keeps the member on the page', async () => {
    server.use(
      http.get('*/api/payments', () => HttpResponse.json([{ ...visa, last4: '0002' }])),
      http.post('*/api/payments/checkout', () =>
        HttpResponse.json({
          status: 'failed',
          id: 'pi_2',
          clientSecret: null,
          error: 'card_declined',
          receiptId: null,
        }),
      ),
    );
    const { router } = renderApp('/rates/3', member);
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar .+ y empezar$/ }));
    expect(await screen.findByText('El banco ha rechazado la tarjeta.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rates/3');
  });

  it('hides Pro for the top plan and keeps pay off without a card', async () => {
    renderApp('/rates/4', member);
    expect(await screen.findByRole('button', { name: /^Pagar .+ y empezar$/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('checkbox', { name: /opción Pro/ })).toBeNull();
  });

  it('sends a member who has a plan to the already-plan dialog, then to their rate', async () => {
    const { router } = renderApp('/rates', { ...member, plan: { id: 1, key: 'open_box', name: 'Open Box' } });
    await userEvent.click(await screen.findByRole('button', { name: /Ilimitado/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ya tienes un plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'De acuerdo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/config/your-rate'));
  });
});

describe('buying a credit', () => {
  it('from the no-credits refusal, without a card: the no-card dialog leads to your-payments and back', async () => {
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([
          {
            id: 1,
            activity: {
              id: 1,
              key: 'crossfit',
              name: 'Crossfit',
              nameCa: 'Crossfit',
              nameEs: 'Crossfit',
              creditType: 'ACTIVITY',
            },
            startTime: '2026-11-23T18:00:00Z',
            endTime: '2026-11-23T19:00:00Z',
            maxPeople: 12,
            usersIn: [],
            usersWait: [],
            people: [],
            show: true,
            free: false,
            me: null,
            block: null,
          },
        ]),
      ),
      http.post('*/api/classes/1/join', () =>
        HttpResponse.json({ statusCode: 409, code: 'no_credits', message: 'x' }, { status: 409 }),
      ),
    );
    const { router } = renderApp('/book/crossfit/2026-11-23', {
      ...member,
      credits: { activity: 0, open: 0 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    const dialog = await screen.findByRole('dialog', { name: 'No tienes créditos' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Comprar por 12,00\s€/ }));
    const noCard = await screen.findByRole('dialog', { name: 'Añade una tarjeta' });
    await userEvent.click(within(noCard).getByRole('button', { name: 'De acuerdo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/config/your-payments'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/book/crossfit/2026-11-23')}`);
  });

  it('from the profile bubble with a card: pays, spends the receipt on one credit and shows it at once', async () => {
    server.use(
      http.get('*/api/payments', () => HttpResponse.json([{ ...visa, last4: '4242' }])),
      http.post('*/api/payments/checkout', () => HttpResponse.json(paid('r-9'))),
      http.put('*/api/users/7/creditsWithReceiptId', () =>
        HttpResponse.json({ ...member, credits: { activity: 0, open: 1 } }),
      ),
    );
    const seen = recordRequests();
    renderApp('/profile', { ...member, credits: { activity: 0, open: 0 } });
    await userEvent.click(await screen.findByRole('button', { name: '0 Open box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprar un crédito' });
    await within(dialog).findByText(/4242/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Comprar por 12,00\s€/ }));
    const done = await screen.findByRole('dialog', { name: '¡Crédito comprado!' });
    await userEvent.click(within(done).getByRole('button', { name: 'De acuerdo' }));
    expect(await screen.findByRole('button', { name: '1 Open box' })).toBeTruthy();
    expect(seen.find((r) => r.path === '/api/payments/checkout')?.body).toMatchObject({
      amount: 12,
      purpose: 'CREDIT_OPEN',
    });
    expect(seen.find((r) => r.path.endsWith('creditsWithReceiptId'))?.body).toEqual({
      credits: { activity: 0, open: 1 },
      receiptId: 'r-9',
    });
  });

  it('after a lost answer of the credit call, buying again answers the same paid purchase, not a second charge', async () => {
    let spends = 0;
    server.use(
      http.get('*/api/payments', () => HttpResponse.json([{ ...visa, last4: '4242' }])),
      http.post('*/api/payments/checkout', () => HttpResponse.json(paid('r-10'))),
      http.put('*/api/users/7/creditsWithReceiptId', () => {
        spends += 1;
        return spends === 1
          ? HttpResponse.error()
          : HttpResponse.json({ ...member, credits: { activity: 0, open: 1 } });
      }),
    );
    const seen = recordRequests();
    renderApp('/profile', { ...member, credits: { activity: 0, open: 0 } });
    await userEvent.click(await screen.findByRole('button', { name: '0 Open box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprar un crédito' });
    await within(dialog).findByText(/4242/);
    const buy = within(dialog).getByRole('button', { name: /Comprar por 12,00\s€/ });
    await userEvent.click(buy);
    await within(dialog).findByRole('alert');
    await waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(buy);
    expect(await screen.findByRole('dialog', { name: '¡Crédito comprado!' })).toBeTruthy();
    const keys = seen.filter((r) => r.path === '/api/payments/checkout').map((r) => r.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('your-payments', () => {
  it('shows the card by brand and last4, removes it after a yes, and lists the receipts', async () => {
    let cards: Card[] = [{ ...visa, last4: '4242' }];
    const receipt: Receipt = aReceipt({
      id: 'r-1',
      amount: 63.95,
      base: 52.85,
      vat: 11.1,
      purpose: 'PLAN',
      planNameCa: '2 dies',
      planNameEs: '2 días',
      invoice: null,
    });
    server.use(
      http.get('*/api/payments', () => HttpResponse.json(cards)),
      http.delete('*/api/payments/card/:id', () => {
        cards = [];
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('*/api/payments/receipts', () => HttpResponse.json([receipt])),
      http.get('*/api/users/7/membership', () => HttpResponse.json(null, { status: 404 })),
    );
    renderApp('/config/your-payments', member);
    expect((await screen.findByTestId('card-display')).textContent).toMatch(/Visa.*4242.*12\/2030/);
    const list = await screen.findByRole('list', { name: 'Recibos' });
    expect(list.textContent).toMatch(/Tarifa 2 días.*R-000042.*63,95/);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la tarjeta acabada en 4242' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar la tarjeta?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByLabelText('Número de tarjeta')).toBeTruthy();
  });

  it('shows the invoice each charge issued as a link to its PDF in the screen language, opened in a new tab', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/payments/receipts', () =>
        HttpResponse.json([aReceipt(), aReceipt({ id: 'r-2', number: 43, invoice: null })]),
      ),
      http.get('*/api/invoices/:id/pdf', ({ request }) => {
        asked.push(new URL(request.url).pathname + new URL(request.url).search);
        return new HttpResponse(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } });
      }),
      http.get('*/api/users/7/membership', () => HttpResponse.json(null, { status: 404 })),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:invoice';
    renderApp('/config/your-payments', member);
    const list = await screen.findByRole('list', { name: 'Recibos' });
    const items = within(list).getAllByRole('listitem');
    // Only the receipt whose invoice was issued shows one.
    expect(within(items[1] ?? (undefined as never)).queryByRole('link')).toBeNull();
    const link = within(items[0] ?? (undefined as never)).getByRole('link', {
      name: 'Factura F-000042, en PDF (se abre en una pestaña nueva)',
    });
    expect(link.textContent).toBe('Factura F-000042');
    expect(link.getAttribute('href')).toBe('/api/invoices/42/pdf?lang=es');
    expect(link.getAttribute('target')).toBe('_blank');
    await userEvent.click(link);
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(asked).toEqual(['/api/invoices/42/pdf?lang=es']);
    open.mockRestore();
    URL.createObjectURL = createObjectURL;
  });

  it('lists every card with the default marked; the member chooses the default and removes any card', async () => {
    let cards: Card[] = [
      { ...visa, id: 'pm_a', last4: '4242', defaultPaymentMethod: true },
      { ...visa, id: 'pm_b', last4: '3155', defaultPaymentMethod: false },
      { ...visa, id: 'pm_c', brand: 'mastercard', last4: '4444', defaultPaymentMethod: false },
    ];
    server.use(
      http.get('*/api/payments', () => HttpResponse.json(cards)),
      http.put('*/api/payments/card/:id/default', ({ params }) => {
        cards = cards.map((c) => ({ ...c, defaultPaymentMethod: c.id === params.id }));
        return HttpResponse.json(cards.find((c) => c.id === params.id));
      }),
      http.delete('*/api/payments/card/:id', ({ params }) => {
        cards = cards.filter((c) => c.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('*/api/payments/receipts', () => HttpResponse.json([])),
      http.get('*/api/users/7/membership', () => HttpResponse.json(null, { status: 404 })),
    );
    renderApp('/config/your-payments', member);
    const list = await screen.findByRole('list', { name: 'Tarjetas guardadas' });
    const items = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[0]?.textContent).toMatch(/4242.*Predeterminada/);
    expect(within(list).getAllByText('Predeterminada')).toHaveLength(1);

    await userEvent.click(
      within(list).getByRole('button', { name: 'Hacer predeterminada la tarjeta acabada en 4444' }),
    );
    await waitFor(() =>
      expect(items().find((li) => li.textContent?.includes('Predeterminada'))?.textContent).toMatch(/4444/),
    );

    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar la tarjeta acabada en 3155' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar la tarjeta?' });
    expect(confirm.textContent).toContain('3155');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(list.textContent).not.toContain('3155');

    // Another card is added below the list, which stays in view.
    await userEvent.click(screen.getByRole('button', { name: 'Añadir otra tarjeta' }));
    expect(await screen.findByLabelText('Número de tarjeta')).toBeTruthy();
    expect(items()).toHaveLength(2);
  });

  it('tells a member whose renewal failed what happened and how to join again', async () => {
    const failed: Membership = {
      status: 'ACTIVE',
      plan: null,
      pro: false,
      monthlyAmount: null,
      nextRenewal: null,
      pending: null,
      failedRenewal: { month: '2026-12-01', error: 'insufficient_funds' },
      changePlanDayLimit: 26,
      requestEffectiveOn: '2027-01-01',
    };
    server.use(http.get('*/api/users/7/membership', () => HttpResponse.json(failed)));
    renderApp('/config/your-payments', member);
    const notice = (await screen.findByText('No hemos podido renovar tu tarifa'))
      .parentElement as HTMLElement;
    expect(notice.textContent).toContain('diciembre');
    expect(notice.textContent).toContain('La tarjeta no tiene saldo suficiente.');
    expect(
      within(notice).getByRole('link', { name: 'Vuelve a contratar un plan' }).getAttribute('href'),
    ).toBe('/rates');
  });
});
