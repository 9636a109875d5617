import type { ClassView, DayCalendar, NextClass } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aClassView, activities, server, setGymTimeZone } from './msw-server';
import { member, renderApp } from './render-app';

const crossfit = activities[0] ?? (undefined as never);

// The phone sits in a third zone, so neither its clock's zone nor Madrid can pass for the box's.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}
afterEach(() => vi.useRealTimers());

const aClass = (change: Partial<ClassView>) => aClassView({ usersIn: [], ...change });

describe('a box in the Canary Islands, an hour behind Madrid', () => {
  // Sunday 22 November, 23:30 at the box; already Monday in Madrid and in Tokyo.
  beforeEach(() => {
    setGymTimeZone('Atlantic/Canary');
    at('2026-11-22T23:30:00Z');
  });

  it('books the box’s today from the header', async () => {
    server.use(http.get('*/api/classes', () => HttpResponse.json([])));
    const { router } = renderApp('/activities', member);
    const [book] = await screen.findAllByRole('link', { name: 'Reservar' });
    await userEvent.click(book ?? document.body);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/crossfit/2026-11-22'));
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('dom 22');
  });

  it('shows class times as the box’s clocks read them', async () => {
    server.use(http.get('*/api/classes', () => HttpResponse.json([aClass({})])));
    renderApp('/book/crossfit/2026-11-23', member);
    const card = await screen.findByRole('article', { name: 'Crossfit 17:00' });
    expect(card.textContent).toContain('17:00 – 18:00');
  });

  it('lists the next bookings at the box’s time', async () => {
    const next: NextClass[] = [
      { classId: 1, activity: crossfit, date: '2026-11-23', startTime: '2026-11-23T08:00:00Z', status: 'IN' },
    ];
    server.use(http.get('*/api/classes/nextClasses/5', () => HttpResponse.json(next)));
    renderApp('/profile', { ...member, birth: '1990-05-01', sex: 'FEMININE' });
    expect(await screen.findByText('23/11 08:00')).toBeTruthy();
  });
});

describe('a box in New York', () => {
  // Sunday 22 November, 22:00 at the box; Monday 04:00 in Madrid.
  beforeEach(() => {
    setGymTimeZone('America/New_York');
    at('2026-11-23T03:00:00Z');
  });

  it('opens the schedule on the box’s weekday and books its date', async () => {
    const sunday: DayCalendar = {
      id: 6,
      classes: [
        {
          id: 1,
          activity: crossfit,
          startTime: '09:00',
          endTime: '10:00',
          maxPeople: 12,
          day: 6,
          coach: null,
        },
      ],
    };
    server.use(
      http.get('*/api/calendar/calendar/:day', ({ params }) =>
        HttpResponse.json(params.day === '6' ? sunday : { id: Number(params.day), classes: [] }),
      ),
    );
    renderApp('/schedule');
    expect((await screen.findByRole('tab', { selected: true })).textContent).toContain('Domingo');
    const [link] = await within(screen.getByRole('tabpanel')).findAllByRole('link');
    expect(link?.getAttribute('href')).toBe('/book/crossfit/2026-11-22');
  });

  it('says when booking opens in the box’s time', async () => {
    server.use(
      http.get('*/api/classes', () =>
        HttpResponse.json([
          aClass({ date: '2026-11-24', block: 'not_open_yet', opensAt: '2026-11-23T22:00:00Z' }),
        ]),
      ),
    );
    renderApp('/book/crossfit/2026-11-24', member);
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain('Se abre lunes, 17:00.');
  });

  it('marks the box’s today in the calendar, even across a month', async () => {
    at('2026-11-01T03:00:00Z');
    server.use(
      http.post('*/api/classes/validated/ofMonth', () => HttpResponse.json([])),
      http.post('*/api/dayOff/dayOffForMonth', () => HttpResponse.json([])),
    );
    renderApp('/calendar', member);
    expect(await screen.findByRole('button', { name: 'octubre de 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '31 de octubre de 2026' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
