import type { Household, HouseholdPerson, User } from '@boxbook/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const admin: User = { ...member, id: 1, name: 'Marta', roles: ['USER', 'ADMIN'] };
const person = (id: number, name: string, surname: string): HouseholdPerson => ({
  id,
  name,
  surname,
  image: '/img/placeholder-avatar.svg',
  birth: '1985-01-01',
  hasLogin: true,
  guardianConsentAt: null,
});
const marc: User = { ...member, id: 8, name: 'Marc', surname: 'Puig', email: '', birth: '2016-05-10' };
const joan: User = { ...member, id: 9, name: 'Joan', surname: 'Vidal', email: 'joan@example.com' };
const nuria: User = { ...member, id: 7, name: 'Núria', surname: 'Puig' };
// A minor and an inactive member: never offered as a guardian.
const anna: User = { ...member, id: 10, name: 'Anna', surname: 'Vidal', birth: '2012-03-03' };
const pere: User = { ...member, id: 11, name: 'Pere', surname: 'Vidal', status: 'INACTIVE' };

// The rest of the member page, empty.
beforeEach(() =>
  server.use(
    http.get('*/api/users/7', () => HttpResponse.json(nuria)),
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
    http.get('*/api/users/:id/payments', () => HttpResponse.json({ cards: [], receipts: [] })),
  ),
);

function api() {
  let guardian = person(7, 'Núria', 'Puig');
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/users/8', () => HttpResponse.json(marc)),
    http.get('*/api/users/8/household', () =>
      HttpResponse.json({ guardian, dependents: [] } satisfies Household),
    ),
    http.get('*/api/users', () =>
      HttpResponse.json({ content: [nuria, joan, anna, pere], totalElements: 4 }),
    ),
    http.put('*/api/users/8/guardian', async ({ request }) => {
      const body = (await request.json()) as { guardianId: number };
      bodies.push(body);
      if (bodies.length === 1)
        return HttpResponse.json(
          { statusCode: 409, code: 'guardian_not_eligible', message: 'x' },
          { status: 409 },
        );
      guardian = person(body.guardianId, 'Joan', 'Vidal');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}

describe('handing a dependent to another guardian (/admin/users/:id)', () => {
  it('picks an adult, records consent, confirms with both names, shows a refusal, then refreshes', async () => {
    const bodies = api();
    renderApp('/admin/users/8', admin);
    const family = await screen.findByRole('region', { name: 'Familia' });
    expect(await within(family).findByText('Tutor: Núria Puig')).toBeTruthy();
    await userEvent.click(within(family).getByRole('button', { name: 'Pasar a otro tutor' }));

    const pick = await screen.findByRole('dialog', { name: 'Pasar a Marc Puig a otro tutor' });
    await userEvent.type(within(pick).getByLabelText('Busca al nuevo tutor'), 'Vidal');
    const choices = await within(pick).findByRole('group', { name: 'Nuevo tutor' });
    // Only Joan: Núria already is, Anna is a minor, Pere is not active.
    expect(within(choices).getAllByRole('radio')).toHaveLength(1);
    const next = within(pick).getByRole('button', { name: 'Continuar' });
    await userEvent.click(within(choices).getByRole('radio', { name: /Joan Vidal/ }));
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(pick).getByRole('checkbox', { name: /El nuevo tutor declara/ }));
    await userEvent.click(next);

    const confirm = await screen.findByRole('dialog', { name: '¿Pasar a Marc Puig a Joan Vidal?' });
    expect(within(confirm).getByText(/Núria Puig ya no/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pasar a Joan Vidal' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'El nuevo tutor debe ser un socio mayor de edad con cuenta propia.',
    );

    await userEvent.click(within(confirm).getByRole('button', { name: 'Pasar a Joan Vidal' }));
    expect((await within(family).findByRole('status')).textContent).toBe(
      'Marc ahora está a cargo de Joan Vidal.',
    );
    expect(await within(family).findByText('Tutor: Joan Vidal')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([
      { guardianId: 9, consent: true },
      { guardianId: 9, consent: true },
    ]);
  });

  it("offers nothing to hand over on a member who is nobody's dependent", async () => {
    renderApp('/admin/users/7', admin);
    const family = await screen.findByRole('region', { name: 'Familia' });
    expect(await within(family).findByText('No tiene familia en la app.')).toBeTruthy();
    expect(within(family).queryByRole('button', { name: 'Pasar a otro tutor' })).toBeNull();
  });
});
