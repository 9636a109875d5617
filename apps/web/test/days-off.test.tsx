import type { DayOff, RestoredClasses, SavedDayOff, User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const admin: User = { ...member, id: 1, name: 'Marta', roles: ['USER', 'ADMIN'] };
const tuesday: DayOff = { id: 1, when: '2026-11-24', frequency: 'ONCE', skip: false, done: true };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('undoing a day off', () => {
  it('says how many classes came back when it is turned off', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/dayOff', () => HttpResponse.json([tuesday])),
      http.post('*/api/dayOff', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...tuesday, skip: true, restoredClasses: 2 } satisfies SavedDayOff);
      }),
    );
    renderApp('/admin/days-off', admin);
    // jsdom applies no CSS: the phone's card and the desktop's row are both there.
    const [skip] = await screen.findAllByRole('button', { name: 'Desactivar' }, { timeout: 10_000 });
    await userEvent.click(skip as HTMLElement);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Festivo desactivado: han vuelto 2 clases.',
    );
    expect(sent).toEqual([{ when: '2026-11-24', frequency: 'ONCE', skip: true }]);
  });

  it('says how many classes came back when it is deleted', async () => {
    server.use(
      http.get('*/api/dayOff', () => HttpResponse.json([tuesday])),
      http.delete('*/api/dayOff/1', () =>
        HttpResponse.json({ restoredClasses: 1 } satisfies RestoredClasses),
      ),
    );
    renderApp('/admin/days-off', admin);
    const [remove] = await screen.findAllByRole(
      'button',
      { name: /^Borrar el festivo del martes, 24/ },
      { timeout: 10_000 },
    );
    await userEvent.click(remove as HTMLElement);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Festivo borrado: ha vuelto 1 clase.'),
    );
  });
});

describe('adding a day off that would change nothing', () => {
  it.each([
    ['a date already past', '2026-11-20', 'Esa fecha ya ha pasado: un festivo debe ser de hoy en adelante.'],
    ['a date already off', '2026-11-24', 'Ese día ya es festivo.'],
  ])('says so for %s, without asking to confirm', async (_, date, text) => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/dayOff', () => HttpResponse.json([tuesday])),
      http.get('*/api/dayOff/preview', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ classes: [] });
      }),
    );
    renderApp('/admin/days-off', admin);
    const field = await screen.findByLabelText('Fecha', {}, { timeout: 10_000 });
    await userEvent.type(field, date);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir el festivo' }));
    const alert = await screen.findByText(text);
    expect(alert.id).toBe(field.getAttribute('aria-describedby'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);
  });
});
