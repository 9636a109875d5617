import type { DayOff, DayOffPreview, User } from '@boxbook/domain';
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

  it('warns of the booked classes it cancels and adds it only once confirmed', {
    timeout: 30_000,
  }, async () => {
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
  it('searches the trimmed name and pages in groups of five', { timeout: 30_000 }, async () => {
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
