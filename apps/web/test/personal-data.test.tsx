import type { DeletionRequest, PersonalData, User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 5000 };
const admin: User = { ...member, id: 1, name: 'Núria', roles: ['USER', 'ADMIN'] };

const data = (requestedAt: string | null = null): PersonalData => ({
  exportedAt: '2026-11-23T09:00:00Z',
  user: member,
  bookings: [
    { classId: 3, activity: 'Crossfit', startsAt: '2026-11-20T17:00:00Z', status: 'IN', attended: true },
  ],
  credits: [{ at: '2026-11-01T10:00:00Z', kind: 'ACTIVITY', delta: 2, reason: 'PURCHASE', note: null }],
  receipts: [
    { number: 42, issuedAt: '2026-11-01T10:00:00Z', amount: 12, concept: 'Crèdit', status: 'SUCCEEDED' },
  ],
  cards: [{ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }],
  planHistory: [],
  movementRecords: [{ movement: 'Back squat', when: '2026-11-10', value: 80, rm: true }],
  scores: [],
  chatMessages: [{ at: '2026-11-02T10:00:00Z', from: 'user', content: 'Hola box' }],
  pushDevices: [{ host: 'fcm.googleapis.com', language: 'es', createdAt: '2026-11-02T10:00:00Z' }],
  mandates: [
    {
      holder: 'Laia Puig',
      iban: '••••••••••••••••••••1332',
      reference: 'LAIA-01',
      signedOn: '2026-01-01',
      revokedAt: null,
    },
  ],
  settings: { reminderMinutes: 60, showScoresOnWhiteboard: false, calendarFeed: true },
  standingBookings: [],
  checkins: [],
  openEntries: [],
  termsAcceptances: [],
  audit: [],
  deletionRequestedAt: requestedAt,
});

function memberApi() {
  let requestedAt: string | null = null;
  const passwords: string[] = [];
  server.use(
    http.get('*/api/users/7/personal-data', () => HttpResponse.json(data(requestedAt))),
    http.post('*/api/users/7/deletion-request', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      passwords.push(password);
      if (password !== 'right-password')
        return HttpResponse.json({ statusCode: 400, code: 'wrong_password', message: 'x' }, { status: 400 });
      requestedAt = '2026-11-23T09:05:00Z';
      return HttpResponse.json({ requestedAt });
    }),
  );
  return passwords;
}

