import type { DayCalendar } from '@boxbook/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aClassView, activities, appConfig, server } from './msw-server';
import { member, renderApp } from './render-app';

const crossfit = activities[0] ?? (undefined as never);
// The screens load lazily: loaded once here, a cold import does not eat the first test's waits.
beforeAll(async () => {
  await Promise.all([
    import('../src/routes/book-page'),
    import('../src/routes/trainer-class-page'),
    import('../src/routes/calendar-page'),
    import('../src/routes/schedule-page'),
  ]);
}, 60_000);
// Monday 23 November 2026, 10:00 local.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
});
afterEach(() => vi.useRealTimers());

describe('booking a class', () => {
  it('shows places left and joins', async () => {
    let joined: unknown;
    server.use(
      http.get('*/api/classes', () => HttpResponse.json([aClassView({})])),
      http.post('*/api/classes/1/join', async ({ request }) => {
        joined = await request.json();
        return HttpResponse.json({ id: 5, status: 'IN', class: aClassView({}) });
      }),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('places').textContent).toBe('Quedan 10 plazas');
    await userEvent.click(within(card).getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(joined).toEqual({ userId: member.id }));
  });

  it('shows a class the box cancelled as cancelled, with why, and offers no booking', async () => {
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([
          aClassView({ id: 1, usersIn: [], cancelled: true, cancelReason: 'STAFF' }),
          aClassView({
            id: 2,
            startTime: '2026-11-23T20:00:00+01:00',
            cancelled: true,
            cancelReason: 'DAY_OFF',
          }),
        ]),
      ),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    const [byStaff, dayOff] = await screen.findAllByRole('article');
    const card = within(byStaff ?? document.body);
    expect(card.getByText('Anulada')).toBeTruthy();
    expect(card.getByText('El box ha anulado esta clase.')).toBeTruthy();
    expect(card.queryByTestId('places')).toBeNull();
    expect(card.queryByRole('button')).toBeNull();
    expect(within(dayOff ?? document.body).getByText('Día festivo: el box está cerrado.')).toBeTruthy();
    expect(within(dayOff ?? document.body).queryByRole('button')).toBeNull();
  });

  it('offers the waiting list when full and shows the position', async () => {
    const full = aClassView({
      usersIn: Array.from({ length: 12 }, (_, i) => i + 10),
      usersWait: [99, member.id],
      me: { status: 'WAIT', position: 2 },
    });
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([
          full,
          aClassView({ id: 2, usersIn: Array.from({ length: 12 }, (_, i) => i + 10) }),
        ]),
      ),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    const [mine, other] = await screen.findAllByRole('article');
    expect(within(mine ?? document.body).getByText('En espera · 2º')).toBeTruthy();
    expect(within(other ?? document.body).getByRole('button', { name: 'Ponerme en espera' })).toBeTruthy();
  });

  it('offers a waiting member the freed place, taken with one tap', async () => {
    let joins = 0;
    const freed = aClassView({
      usersIn: Array.from({ length: 11 }, (_, i) => i + 10),
      usersWait: [member.id],
    });
    server.use(
      http.get('*/api/classes', () => HttpResponse.json([{ ...freed, me: { status: 'WAIT', position: 1 } }])),
      http.post('*/api/classes/1/join', () => {
        joins++;
        return HttpResponse.json({
          id: 5,
          status: 'IN',
          class: { ...freed, me: { status: 'IN', position: null } },
        });
      }),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('places').textContent).toBe('Queda 1 plaza · 1 en espera');
    expect(within(card).getByRole('button', { name: 'Salir de la espera' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Coger la plaza' }));
    await waitFor(() => expect(joins).toBe(1));
  });

  it('opens on the next class: those under way fold away, and it shows the credits this activity uses', async () => {
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([
          aClassView({ id: 1, startTime: '2026-11-23T07:00:00+01:00', block: 'started' }),
          aClassView({ id: 2, startTime: '2026-11-23T08:00:00+01:00', block: 'started' }),
          aClassView({ id: 3 }),
        ]),
      ),
    );
    renderApp('/book/crossfit/2026-11-23', { ...member, credits: { activity: 3, open: 0 } });
    const folded = (await screen.findByText('2 clases ya han empezado')).closest('details');
    expect(folded?.open).toBe(false);
    expect(within(folded ?? document.body).getAllByRole('article', { hidden: true })).toHaveLength(2);
    const [next] = screen.getAllByRole('article').filter((card) => !folded?.contains(card));
    expect(next?.getAttribute('aria-label')).toMatch(/18:00/);
    expect(screen.getByTestId('credits-of-kind').textContent).toBe('Te quedan 3 créditos de clases');
  });

  it('leads on to the next day once every class of this one has started', async () => {
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([aClassView({ startTime: '2026-11-23T07:00:00+01:00', block: 'started' })]),
      ),
    );
    const { router } = renderApp('/book/crossfit/2026-11-23', member);
    expect(await screen.findByText('No quedan más clases este día.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Ver el día siguiente ›' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/crossfit/2026-11-24'));
  });

  it('tells when a class for tomorrow opens', async () => {
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([
          aClassView({ date: '2026-11-24', block: 'not_open_yet', opensAt: '2026-11-23T17:00:00+01:00' }),
        ]),
      ),
    );
    renderApp('/book/crossfit/2026-11-24', member);
    const card = await screen.findByRole('article');
    expect(card.textContent).toMatch(/Se abre lunes,? 17:00/);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('asks to confirm losing the credit when leaving late', async () => {
    const calls: unknown[] = [];
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([aClassView({ me: { status: 'IN', position: null } })]),
      ),
      http.post('*/api/classes/1/leave', async ({ request }) => {
        const body = (await request.json()) as { penalization: boolean };
        calls.push(body);
        if (!body.penalization) {
          return HttpResponse.json(
            { statusCode: 409, code: 'penalization_required', message: 'x' },
            { status: 409 },
          );
        }
        return HttpResponse.json({});
      }),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perderás el crédito' });
    expect(dialog.textContent).toContain('Faltan menos de 2 horas para la clase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { userId: member.id, penalization: false },
        { userId: member.id, penalization: true },
      ]),
    );
  });

  it('names the limit the box set when it is not whole hours', async () => {
    server.use(
      http.get('*/api/app/config', () => HttpResponse.json({ ...appConfig, cancelLimitMinutes: 90 })),
      http.get('*/api/classes', () =>
        HttpResponse.json([aClassView({ me: { status: 'IN', position: null } })]),
      ),
      http.post('*/api/classes/1/leave', () =>
        HttpResponse.json({ statusCode: 409, code: 'penalization_required', message: 'x' }, { status: 409 }),
      ),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perderás el crédito' });
    expect(dialog.textContent).toContain('Faltan menos de 90 minutos para la clase');
  });

  it('explains that credits are needed', async () => {
    server.use(
      http.get('*/api/classes', () => HttpResponse.json([aClassView({})])),
      http.post('*/api/classes/1/join', () =>
        HttpResponse.json({ statusCode: 409, code: 'no_credits', message: 'x' }, { status: 409 }),
      ),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('dialog', { name: 'No tienes créditos' })).toBeTruthy();
  });

  it.each([
    [
      { block: 'not_open_yet', opensAt: '2026-11-23T17:00:00+01:00' },
      /no se puede reservar ahora\. Se abre lunes,? 17:00\./,
    ],
    [{ block: 'disabled' }, /no se puede reservar ahora\. La actividad ya no se puede reservar\./],
    [{}, /^Esta clase no se puede reservar ahora\.$/],
  ])('says why a class cannot be booked when the join is refused (%o)', async (params, text) => {
    server.use(
      http.get('*/api/classes', () => HttpResponse.json([aClassView({})])),
      http.post('*/api/classes/1/join', () =>
        HttpResponse.json(
          { statusCode: 409, code: 'class_not_bookable', message: 'x', params },
          { status: 409 },
        ),
      ),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(text);
  });
});

