import type { MemberPayments, Membership, Receipt, RefundResult, User } from '@boxbook/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aReceipt, server } from './msw-server';
import { member, renderApp } from './render-app';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const admin: User = { ...member, id: 1, name: 'Marta', roles: ['USER', 'ADMIN'] };

const receipt = (over: Partial<Receipt>): Receipt => aReceipt({ invoice: null, ...over });

const partlyRefunded = receipt({
  refunded: 5,
  refunds: [
    {
      id: 'rf-1',
      amount: 5,
      reason: 'Classe anul·lada',
      refundedAt: '2026-11-22T09:00:00Z',
      automatic: false,
      invoice: { id: 31, number: 'FR-000003', kind: 'R5' },
    },
  ],
});
const refundedByTheApp = receipt({
  id: '6e3d9e1f-4a8c-4c8f-8b66-1b2d3f4a5b6c',
  number: 43,
  amount: 59,
  purpose: 'CHECKOUT',
  used: false,
  refunded: 59,
  refunds: [
    {
      id: 'rf-2',
      amount: 59,
      reason: 'already_has_plan',
      refundedAt: '2026-11-21T09:00:00Z',
      automatic: true,
      invoice: null,
    },
  ],
});

beforeEach(() => server.use(http.get('*/api/classes/nextClasses/:x', () => HttpResponse.json([]))));

describe('your-payments: refunds under their receipt', () => {
  it('shows each refund (amount, date, reason, the R5 to open) and marks a receipt refunded in full', async () => {
    server.use(
      http.get('*/api/payments', () => HttpResponse.json([])),
      http.get('*/api/payments/receipts', () => HttpResponse.json([refundedByTheApp, partlyRefunded])),
      http.get('*/api/users/7/membership', () => HttpResponse.json(null, { status: 404 })),
    );
    renderApp('/config/your-payments', member);
    const list = await screen.findByRole('list', { name: 'Recibos' });
    const [full, partial] = within(list)
      .getAllByRole('listitem', { name: undefined })
      .filter((li) => li.textContent?.includes('R-0000'));
    expect(full?.textContent).toMatch(/Devueltos 59,00\s€ el 21 nov 2026/);
    expect(full?.textContent).toContain('Motivo: ya tenías una tarifa');
    expect(within(full as HTMLElement).getByText('Devuelto')).toBeTruthy();
    expect(partial?.textContent).toMatch(/Devueltos 5,00\s€ el 22 nov 2026.*Motivo: Classe anul·lada/);
    expect(within(partial as HTMLElement).queryByText('Devuelto')).toBeNull();
    expect(
      within(partial as HTMLElement).getByRole('button', {
        name: 'Abrir la factura rectificativa FR-000003 en PDF',
      }),
    ).toBeTruthy();
  });
});

