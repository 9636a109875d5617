import type { DayCalendar, DayCalendarInput, User } from '@boxbook/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activities, server } from './msw-server';
import { member, renderApp } from './render-app';

const admin: User = { ...member, id: 1, name: 'Marta', roles: ['USER', 'ADMIN'] };
const crossfit = activities[0] ?? (undefined as never);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z')); // Monday
});
afterEach(() => vi.useRealTimers());

/** Monday holds Crossfit 19:00–20:00; the server answers what `answer` says to each save. */
function timetable(answer: (body: DayCalendarInput) => Response | undefined) {
  const sent: DayCalendarInput[] = [];
  const monday: DayCalendar = {
    id: 0,
    classes: [
      { id: 1, activity: crossfit, startTime: '19:00', endTime: '20:00', maxPeople: 12, day: 0, coach: null },
    ],
  };
  server.use(
    http.get('*/api/calendar/calendar/:day', () => HttpResponse.json(monday)),
    http.get('*/api/classes', () => HttpResponse.json([])),
    http.put('*/api/calendar/:day', async ({ request }) => {
      const body = (await request.json()) as DayCalendarInput;
      sent.push(body);
      return answer(body) ?? HttpResponse.json(monday);
    }),
  );
  renderApp('/admin/schedule', admin);
  return sent;
}

const refusal = (code: string) =>
  HttpResponse.json(
    { statusCode: 409, code, message: code, field: 'classes.1', params: { start: '19:00', end: '20:00' } },
    { status: 409 },
  );

async function addClass(start: string, end: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Añadir una clase' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog');
  const startField = within(dialog).getByLabelText('Inicio');
  const endField = within(dialog).getByLabelText('Fin');
  await userEvent.clear(startField);
  await userEvent.type(startField, start);
  await userEvent.clear(endField);
  await userEvent.type(endField, end);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  return dialog;
}

describe('the weekly timetable (/admin/schedule)', () => {
  it('says a class is already there instead of adding it twice', async () => {
    timetable(() => refusal('schedule_duplicate'));
    const dialog = await addClass('19:00', '20:00');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Esta clase ya está en el horario de ese día',
    );
  });

  it('asks before keeping an overlap of the same activity, and sends the answer', async () => {
    const sent = timetable((body) => (body.confirmOverlap ? undefined : refusal('schedule_overlap')));
    const dialog = await addClass('19:30', '20:30');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Se solapa con la clase de 19:00 a 20:00 de la misma actividad. ¿Quieres guardarla igualmente?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar igualmente' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((body) => [body.classes.length, body.confirmOverlap])).toEqual([
      [2, undefined],
      [2, true],
    ]);
  });

  it('says why a slot with 0 places cannot be saved', async () => {
    timetable(() => undefined);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Añadir una clase' }, { timeout: 10_000 }),
    );
    const places = within(await screen.findByRole('dialog')).getByLabelText('Plazas');
    await userEvent.clear(places);
    await userEvent.type(places, '0');
    expect(places.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Las plazas deben estar entre 1 y 200.').id).toBe(
      places.getAttribute('aria-describedby'),
    );
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
