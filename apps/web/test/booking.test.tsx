import type { ClassView, DayCalendar } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activities, server } from './msw-server';
import { member, renderApp } from './render-app';

const crossfit = activities[0] ?? (undefined as never);
// Monday 23 November 2026, 10:00 local.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
});
afterEach(() => vi.useRealTimers());

const aClass = (change: Partial<ClassView>): ClassView => ({
  id: 1,
  activity: crossfit,
  date: '2026-11-23',
  startTime: '2026-11-23T18:00:00+01:00',
  endTime: '2026-11-23T19:00:00+01:00',
  maxPeople: 12,
  usersIn: [2, 3],
  usersWait: [],
  show: true,
  free: false,
  cancelled: false,
  people: [],
  me: null,
  block: null,
  opensAt: null,
  ...change,
});

describe('booking a class', () => {
  it('shows places left and joins', async () => {
    let joined: unknown;
    server.use(
      http.get('*/api/classes', () => HttpResponse.json([aClass({})])),
      http.post('*/api/classes/1/join', async ({ request }) => {
        joined = await request.json();
        return HttpResponse.json({ id: 5, status: 'IN', class: aClass({}) });
      }),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('places').textContent).toBe('Quedan 10 plazas');
    await userEvent.click(within(card).getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(joined).toEqual({ userId: member.id }));
  });

  it('offers the waiting list when full and shows the position', async () => {
    const full = aClass({
      usersIn: Array.from({ length: 12 }, (_, i) => i + 10),
      usersWait: [99, member.id],
      me: { status: 'WAIT', position: 2 },
    });
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([full, aClass({ id: 2, usersIn: Array.from({ length: 12 }, (_, i) => i + 10) })]),
      ),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    const [mine, other] = await screen.findAllByRole('article');
    expect(within(mine ?? document.body).getByText('En espera · 2º')).toBeTruthy();
    expect(within(other ?? document.body).getByRole('button', { name: 'Ponerme en espera' })).toBeTruthy();
  });

  it('tells when a class for tomorrow opens', async () => {
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([
          aClass({ date: '2026-11-24', block: 'not_open_yet', opensAt: '2026-11-23T17:00:00+01:00' }),
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
      http.get('*/api/classes', () => HttpResponse.json([aClass({ me: { status: 'IN', position: null } })])),
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { userId: member.id, penalization: false },
        { userId: member.id, penalization: true },
      ]),
    );
  });

  it('explains that credits are needed', async () => {
    server.use(
      http.get('*/api/classes', () => HttpResponse.json([aClass({})])),
      http.post('*/api/classes/1/join', () =>
        HttpResponse.json({ statusCode: 409, code: 'no_credits', message: 'x' }, { status: 409 }),
      ),
    );
    renderApp('/book/crossfit/2026-11-23', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('dialog', { name: 'No tienes créditos' })).toBeTruthy();
  });
});

describe('schedule', () => {
  const monday: DayCalendar = {
    id: 0,
    classes: [
      { id: 2, activity: crossfit, startTime: '19:00', endTime: '20:00', maxPeople: 12, day: 0 },
      { id: 1, activity: crossfit, startTime: '07:00', endTime: '08:00', maxPeople: 12, day: 0 },
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
    expect(links.map((l) => l.textContent)).toEqual(['07:00–08:00Crossfit›', '19:00–20:00Crossfit›']);
    expect(links[0]?.getAttribute('href')).toBe('/book/crossfit/2026-11-23');
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
    const attended = await screen.findByRole('button', { name: '2026-11-20' });
    await waitFor(() => expect(attended.getAttribute('data-state')).toBe('validated'));
    await userEvent.click(screen.getByRole('button', { name: '2026-11-19' }));
    expect(await screen.findByRole('dialog', { name: 'Necesitas un plan' })).toBeTruthy();
  });

  it('ignores future days and lets a plan holder open past ones', async () => {
    renderApp('/calendar', { ...member, plan: { id: 1, key: 'x', name: 'X' } });
    await userEvent.click(await screen.findByRole('button', { name: '2026-11-25' }));
    expect(screen.getByRole('button', { name: '2026-11-25' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: '2026-11-20' }));
    expect(screen.getByRole('button', { name: '2026-11-20' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Viniste a entrenar este día.')).toBeTruthy();
  });
});
