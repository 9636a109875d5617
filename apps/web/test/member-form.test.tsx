import type { Membership, User } from '@boxbook/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

// The whole member page renders (plan, credits, bookings, payments): slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const admin: User = { ...member, id: 1, name: 'Marta', roles: ['USER', 'ADMIN'] };
const LOADED = { timeout: 10_000 };

/** The member page's calls, with `shown` as the member and PUT answered by `answer`. */
function memberPageApi(shown: User, answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/users/:id', () => HttpResponse.json(shown)),
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
    http.get('*/api/users/:id/payments', () => HttpResponse.json({ cards: [], receipts: [] })),
    http.put('*/api/users/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

const membership: Membership = {
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

const refusal = (code: string) =>
  HttpResponse.json({ statusCode: 409, code, message: 'refused' }, { status: 409 });

/**
 * Clicks "Guardar" once the form has checked the change: the button stays disabled until the
 * resolver's asynchronous validation answers, and a click before then does nothing, as for a person.
 */
async function saveWhenEnabled(form: HTMLElement) {
  const save = within(form).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false));
  await userEvent.click(save);
}

describe('"Datos y permisos" of /admin/users/:id', () => {
  it('says why the last admin cannot untick Administrador, and keeps the form as typed', async () => {
    const sent = memberPageApi(admin, () => refusal('last_admin'));
    renderApp('/admin/users/1', admin);
    const data = await screen.findByRole('region', { name: 'Datos y permisos' }, LOADED);
    const box = await within(data).findByRole('checkbox', { name: 'Administrador' });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box);
    await saveWhenEnabled(data);
    expect((await within(data).findByRole('alert')).textContent).toBe(
      'El box se quedaría sin ningún administrador activo. Da antes el permiso de administrador a otra persona.',
    );
    expect(sent[0]?.roles).toEqual(['USER']);
    expect(within(data).queryByText('Datos guardados')).toBeNull();
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('does not offer maintenance to a member without a plan, and says why', async () => {
    memberPageApi(member, () => HttpResponse.json(member));
    renderApp('/admin/users/7', admin);
    const data = await screen.findByRole('region', { name: 'Datos y permisos' }, LOADED);
    const status = await within(data).findByRole('combobox', { name: 'Estado' });
    const maintenance = within(status).getByRole('option', { name: 'Mantenimiento' }) as HTMLOptionElement;
    expect(maintenance.disabled).toBe(true);
    const hint = 'Sin plan no hay mantenimiento: el mantenimiento pausa el plan del socio.';
    expect(within(data).getByText(hint)).toBeTruthy();
    expect(status.getAttribute('aria-describedby')).toBe(within(data).getByText(hint).id);
  });

  it('offers maintenance to a member with a plan', async () => {
    const withPlan: User = { ...member, plan: { id: 2, key: 'two_days', name: '2 días' } };
    const sent = memberPageApi(withPlan, (body) => HttpResponse.json({ ...withPlan, ...body }));
    renderApp('/admin/users/7', admin);
    const data = await screen.findByRole('region', { name: 'Datos y permisos' }, LOADED);
    const status = await within(data).findByRole('combobox', { name: 'Estado' });
    await userEvent.selectOptions(status, 'MAINTENANCE');
    await saveWhenEnabled(data);
    await waitFor(() => expect(sent[0]?.status).toBe('MAINTENANCE'));
  });
});