describe('schedule', () => {
  const monday: DayCalendar = {
    id: 0,
    classes: [
      { id: 2, activity: crossfit, startTime: '19:00', endTime: '20:00', maxPeople: 12, day: 0, coach: null },
      { id: 1, activity: crossfit, startTime: '07:00', endTime: '08:00', maxPeople: 12, day: 0, coach: null },
    ],
  };

  it('opens on today’s tab and links each class to booking it on its date', async () => {
    server.use(
      http.get('*/api/calendar/calendar/:day', ({ params }) =>
        HttpResponse.json(params.day === '0' ? monday : { id: Number(params.day), classes: [] }),
      ),
    );
    renderApp('/schedule');
    expect((await screen.findByRole('tab', { selected: true })).textContent).toContain('Lunes');
    const links = await within(screen.getByRole('tabpanel')).findAllByRole('link');
    // Signed out, each class also offers a visitor its free trial.
    expect(links.map((l) => l.textContent)).toEqual([
      '07:00–08:00Crossfit›',
      'Pruébala',
      '19:00–20:00Crossfit›',
      'Pruébala',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/book/crossfit/2026-11-23');
    expect(links[1]?.getAttribute('href')).toMatch(/^\/visit\/2026-11-23\/\d+$/);
    expect(links[1]?.getAttribute('aria-label')).toBe('Pruébala: Crossfit a las 07:00');
  });

  it('tells a signed-in member which of the day’s classes the box cancelled, and why', async () => {
    server.use(
      http.get('*/api/calendar/calendar/:day', ({ params }) =>
        HttpResponse.json(params.day === '0' ? monday : { id: Number(params.day), classes: [] }),
      ),
      http.get('*/api/classes', () =>
        HttpResponse.json([
          aClassView({ id: 1, startTime: '2026-11-23T07:00:00+01:00' }),
          aClassView({
            id: 2,
            startTime: '2026-11-23T19:00:00+01:00',
            cancelled: true,
            cancelReason: 'STAFF',
          }),
        ]),
      ),
    );
    renderApp('/schedule', member);
    const [early, late] = await within(await screen.findByRole('tabpanel')).findAllByRole('link');
    await waitFor(() => expect(late?.textContent).toContain('Anulada'));
    expect(late?.textContent).toContain('El box ha anulado esta clase.');
    expect(early?.textContent).not.toContain('Anulada');
  });
});

describe('calendar', () => {
  beforeEach(() => {
    server.use(
      http.post('*/api/classes/validated/ofMonth', () =>
        HttpResponse.json([{ when: '2026-11-20', icon: '/img/icons/crossfit.svg' }]),
      ),
      http.post('*/api/dayOff/dayOffForMonth', () => HttpResponse.json([])),
    );
  });

  it('marks attended days and asks for a plan to open a past day', async () => {
    renderApp('/calendar', member);
    const attended = await screen.findByRole('button', { name: '20 de noviembre de 2026' });
    await waitFor(() => expect(attended.getAttribute('data-state')).toBe('validated'));
    await userEvent.click(screen.getByRole('button', { name: '19 de noviembre de 2026' }));
    expect(await screen.findByRole('dialog', { name: 'Necesitas un plan' })).toBeTruthy();
  });

  it('keeps today marked while another day is selected', async () => {
    renderApp('/calendar', { ...member, plan: { id: 1, key: 'x', name: 'X' } });
    const today = await screen.findByRole('button', { name: '23 de noviembre de 2026' });
    await userEvent.click(screen.getByRole('button', { name: '20 de noviembre de 2026' }));
    expect(screen.getByRole('button', { name: '20 de noviembre de 2026' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(today.getAttribute('aria-pressed')).toBe('false');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.className).toMatch(/ring-2/);
  });

  it('goes back no further than July 2022, whose days before the 7th look and act inert', {
    timeout: 60_000,
  }, async () => {
    renderApp('/calendar', { ...member, plan: { id: 1, key: 'x', name: 'X' } });
    const previous = await screen.findByRole('button', { name: 'Anterior' });
    // 52 months back: plain clicks, as userEvent's pointer simulation would take seconds.
    for (let i = 0; i < 60 && !screen.queryByRole('button', { name: '1 de julio de 2022' }); i++)
      act(() => previous.click());
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    const before = screen.getByRole('button', { name: '6 de julio de 2022' });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(before);
    expect(before.getAttribute('aria-pressed')).toBe('false');
    expect(
      screen.getByRole('button', { name: '7 de julio de 2022' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('ignores future days and lets a plan holder open past ones', async () => {
    renderApp('/calendar', { ...member, plan: { id: 1, key: 'x', name: 'X' } });
    await userEvent.click(await screen.findByRole('button', { name: '25 de noviembre de 2026' }));
    expect(screen.getByRole('button', { name: '25 de noviembre de 2026' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: '20 de noviembre de 2026' }));
    expect(screen.getByRole('button', { name: '20 de noviembre de 2026' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('Viniste a entrenar este día.')).toBeTruthy();
  });
});

describe('the trainer’s class sheet', () => {
  const trainer = { ...member, id: 3, roles: ['USER' as const, 'TRAINER' as const] };
  const jordi = {
    id: 7,
    status: 'IN' as const,
    validated: false,
    user: { ...member, id: 20, name: 'Jordi' },
  };

  it('asks before removing a member, and removes only on yes', async () => {
    const leaves: unknown[] = [];
    server.use(
      http.get('*/api/classes/1', () => HttpResponse.json(aClassView({ usersIn: [20] }))),
      http.get('*/api/classes/classUsers/1', () => HttpResponse.json([jordi])),
      http.post('*/api/classes/1/leave', async ({ request }) => {
        leaves.push(await request.json());
        return HttpResponse.json({ class: aClassView({ usersIn: [] }) });
      }),
    );
    renderApp('/book/crossfit/2026-11-23/1', trainer);
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar a Jordi' }));
    const ask = await screen.findByRole('dialog', { name: '¿Quitar a Jordi de la clase?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'No' }));
    expect(leaves).toEqual([]);
    // The closed dialog gives the page back to assistive technology once it has gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar a Jordi' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(leaves).toEqual([{ userId: 20, penalization: false }]));
  });

  it('says that a member who came must be unmarked before being removed, and removes nobody', async () => {
    const leaves: unknown[] = [];
    server.use(
      http.get('*/api/classes/1', () => HttpResponse.json(aClassView({ usersIn: [20] }))),
      http.get('*/api/classes/classUsers/1', () => HttpResponse.json([{ ...jordi, validated: true }])),
      http.post('*/api/classes/1/leave', () => {
        leaves.push(1);
        return HttpResponse.json({ class: aClassView({}) });
      }),
    );
    renderApp('/book/crossfit/2026-11-23/1', trainer);
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar a Jordi' }));
    const told = await screen.findByRole('dialog', { name: 'Jordi ha venido' });
    expect(told.textContent).toContain('primero desmarca «Ha venido»');
    await userEvent.click(within(told).getByRole('button', { name: 'De acuerdo' }));
    expect(leaves).toEqual([]);
  });

  it('says a class is cancelled, and why, at the top of its sheet, where nobody can be added', async () => {
    server.use(
      http.get('*/api/classes/1', () =>
        HttpResponse.json(aClassView({ usersIn: [], cancelled: true, cancelReason: 'STAFF' })),
      ),
      http.get('*/api/classes/classUsers/1', () => HttpResponse.json([])),
    );
    renderApp('/book/crossfit/2026-11-23/1', trainer);
    expect(await screen.findByText('El box ha anulado esta clase.')).toBeTruthy();
    expect(screen.queryByLabelText('Añadir un socio')).toBeNull();
    expect(screen.queryByText(/La asistencia se puede marcar/)).toBeNull();
  });

  describe('adding a member', () => {
    const pere = { ...member, id: 30, name: 'Pere', surname: 'Vila' };
    const addPere = async (cost: object) => {
      const joins: unknown[] = [];
      server.use(
        http.get('*/api/classes/1', () => HttpResponse.json(aClassView({}))),
        http.get('*/api/classes/classUsers/1', () => HttpResponse.json([])),
        http.get('*/api/users', () => HttpResponse.json({ content: [pere] })),
        http.get('*/api/classes/1/placeCost/30', () => HttpResponse.json(cost)),
        http.post('*/api/classes/1/join', async ({ request }) => {
          joins.push(await request.json());
          return HttpResponse.json({ id: 9, status: 'IN', class: aClassView({}) });
        }),
      );
      renderApp('/book/crossfit/2026-11-23/1', trainer);
      await userEvent.type(await screen.findByLabelText('Añadir un socio'), 'Pe');
      await userEvent.click(await screen.findByRole('button', { name: 'Añadir a Pere Vila' }));
      return {
        joins,
        dialog: await screen.findByRole('dialog', { name: '¿Añadir a Pere Vila a la clase?' }),
      };
    };

    it('says a member with nothing left can only be given a free place, and adds them free only on that choice', async () => {
      const { joins, dialog } = await addPere({ status: 'IN', creditSource: null, balance: 0 });
      expect(dialog.textContent).toContain('No le quedan créditos para esta clase');
      expect(within(dialog).queryByRole('button', { name: 'Usar un crédito' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Plaza gratis' }));
      await waitFor(() => expect(joins).toEqual([{ userId: 30, free: true }]));
    });

    it('says a member with bought credits will spend one, and charges it on that choice', async () => {
      const { joins, dialog } = await addPere({ status: 'IN', creditSource: 'BALANCE', balance: 3 });
      expect(dialog.textContent).toContain('Usará uno de sus créditos comprados (tiene 3).');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Usar un crédito' }));
      await waitFor(() => expect(joins).toEqual([{ userId: 30, free: false }]));
    });

    it('says in staff words why a member cannot be added', async () => {
      const { joins, dialog } = await addPere({ status: 'IN', creditSource: null, balance: 0 });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Plaza gratis' }));
      await waitFor(() => expect(joins).toHaveLength(1));
      server.use(
        http.get('*/api/classes/1/placeCost/30', () =>
          HttpResponse.json({ statusCode: 409, code: 'user_not_active', message: 'x' }, { status: 409 }),
        ),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Añadir a Pere Vila' }));
      const refused = await screen.findByRole('dialog', { name: '¿Añadir a Pere Vila a la clase?' });
      expect((await within(refused).findByRole('alert')).textContent).toBe(
        'Este socio no está activo: no se le puede apuntar.',
      );
      expect(within(refused).queryByRole('button', { name: 'Plaza gratis' })).toBeNull();
    });

    it('adds nobody when the trainer cancels', async () => {
      const { joins, dialog } = await addPere({ status: 'IN', creditSource: 'PLAN', balance: 0 });
      expect(dialog.textContent).toContain('Usará una sesión de su plan de esta semana.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(joins).toEqual([]);
    });
  });

  it('says from when attendance can be marked, 15 minutes before the start', async () => {
    server.use(
      http.get('*/api/classes/1', () => HttpResponse.json(aClassView({ usersIn: [20] }))),
      http.get('*/api/classes/classUsers/1', () => HttpResponse.json([jordi])),
    );
    renderApp('/book/crossfit/2026-11-23/1', trainer);
    expect(await screen.findByText('La asistencia se puede marcar a partir de las 17:45.')).toBeTruthy();
  });
});
