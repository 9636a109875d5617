import type { DayOff, DayOffPreview, MemberPayments, Membership, Receipt, User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activities, server } from './msw-server';
import { member, renderApp } from './render-app';

const admin: User = { ...member, id: 1, name: 'Marta', roles: ['USER', 'ADMIN'] };
const crossfit = activities[0] ?? (undefined as never);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('adding a day off', () => {
  const preview: DayOffPreview = {
    classes: [
      {
        id: 7,
        activity: crossfit,
        date: '2026-11-24',
        startTime: '2026-11-24T18:00:00Z',
        endTime: '2026-11-24T19:00:00Z',
        usersIn: 3,
        usersWait: 1,
      },
      {
        id: 8,
        activity: crossfit,
        date: '2026-11-24',
        startTime: '2026-11-24T06:00:00Z',
        endTime: '2026-11-24T07:00:00Z',
        usersIn: 0,
        usersWait: 0,
      },
    ],
  };

  it('warns of the booked classes it cancels and adds it only once confirmed', async () => {
    const added: unknown[] = [];
    const days: DayOff[] = [];
    server.use(
      http.get('*/api/dayOff', () => HttpResponse.json(days)),
      http.get('*/api/dayOff/preview', ({ request }) => {
        expect(new URL(request.url).searchParams.get('when')).toBe('2026-11-24');
        return HttpResponse.json(preview);
      }),
      http.post('*/api/dayOff', async ({ request }) => {
        added.push(await request.json());
        days.push({ id: 1, when: '2026-11-24', frequency: 'ONCE', skip: false, done: true });
        return HttpResponse.json(days[0]);
      }),
    );
    renderApp('/admin/days-off', admin);
    const date = await screen.findByLabelText('Fecha', {}, { timeout: 10_000 });
    await userEvent.type(date, '2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir el festivo' }));

    const dialog = await screen.findByRole('dialog');
    const victims = within(dialog).getByTestId('day-off-victims');
    expect(victims.textContent).toContain('19:00 · Crossfit');
    expect(victims.textContent).toContain('3 con plaza · 1 en espera');
    expect(within(dialog).getByText('También se anula 1 clase sin reservas.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(added).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Añadir el festivo' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(added).toEqual([{ when: '2026-11-24', frequency: 'ONCE', skip: false }]));
    // jsdom applies no CSS: the phone's card and the desktop's row are both there.
    expect(await screen.findAllByRole('button', { name: /^Borrar el festivo del martes, 24/ })).toHaveLength(
      2,
    );
  });
});

describe('finding a member', () => {
  it('searches the trimmed name and pages in groups of five', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/users', ({ request }) => {
        const url = new URL(request.url);
        asked.push(
          `${url.searchParams.get('name')}|${url.searchParams.get('page')}|${url.searchParams.get('size')}`,
        );
        return HttpResponse.json({
          totalPages: 12,
          totalElements: 600,
          empty: false,
          number: 0,
          content: [member],
        });
      }),
    );
    renderApp('/admin/users', admin);
    await userEvent.type(await screen.findByLabelText('Buscar un socio', {}, { timeout: 10_000 }), '  laia ');
    await waitFor(() => expect(asked).toContain('laia|0|50'));
    const pages = await screen.findByRole('navigation', { name: 'Páginas' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Página \d/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(pages).getByRole('button', { name: 'Páginas siguientes' }));
    await waitFor(() => expect(asked).toContain('laia|5|50'));
  });
});

