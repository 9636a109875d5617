import type { Card, Membership } from '@boxbook/domain';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const onTwoDays: Membership = {
  status: 'ACTIVE',
  plan: { id: 2, key: 'two_days', nameCa: '2 dies', nameEs: '2 días' },
  pro: false,
  monthlyAmount: 59,
  nextRenewal: { date: '2026-12-01', amount: 59, method: 'CARD' },
  pending: null,
  failedRenewal: null,
  changePlanDayLimit: 26,
  requestEffectiveOn: '2026-12-01',
};
const withPlan = { ...member, plan: { id: 2, key: 'two_days', name: '2 días' } };

/** The server's side: the member's membership, and every request made to change it. */
let membership: Membership;
let requests: { path: string; body: unknown }[];

beforeEach(() => {
  membership = onTwoDays;
  requests = [];
  const answer =
    (pending: Membership['pending']) =>
    async ({ request }: { request: Request }) => {
      const body = request.method === 'DELETE' ? null : await request.json();
      requests.push({ path: new URL(request.url).pathname, body });
      membership = { ...membership, pending };
      return HttpResponse.json(membership);
    };
  server.use(
    http.get('*/api/users/7/membership', () => HttpResponse.json(membership)),
    http.post('*/api/users/7/changePlan', async (info) => {
      const { planId, pro } = (await info.request.clone().json()) as { planId: number; pro: boolean };
      return answer({
        kind: 'CHANGE',
        plan: { id: planId, nameCa: 'Il·limitat', nameEs: 'Ilimitado' },
        pro,
        effectiveOn: '2026-12-01',
      })(info);
    }),
    http.post('*/api/users/7/maintenance/start', (info) =>
      answer({ kind: 'PAUSE', plan: null, pro: false, effectiveOn: '2026-12-01' })(info),
    ),
    http.post('*/api/users/7/maintenance/end', (info) =>
      answer({ kind: 'RESUME', plan: null, pro: false, effectiveOn: '2026-12-01' })(info),
    ),
    http.delete('*/api/users/7/planRequest', (info) => answer(null)(info)),
  );
});