describe('/config/personal-data', () => {
  it('shows what the box holds in sections, in the member’s language, and downloads it as JSON', async () => {
    memberApi();
    const objectUrl = vi.fn((_blob: Blob) => 'blob:personal-data');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/config/personal-data', member);

    const account = await screen.findByRole('region', { name: 'Cuenta' }, LOADED);
    expect(within(account).getByText('Laia Puig')).toBeTruthy();
    expect(within(account).getByText('12345678Z')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Tarjetas' })).getByText('visa •••• 4242 · 12/2030'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Mensajes del chat' })).getByText(/Hola box/),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Historial del plan' })).getByText('Todavía no hay nada.'),
    ).toBeTruthy();
    expect(screen.getByText('Calendario suscrito: sí')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Descargar en JSON' }));
    expect(objectUrl).toHaveBeenCalledTimes(1);
    const blob = objectUrl.mock.calls[0]?.[0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text).user.name).toBe('Laia');
  });

  it('writes codes, dates and decimals as the member reads them, not as the database keeps them', async () => {
    server.use(
      http.get('*/api/users/7/personal-data', () =>
        HttpResponse.json({
          ...data(),
          user: { ...member, birth: '1990-05-01' },
          credits: [{ at: '2026-11-01T10:00:00Z', kind: 'ACTIVITY', delta: 2, reason: 'DEMO', note: null }],
          cards: [],
          planHistory: [
            {
              kind: 'CHANGE',
              plan: 'Ilimitado',
              planKey: 'unlimited',
              effectiveOn: '2026-12-01',
              appliedAt: null,
            },
          ],
          movementRecords: [{ movement: 'Back squat', when: '2026-11-10', value: 97.5, rm: true }],
          scores: [
            {
              wodDate: '2026-11-12',
              blockId: 'b1',
              division: 'SCALED',
              result: { kind: 'load', load: 60.5 },
            },
          ],
        }),
      ),
    );
    renderApp('/config/personal-data', member);
    const account = await screen.findByRole('region', { name: 'Cuenta' }, LOADED);
    expect(within(account).getByText('1 may 1990')).toBeTruthy();
    const region = (name: string) => screen.getByRole('region', { name });
    expect(within(region('Reservas y asistencia')).getByText(/viniste/)).toBeTruthy();
    expect(within(region('Movimientos de créditos')).getByText(/Actividad \+2 · Inicial/)).toBeTruthy();
    expect(within(region('Tarjetas')).getByText('Todavía no hay nada.')).toBeTruthy();
    expect(
      within(region('Historial del plan')).getByText('1 dic 2026 · Cambio de plan · Ilimitado', {
        normalizer: (text) => text.replace(/\s+/g, ' ').trim(),
      }),
    ).toBeTruthy();
    expect(
      within(region('Marcas de movimientos')).getByText('10 nov 2026 · Back squat · 97,5 · RM'),
    ).toBeTruthy();
    expect(within(region('Resultados de los WOD')).getByText('12 nov 2026 · Scaled · 60,5 kg')).toBeTruthy();
  });

  it('lists the member’s Opens with their division, results and the judge’s verdict', async () => {
    const workout = { nameCa: '26.1', nameEs: '26.1', tiebreakSeconds: null, rejectReason: null };
    server.use(
      http.get('*/api/users/7/personal-data', () =>
        HttpResponse.json({
          ...data(),
          openEntries: [
            {
              nameCa: 'Open de Nadal',
              nameEs: 'Open de Navidad',
              startsOn: '2026-11-27',
              division: { level: 'SCALED', sex: 'FEMININE', ageGroup: '35-44' },
              scores: [
                {
                  ...workout,
                  result: { kind: 'capped', reps: 150 },
                  tiebreakSeconds: 190,
                  status: 'VALIDATED',
                },
                {
                  ...workout,
                  nameCa: '26.2',
                  nameEs: '26.2',
                  result: { kind: 'load', load: 62.5 },
                  status: 'REJECTED',
                  rejectReason: 'Sin vídeo',
                },
              ],
            },
          ],
        }),
      ),
    );
    renderApp('/config/personal-data', member);
    const open = await screen.findByRole('region', { name: 'Opens y throwdowns' }, LOADED);
    const text = (open.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Open de Navidad · 27 nov 2026 · Scaled · Mujeres · 35–44');
    expect(text).toContain('26.1 · 150 reps al límite · desempate 3:10 · Validado');
    expect(text).toContain('26.2 · 62,5 kg · Rechazado (Sin vídeo)');
  });

  it('names the plans in the screen’s language, not by their Spanish name', async () => {
    server.use(
      http.get('*/api/users/7/personal-data', () =>
        HttpResponse.json({
          ...data(),
          user: { ...member, plan: { id: 2, key: 'two_days', name: '2 días' } },
          planHistory: [
            {
              kind: 'CHANGE',
              plan: 'Ilimitado',
              planKey: 'unlimited',
              effectiveOn: '2026-12-01',
              appliedAt: null,
            },
          ],
        }),
      ),
    );
    await i18n.changeLanguage('ca');
    try {
      renderApp('/config/personal-data', member);
      const account = await screen.findByRole('region', { name: 'Compte' }, LOADED);
      expect(await within(account).findByText('2 dies')).toBeTruthy();
      const history = screen.getByRole('region', { name: 'Historial del pla' });
      expect(history.textContent).toContain('Canvi de pla · Il·limitat');
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('says whether a booking holds a place or waits, in words', async () => {
    server.use(
      http.get('*/api/users/7/personal-data', () =>
        HttpResponse.json({
          ...data(),
          bookings: [
            {
              classId: 3,
              activity: 'Crossfit',
              startsAt: '2026-11-20T17:00:00Z',
              status: 'WAIT',
              attended: false,
            },
          ],
        }),
      ),
    );
    renderApp('/config/personal-data', member);
    const bookings = await screen.findByRole('region', { name: 'Reservas y asistencia' }, LOADED);
    expect(within(bookings).getByText(/Crossfit · en lista de espera$/)).toBeTruthy();
  });

  it('asks for deletion with the password: a wrong one is explained, then the request is shown', async () => {
    const passwords = memberApi();
    renderApp('/config/personal-data', member);
    const password = await screen.findByLabelText('Contraseña', {}, LOADED);
    const submit = screen.getByRole('button', { name: 'Pedir que se borre la cuenta' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(password, 'wrong');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toMatch(/contraseña/i);
    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toContain('Has pedido que se borre tu cuenta');
    expect(passwords).toEqual(['wrong', 'right-password']);
  });

  it('is linked from the config home page', async () => {
    memberApi();
    const { router } = renderApp('/config', member);
    await userEvent.click(await screen.findByRole('link', { name: /Tus datos personales/ }, LOADED));
    await waitFor(() => expect(router.state.location.pathname).toBe('/config/personal-data'));
  });
});

describe('/admin/deletion-requests', () => {
  it('lists the open requests and anonymises one after a confirmation', async () => {
    let open: DeletionRequest[] = [
      { id: 4, userId: 7, name: 'Laia Puig', requestedAt: '2026-11-22T18:00:00Z' },
    ];
    const anonymised: string[] = [];
    server.use(
      http.get('*/api/deletion-requests', () => HttpResponse.json(open)),
      http.post('*/api/users/:id/anonymise', ({ params }) => {
        anonymised.push(String(params.id));
        open = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/admin/deletion-requests', admin);
    const list = await screen.findByRole('list', { name: 'Solicitudes de borrar la cuenta' }, LOADED);
    expect(within(list).getByRole('link', { name: 'Laia Puig' }).getAttribute('href')).toBe('/admin/users/7');
    expect(screen.getByRole('link', { name: 'Borrar cuentas' })).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Borrar y anonimizar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Borrar la cuenta de Laia Puig?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(anonymised).toEqual(['7']));
    expect(await screen.findByText('Nadie ha pedido borrar su cuenta.')).toBeTruthy();
  });
});
