import type { AttendanceReport, ChurnReport, PlanReport, RevenueReport, User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

// The first render waits for the page's lazily loaded module.
const LOADED = { timeout: 5000 };

const admin: User = { ...member, id: 1, name: 'Núria', surname: 'Castells', roles: ['USER', 'ADMIN'] };
const trainer: User = { ...member, id: 2, roles: ['USER', 'TRAINER'] };

const attendance: AttendanceReport = {
  from: '2026-11-02',
  to: '2026-11-29',
  weeks: [
    { week: '2026-11-02', classes: 1, booked: 1, attended: 0, noShows: 1 },
    { week: '2026-11-16', classes: 2, booked: 4, attended: 2, noShows: 2 },
  ],
  times: [
    { time: '07:00', classes: 2, booked: 4, attended: 1, noShows: 3 },
    { time: '18:00', classes: 1, booked: 1, attended: 1, noShows: 0 },
  ],
};
const revenue: RevenueReport = {
  from: '2026-11-02',
  to: '2026-11-29',
  months: [
    { month: '2026-11', receipts: 45.4, receiptCount: 2, remittances: 59, debitCount: 1, total: 104.4 },
  ],
  total: 104.4,
};
const plans: PlanReport = {
  plans: [
    { planId: 1, key: 'two_days', nameCa: '2 dies', nameEs: '2 días', members: 2 },
    { planId: 2, key: 'unlimited', nameCa: 'Il·limitat', nameEs: 'Ilimitado', members: 5 },
  ],
  total: 7,
};
const churn: ChurnReport = {
  today: '2026-11-23',
  since: '2026-11-09',
  members: [
    { id: 7, name: 'Laia', surname: 'Puig', planId: 1, lastClass: null, days: null, guardian: null },
    { id: 9, name: 'Pau', surname: 'Vila', planId: 2, lastClass: '2026-11-02', days: 21, guardian: null },
  ],
};

function reportsApi() {
  const asked: string[] = [];
  const seen = (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
  };
  server.use(
    http.get('*/api/reports/attendance', ({ request }) => {
      seen(request);
      return HttpResponse.json(attendance);
    }),
    http.get('*/api/reports/revenue', ({ request }) => {
      seen(request);
      return HttpResponse.json(revenue);
    }),
    http.get('*/api/reports/plans', () => HttpResponse.json(plans)),
    http.get('*/api/reports/churn', () => HttpResponse.json(churn)),
    http.get('*/api/reports/:report/csv', ({ request }) => {
      seen(request);
      return new HttpResponse('\ufeffby,period\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
  );
  return asked;
}

describe('reports', () => {
  it('draws each report with a table of the same numbers for screen readers', async () => {
    reportsApi();
    renderApp('/admin/reports?from=2026-11-02&to=2026-11-29', admin);

    expect(await screen.findByRole('heading', { name: 'Informes', level: 1 }, LOADED)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Zona de administración' });
    expect(within(nav).getByRole('link', { name: 'Informes' }).getAttribute('aria-current')).toBe('page');

    expect(await screen.findByText('5 plazas reservadas, 2 asistencias y 3 no presentados.')).toBeTruthy();
    const perWeek = screen.getByRole('table', { name: 'Por semana' });
    const week16 = within(perWeek).getByRole('row', { name: /^16 nov/ });
    expect(
      within(week16)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '2', '2']);
    expect(screen.getByRole('figure', { name: 'Por hora de clase' })).toBeTruthy();
    const perTime = screen.getByRole('table', { name: 'Por hora de clase' });
    expect(within(perTime).getByRole('columnheader', { name: 'No presentados' })).toBeTruthy();
    expect(
      within(within(perTime).getByRole('row', { name: /07:00/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '1', '3']);

    expect(await screen.findByText(/Total de los meses del periodo: 104,40\s€\./)).toBeTruthy();
    const money = screen.getByRole('table', { name: 'Ingresos de cada mes' });
    expect(
      within(within(money).getByRole('row', { name: /nov/ }))
        .getAllByRole('cell')
        // Intl puts a no-break space before the euro sign.
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['45,40 €', '59,00 €']);

    expect(await screen.findByText('7 socios activos hoy.')).toBeTruthy();
    const perPlan = screen.getByRole('table', { name: 'Socios activos de cada tarifa' });
    expect(
      within(within(perPlan).getByRole('row', { name: /Ilimitado/ })).getByRole('cell').textContent,
    ).toBe('5');

    expect(await screen.findByText('2 socios activos sin ninguna reserva en 14 días.')).toBeTruthy();
    const laia = screen.getAllByRole('link', { name: 'Laia Puig' });
    expect(laia[0]?.getAttribute('href')).toBe('/admin/users/7');
    expect(screen.getAllByText('Nunca').length).toBeGreaterThan(0);
  });

  it('reads the range asked for, and refuses a reversed one before asking the server', async () => {
    const asked = reportsApi();
    renderApp('/admin/reports?from=2026-11-02&to=2026-11-29', admin);
    await screen.findByText(/Total de los meses del periodo: 104,40\s€\./, {}, LOADED);
    expect(asked).toContain('/api/reports/attendance?from=2026-11-02&to=2026-11-29');

    const from = screen.getByLabelText('Desde el');
    const to = screen.getByLabelText('Hasta el');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(await screen.findByText('La fecha final debe ser posterior a la inicial.')).toBeTruthy();

    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    await waitFor(() => expect(asked).toContain('/api/reports/revenue?from=2026-10-01&to=2026-12-01'));
    expect(asked.some((a) => a.includes('from=2026-12-10'))).toBe(false);
  });

  it('downloads a report as CSV for the range shown', async () => {
    const asked = reportsApi();
    const objectUrl = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/reports?from=2026-11-02&to=2026-11-29', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar CSV: Asistencia' }, LOADED));
    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(asked).toContain('/api/reports/attendance/csv?from=2026-11-02&to=2026-11-29');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('attendance-2026-11-02-2026-11-29.csv');
    click.mockRestore();
  });

  it('is not for trainers: no link in their menu', async () => {
    reportsApi();
    server.use(
      http.get('*/api/classes', () => HttpResponse.json([])),
      http.get('*/api/classes/attendance', () =>
        HttpResponse.json({ monday: '2026-11-23', sunday: '2026-11-29', days: [] }),
      ),
    );
    renderApp('/admin', trainer);
    const nav = await screen.findByRole('navigation', { name: 'Zona de administración' }, LOADED);
    expect(within(nav).queryByRole('link', { name: 'Informes' })).toBeNull();
  });
});