describe("the admin refunds from the member's payments panel", () => {
  const noPlan: Membership = {
    status: 'ACTIVE',
    plan: null,
    pro: false,
    monthlyAmount: null,
    nextRenewal: null,
    pending: null,
    failedRenewal: null,
    changePlanDayLimit: 26,
    requestEffectiveOn: '2026-12-01',
  };

  function memberPage(payments: MemberPayments) {
    server.use(
      http.get('*/api/users/:id', () => HttpResponse.json(member)),
      http.get('*/api/users/:id/bookings', () =>
        HttpResponse.json({
          attendance: { attended: 0, noShows: 0, upcoming: 0, waiting: 0, lastAttended: null },
          bookings: { totalPages: 0, totalElements: 0, empty: true, number: 0, content: [] },
        }),
      ),
      http.get('*/api/users/:id/standingBookings', () => HttpResponse.json([])),
      http.get('*/api/calendar/calendar/:day', ({ params }) =>
        HttpResponse.json({ id: Number(params.day), classes: [] }),
      ),
      http.get('*/api/users/:id/membership', () => HttpResponse.json(noPlan)),
      http.get('*/api/users/:id/payments', () => HttpResponse.json(payments)),
    );
  }

  it('prefills what is left, checks amount and reason, sends one key however often it is tried, and says what was done', async () => {
    memberPage({ cards: [], receipts: [partlyRefunded, refundedByTheApp] });
    const sent: { body: unknown; key: string | null }[] = [];
    let answers = 0;
    server.use(
      http.post('*/api/payments/receipts/:id/refund', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        answers += 1;
        if (answers === 1)
          return HttpResponse.json(
            { statusCode: 502, code: 'payment_provider_error', message: 'down' },
            { status: 502 },
          );
        const result: RefundResult = {
          refund: {
            id: 'rf-3',
            amount: 4.5,
            reason: 'Lesió',
            refundedAt: '2026-11-23T09:00:00Z',
            automatic: false,
            invoice: { id: 32, number: 'FR-000004', kind: 'R5' },
          },
          receipt: { ...partlyRefunded, refunded: 9.5 },
          creditTakenBack: null,
          planEnded: false,
        };
        return HttpResponse.json(result);
      }),
    );
    renderApp('/admin/users/7', admin);
    const payments = await screen.findByRole('region', { name: 'Tarjetas y recibos' }, { timeout: 10_000 });
    // A receipt refunded in full has nothing left to refund.
    expect(within(payments).queryByRole('button', { name: 'Devolver el recibo R-000043' })).toBeNull();
    // The table and its phone cards both carry the button.
    await userEvent.click(
      (
        await within(payments).findAllByRole('button', { name: 'Devolver el recibo R-000042' })
      )[0] as HTMLElement,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Devolver el recibo R-000042' });
    const amount = within(dialog).getByLabelText('Importe a devolver (€)');
    expect((amount as HTMLInputElement).value).toBe('7,00');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Devolver 7,00\s€/ }));
    expect(within(dialog).getByText('Este campo es obligatorio.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '8');
    await userEvent.type(within(dialog).getByLabelText('Motivo (el socio lo leerá)'), 'Lesió');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Devolver/ }));
    expect(within(dialog).getByText(/Escribe un importe mayor que 0 y como mucho de 7,00\s€/)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '4,5');
    await userEvent.click(within(dialog).getByRole('button', { name: /Devolver 4,50\s€/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/servicio de pagos no responde/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Devolver 4,50\s€/ }));

    const done = await screen.findByRole('dialog', { name: 'Pago devuelto' });
    expect(done.textContent).toMatch(/Se han devuelto 4,50\s€ a la tarjeta del socio/);
    expect(done.textContent).toContain('FR-000004');
    expect(sent.map((s) => s.body)).toEqual([
      { amountCents: 450, reason: 'Lesió', plan: 'keep' },
      { amountCents: 450, reason: 'Lesió', plan: 'keep' },
    ]);
    expect(sent[0]?.key).toMatch(/^refund-[\w-]{8,}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });

  it('names Bizum where the money goes back when the receipt was paid with Bizum', async () => {
    const byBizum = receipt({
      id: '0b6a1c3e-2f4d-4b5a-9c8d-7e6f5a4b3c2d',
      number: 44,
      paymentMethod: 'bizum',
    });
    memberPage({ cards: [], receipts: [byBizum] });
    server.use(
      http.post('*/api/payments/receipts/:id/refund', () => {
        const result: RefundResult = {
          refund: {
            id: 'rf-5',
            amount: byBizum.amount,
            reason: 'Error',
            refundedAt: '2026-11-23T09:00:00Z',
            automatic: false,
            invoice: null,
          },
          receipt: { ...byBizum, refunded: byBizum.amount },
          creditTakenBack: null,
          planEnded: false,
        };
        return HttpResponse.json(result);
      }),
    );
    renderApp('/admin/users/7', admin);
    const payments = await screen.findByRole('region', { name: 'Tarjetas y recibos' }, { timeout: 10_000 });
    await userEvent.click(
      (
        await within(payments).findAllByRole('button', { name: 'Devolver el recibo R-000044' })
      )[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Devolver el recibo R-000044' });
    expect(dialog.textContent).toContain('El dinero vuelve por Bizum, al móvil que pagó');
    expect(dialog.textContent).not.toContain('tarjeta');
    await userEvent.type(within(dialog).getByLabelText('Motivo (el socio lo leerá)'), 'Error');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Devolver/ }));
    const done = await screen.findByRole('dialog', { name: 'Pago devuelto' });
    expect(done.textContent).toMatch(/Se han devuelto 12,00\s€ al socio por Bizum/);
  });

  it('asks whether a refunded plan month ends the plan, and sends the whole by default', async () => {
    const planMonth = receipt({ purpose: 'PLAN', amount: 59, planNameCa: '2 dies', planNameEs: '2 días' });
    memberPage({ cards: [], receipts: [planMonth] });
    let body: unknown = null;
    server.use(
      http.post('*/api/payments/receipts/:id/refund', async ({ request }) => {
        body = await request.json();
        const result: RefundResult = {
          refund: {
            ...partlyRefunded.refunds[0],
            id: 'rf-4',
            amount: 59,
            invoice: null,
          } as RefundResult['refund'],
          receipt: { ...planMonth, refunded: 59 },
          creditTakenBack: null,
          planEnded: true,
        };
        return HttpResponse.json(result);
      }),
    );
    renderApp('/admin/users/7', admin);
    const payments = await screen.findByRole('region', { name: 'Tarjetas y recibos' }, { timeout: 10_000 });
    // The table and its phone cards both carry the button.
    await userEvent.click(
      (
        await within(payments).findAllByRole('button', { name: 'Devolver el recibo R-000042' })
      )[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Devolver el recibo R-000042' });
    const group = within(dialog).getByRole('group', { name: 'La tarifa que pagaba este recibo' });
    expect(within(group).getByRole('radio', { name: 'Mantener la tarifa' })).toHaveProperty('checked', true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Detener la tarifa ahora' }));
    await userEvent.type(within(dialog).getByLabelText('Motivo (el socio lo leerá)'), 'Baja');
    await userEvent.click(within(dialog).getByRole('button', { name: /Devolver 59,00\s€/ }));
    const done = await screen.findByRole('dialog', { name: 'Pago devuelto' });
    expect(done.textContent).toContain('La tarifa se ha detenido.');
    await waitFor(() => expect(body).toEqual({ reason: 'Baja', plan: 'end' }));
  });
});