describe("a member's plan, cards and receipts (/admin/users/:id)", () => {
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
  const onTwoDays: Membership = {
    ...noPlan,
    plan: { id: 2, key: 'two_days', nameCa: '2 dies', nameEs: '2 días' },
    pro: true,
    monthlyAmount: 63.95,
    nextRenewal: { date: '2026-12-01', amount: 63.95, method: 'CARD' },
  };
  const receipt: Receipt = {
    id: '5d2c8d0e-3f7b-4b7e-9a55-0a1c2e3f4a5b',
    number: 42,
    issuedAt: '2026-11-02T10:00:00Z',
    amount: 12,
    base: 9.92,
    vat: 2.08,
    vatRate: 21,
    paymentMethod: 'card',
    coversFrom: null,
    coversTo: null,
    purpose: 'CREDIT_ACTIVITY',
    planNameCa: null,
    planNameEs: null,
    period: null,
    used: true,
    invoice: { id: 7, number: 'F-000007', kind: 'F2' },
    refunds: [],
    refunded: 0,
  };

  /** The member page's calls; `membership` is what the server holds now. */
  function memberPageApi(start: Membership, payments: MemberPayments = { cards: [], receipts: [] }) {
    let membership = start;
    const calls: string[] = [];
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
      http.get('*/api/users/:id/membership', () => HttpResponse.json(membership)),
      http.get('*/api/users/:id/payments', () => HttpResponse.json(payments)),
      http.post('*/api/users/:id/join', async ({ request, params }) => {
        const body = (await request.json()) as { planId: number; pro: boolean };
        calls.push(`join ${params.id} ${body.planId} ${body.pro}`);
        membership = onTwoDays;
        return HttpResponse.json(member);
      }),
      http.post('*/api/users/:id/changePlan', async ({ request }) => {
        const body = (await request.json()) as { planId: number; pro: boolean };
        calls.push(`change ${body.planId} ${body.pro}`);
        return HttpResponse.json(
          { statusCode: 409, code: 'conflict', error: 'Conflict', message: 'Asked already' },
          { status: 409 },
        );
      }),
      // An admin's pause and resume apply at once (the server drops any request waiting).
      http.post('*/api/users/:id/maintenance/start', () => {
        calls.push('pause');
        membership = { ...membership, status: 'MAINTENANCE', pending: null };
        return HttpResponse.json(membership);
      }),
      http.post('*/api/users/:id/maintenance/end', () => {
        calls.push('resume');
        membership = { ...membership, status: 'ACTIVE', pending: null };
        return HttpResponse.json(membership);
      }),
      http.delete('*/api/users/:id/planRequest', () => {
        calls.push('cancel');
        membership = { ...membership, pending: null };
        return HttpResponse.json(membership);
      }),
      http.post('*/api/users/:id/leave', () => {
        calls.push('leave');
        membership = {
          ...membership,
          pending: { kind: 'LEAVE', plan: null, pro: false, effectiveOn: '2026-12-01' },
        };
        return HttpResponse.json(membership);
      }),
    );
    return calls;
  }
  const LOADED = { timeout: 10_000 };

  it('joins a member to a plan with Pro, at once', async () => {
    const calls = memberPageApi(noPlan);
    renderApp('/admin/users/7', admin);
    const plan = await screen.findByRole('region', { name: 'Plan' }, LOADED);
    expect(await within(plan).findByText('Ahora no tiene ningún plan.')).toBeTruthy();
    await userEvent.selectOptions(within(plan).getByLabelText('Plan'), '2');
    await userEvent.click(within(plan).getByLabelText('Con Pro'));
    await userEvent.click(within(plan).getByRole('button', { name: 'Dar de alta' }));
    expect((await within(plan).findByRole('status')).textContent).toContain('ya tiene el plan');
    expect(calls).toEqual(['join 7 2 true']);
    expect((await within(plan).findByTestId('member-plan')).textContent).toContain('2 días + Pro');
    expect(within(plan).getByText(/^El 1 de diciembre de 2026, 63,95\s€ con tarjeta\.$/)).toBeTruthy();
  });

  it('leaves after a yes, shows when, and cancels the request again', async () => {
    const calls = memberPageApi(onTwoDays);
    renderApp('/admin/users/7', admin);
    const plan = await screen.findByRole('region', { name: 'Plan' }, LOADED);
    await userEvent.click(await within(plan).findByRole('button', { name: 'Dar de baja del plan' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Darle de baja del plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls).toEqual([]);
    await userEvent.click(within(plan).getByRole('button', { name: 'Dar de baja del plan' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Darle de baja del plan?' })).getByRole('button', {
        name: 'Sí',
      }),
    );
    await waitFor(() => expect(calls).toEqual(['leave']));
    expect((await within(plan).findByTestId('member-plan-pending')).textContent).toBe(
      'El plan termina el 1 de diciembre de 2026.',
    );
    await userEvent.click(within(plan).getByRole('button', { name: 'Anular el cambio' }));
    await waitFor(() => expect(within(plan).queryByTestId('member-plan-pending')).toBeNull());
    expect(calls).toEqual(['leave', 'cancel']);
  });

  it('pauses and resumes a membership at once', async () => {
    const calls = memberPageApi(onTwoDays);
    renderApp('/admin/users/7', admin);
    const plan = await screen.findByRole('region', { name: 'Plan' }, LOADED);
    await userEvent.click(await within(plan).findByRole('button', { name: 'Poner en mantenimiento' }));
    expect((await within(plan).findByRole('status')).textContent).toContain(
      'la cuota queda en mantenimiento desde hoy',
    );
    expect(within(plan).queryByTestId('member-plan-pending')).toBeNull();
    await userEvent.click(await within(plan).findByRole('button', { name: 'Volver a activar' }));
    expect((await within(plan).findByRole('status')).textContent).toContain(
      'la cuota vuelve a estar activa desde hoy',
    );
    expect(calls).toEqual(['pause', 'resume']);
    expect(await within(plan).findByRole('button', { name: 'Poner en mantenimiento' })).toBeTruthy();
  });

  it('explains a refused plan change in the admin words', async () => {
    const calls = memberPageApi(onTwoDays);
    renderApp('/admin/users/7', admin);
    const plan = await screen.findByRole('region', { name: 'Plan' }, LOADED);
    const select = await within(plan).findByLabelText('Plan');
    expect(within(select).queryByText(/2 días/)).toBeNull();
    await userEvent.selectOptions(select, '3');
    await userEvent.click(within(plan).getByRole('button', { name: 'Pedir el cambio' }));
    expect((await within(plan).findByRole('alert')).textContent).toBe(
      'Ya tiene este plan, o ya hay un cambio pedido.',
    );
    expect(calls).toEqual(['change 3 false']);
  });

  it('lists the cards by brand and last4 and the receipts with their PDF', async () => {
    memberPageApi(noPlan, {
      cards: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2029 }],
      receipts: [receipt],
    });
    renderApp('/admin/users/7', admin);
    const payments = await screen.findByRole('region', { name: 'Tarjetas y recibos' }, LOADED);
    const cards = await within(payments).findByRole('list', { name: 'Tarjetas' });
    expect(cards.textContent).toContain('visa');
    expect(cards.textContent).toContain('4242');
    expect(cards.textContent).toContain('03/2029');
    const table = within(payments).getByRole('table', { name: 'Recibos' });
    const row = within(table).getAllByRole('row')[1] ?? (undefined as never);
    expect(row.textContent).toContain('R-000042');
    expect(row.textContent).toMatch(/12,00\s€/);
    expect(row.textContent).toContain('2 nov 2026');
    expect(within(row).getByRole('button', { name: 'Abrir el recibo R-000042 en PDF' })).toBeTruthy();
    const invoice = within(row).getByRole('link', {
      name: 'Factura F-000007, en PDF (se abre en una pestaña nueva)',
    });
    expect(invoice.textContent).toBe('Factura F-000007');
    expect(invoice.getAttribute('href')).toBe('/api/invoices/7/pdf?lang=es');
    expect(invoice.getAttribute('target')).toBe('_blank');
  });

  it('says so when the member has no card and no receipt', async () => {
    memberPageApi(noPlan);
    renderApp('/admin/users/7', admin);
    const payments = await screen.findByRole('region', { name: 'Tarjetas y recibos' }, LOADED);
    expect(await within(payments).findByText('No tiene ninguna tarjeta guardada.')).toBeTruthy();
    expect(within(payments).getByText('Todavía no tiene ningún recibo.')).toBeTruthy();
  });
});