describe('your-rate', () => {
  it('asks for another plan with Pro from the 1st, explains the day rule, and takes the request back', async () => {
    renderApp('/config/your-rate', withPlan);
    expect(
      await screen.findByText('Se renueva el 1 de diciembre de 2026: cobraremos 59,00 € a tu tarjeta.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /hasta el día 26 del mes se aplican el día 1 del mes siguiente.*se aplicará el 1 de diciembre de 2026/,
      ),
    ).toBeTruthy();

    const change = screen.getByRole('region', { name: 'Cambiar de plan' });
    expect(within(change).getByRole('button', { name: 'Pedir el cambio' })).toHaveProperty('disabled', true);
    const unlimited = await within(change).findByRole('option', { name: /^Ilimitado · 89,00\s€$/ });
    await userEvent.selectOptions(within(change).getByLabelText('Nuevo plan'), unlimited);
    await userEvent.click(within(change).getByRole('checkbox', { name: /opción Pro/ }));
    await userEvent.click(within(change).getByRole('button', { name: 'Pedir el cambio' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Cambiar de plan?' });
    expect(confirm.textContent).toMatch(
      /El 1 de diciembre de 2026 pasarás al plan Ilimitado \+ Pro: desde entonces pagarás 93,95\s€ al mes\./,
    );
    expect(requests).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));

    const pending = await screen.findByRole('region', { name: 'Cambio pedido' });
    expect(pending.textContent).toContain('El 1 de diciembre de 2026 pasarás al plan Ilimitado + Pro.');
    expect(requests).toEqual([{ path: '/api/users/7/changePlan', body: { planId: 3, pro: true } }]);

    await userEvent.click(within(pending).getByRole('button', { name: 'Anular el cambio' }));
    await screen.findByRole('button', { name: 'Poner en mantenimiento' });
    expect(screen.queryByRole('region', { name: 'Cambio pedido' })).toBeNull();
    expect(requests.at(-1)?.path).toBe('/api/users/7/planRequest');
  });

  it('does not ask to change to the plan the member already has, but lets them add Pro to it', async () => {
    renderApp('/config/your-rate', withPlan);
    const change = await screen.findByRole('region', { name: 'Cambiar de plan' });
    const current = await within(change).findByRole('option', { name: /^2 días · / });
    await userEvent.selectOptions(within(change).getByLabelText('Nuevo plan'), current);
    expect(within(change).getByText('Ya tienes este plan.')).toBeTruthy();
    expect(within(change).getByRole('button', { name: 'Pedir el cambio' })).toHaveProperty('disabled', true);
    await userEvent.click(within(change).getByRole('checkbox', { name: /opción Pro/ }));
    expect(within(change).queryByText('Ya tienes este plan.')).toBeNull();
    expect(within(change).getByRole('button', { name: 'Pedir el cambio' })).toHaveProperty('disabled', false);
  });

  it('pauses the membership after a yes, from the date the rule gives', async () => {
    renderApp('/config/your-rate', withPlan);
    await userEvent.click(await screen.findByRole('button', { name: 'Poner en mantenimiento' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Poner la cuota en mantenimiento?' });
    expect(dialog.textContent).toContain('Se aplicará el 1 de diciembre de 2026.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    const pending = await screen.findByRole('region', { name: 'Cambio pedido' });
    expect(pending.textContent).toContain('Tu cuota queda en mantenimiento el 1 de diciembre de 2026.');
    expect(requests).toEqual([{ path: '/api/users/7/maintenance/start', body: {} }]);
  });

  it('a paused member sees why and resumes after a yes; a no changes nothing', async () => {
    membership = { ...onTwoDays, status: 'MAINTENANCE', nextRenewal: null };
    renderApp('/config/your-rate', withPlan);
    expect(await screen.findByText(/Tu cuota está en mantenimiento/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Poner en mantenimiento' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Volver a activar' }));
    const asked = await screen.findByRole('dialog', { name: '¿Volver a activar la cuota?' });
    await userEvent.click(within(asked).getByRole('button', { name: 'No' }));
    expect(requests).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Volver a activar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Volver a activar la cuota?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    const pending = await screen.findByRole('region', { name: 'Cambio pedido' });
    expect(pending.textContent).toContain('Tu cuota vuelve a estar activa el 1 de diciembre de 2026.');
    expect(requests).toEqual([{ path: '/api/users/7/maintenance/end', body: {} }]);
  });

  it('after the member removes their only card, their rate warns that the renewal has no card to charge', async () => {
    let cards: Card[] = [
      { id: 'pm_a', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, defaultPaymentMethod: true },
    ];
    server.use(
      http.get('*/api/payments', () => HttpResponse.json(cards)),
      http.delete('*/api/payments/card/:id', () => {
        // The server charges the 1st to the card on file: without one, the renewal has no way to pay.
        cards = [];
        membership = { ...membership, nextRenewal: { date: '2026-12-01', amount: 59, method: 'NONE' } };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderApp('/config/your-rate', withPlan);
    expect(
      await screen.findByText('Se renueva el 1 de diciembre de 2026: cobraremos 59,00 € a tu tarjeta.'),
    ).toBeTruthy();

    await act(() => router.navigate('/config/your-payments'));
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la tarjeta acabada en 4242' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar la tarjeta?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByLabelText('Número de tarjeta')).toBeTruthy();

    await act(() => router.navigate('/config/your-rate'));
    expect(
      await screen.findByText(
        'Se renueva el 1 de diciembre de 2026 por 59,00 €, pero no tienes tarjeta: añade una en Pagos o la renovación fallará.',
      ),
    ).toBeTruthy();
  });
});
