import type { OpenEvent, OpenLeaderboard, OpenMyEntry } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 5000 };
const event: OpenEvent = {
  id: 3,
  nameCa: 'Open de Nadal',
  nameEs: 'Open de Navidad',
  startsOn: '2026-11-27',
  endsOn: '2026-12-13',
  registrationOpen: true,
  workouts: [
    {
      id: 31,
      eventId: 3,
      position: 1,
      nameCa: '26.1',
      nameEs: '26.1',
      descriptionCa: '',
      descriptionEs: 'Por tiempo, límite de 10 minutos.',
      kind: 'time',
      capSeconds: 600,
      hasTiebreak: true,
      scoringOpen: true,
    },
  ],
};
const division = { level: 'RX', sex: 'FEMININE', ageGroup: '18-34' } as const;
const pending = { kind: 'time', seconds: 425 } as const;
const entry: OpenMyEntry = {
  division,
  scores: [
    {
      id: 5,
      workoutId: 31,
      userId: member.id,
      result: pending,
      tiebreakSeconds: null,
      status: 'PENDING',
      rejectReason: null,
    },
  ],
};
const board: OpenLeaderboard = {
  eventId: 3,
  divisions: [division],
  division,
  rows: [
    {
      userId: 99,
      athlete: 'Ona P.',
      rank: 1,
      points: 1,
      placings: [
        {
          workoutId: 31,
          rank: 1,
          result: { kind: 'capped', reps: 180 },
          tiebreakSeconds: null,
          pending: null,
        },
      ],
    },
    {
      userId: member.id,
      athlete: 'Laia P.',
      rank: 2,
      points: 2,
      placings: [{ workoutId: 31, rank: null, result: null, tiebreakSeconds: null, pending }],
    },
  ],
};

function openApi(sent: unknown[] = []) {
  server.use(
    http.get('*/api/openEvents/:id', () => HttpResponse.json(event)),
    http.get('*/api/openEvents/:id/me', () => HttpResponse.json({ entry })),
    http.get('*/api/openEvents/:id/leaderboard', () => HttpResponse.json(board)),
    http.put('*/api/openEvents/workouts/:id/score', async ({ request }) => {
      const body = (await request.json()) as { result: { kind: string; seconds?: number } };
      sent.push(body);
      if (body.result.kind === 'time' && (body.result.seconds ?? 0) > 600)
        return HttpResponse.json(
          { statusCode: 409, code: 'open_over_cap', message: 'over the cap', params: { capSeconds: 600 } },
          { status: 409 },
        );
      return HttpResponse.json({ ...entry.scores[0], result: body.result });
    }),
  );
}

describe('an Open on the member’s phone', () => {
  it('shows their own score as pending beside the judged ones, on the board and by the workout', async () => {
    openApi();
    renderApp('/open/3', member);
    const table = await screen.findByRole('table', { name: 'Clasificación' }, LOADED);
    const mine = within(table).getByRole('row', { name: /Laia P\./ });
    expect(mine.textContent).toContain('Pendiente del juez · 7:05');
    expect(within(table).getByRole('row', { name: /Ona P\./ }).textContent).toContain(
      '1º 180 reps al límite',
    );
    screen.getByText('Compites en Rx · Mujeres · 18–34.');
  });

  it('sends an unfinished workout as the reps at the cap, and says why a time past the cap is refused', async () => {
    const sent: unknown[] = [];
    openApi(sent);
    renderApp('/open/3', member);
    const form = await screen.findByRole('form', { name: 'Tu resultado' }, LOADED);
    await userEvent.type(within(form).getByLabelText('Tiempo (mm:ss)'), '10:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Corrige el resultado' }));
    await screen.findByText(
      'El tiempo supera el límite del workout: introduce las repeticiones hechas al límite.',
    );

    await userEvent.click(within(form).getByLabelText('No he acabado antes del límite'));
    await userEvent.type(within(form).getByLabelText('Repeticiones'), '150');
    await userEvent.type(within(form).getByLabelText('Tiempo de desempate (mm:ss)'), '3:10');
    await userEvent.click(within(form).getByRole('button', { name: 'Corrige el resultado' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ result: { kind: 'capped', reps: 150 }, tiebreakSeconds: 190 }),
    );
  });
});

describe('the way into the Open from the menu', () => {
  const past: OpenEvent = {
    ...event,
    id: 2,
    nameEs: 'Open de verano',
    startsOn: '2020-07-01',
    endsOn: '2020-07-10',
  };
  const ahead: OpenEvent = { ...event, startsOn: '2099-12-01', endsOn: '2099-12-13' };

  it('shows the coming Open by name and leads to the list, then to the event', async () => {
    server.use(http.get('*/api/openEvents', () => HttpResponse.json([past, ahead])));
    openApi();
    renderApp('/', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú' }, LOADED));
    const menu = await screen.findByRole('dialog', {}, LOADED);
    const link = await within(menu).findByRole('link', { name: /^Open del box/ }, LOADED);
    expect(link.textContent).toContain('Open de Navidad');
    await userEvent.click(link);
    await userEvent.click(await screen.findByRole('link', { name: /Open de Navidad/ }, LOADED));
    await screen.findByRole('table', { name: 'Clasificación' }, LOADED);
  });

  it('is not there when every Open is over', async () => {
    let asked = false;
    server.use(
      http.get('*/api/openEvents', () => {
        asked = true;
        return HttpResponse.json([past]);
      }),
    );
    renderApp('/', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú' }, LOADED));
    const menu = await screen.findByRole('dialog', {}, LOADED);
    await within(menu).findByRole('link', { name: 'Perfil' }, LOADED);
    await waitFor(() => expect(asked).toBe(true));
    expect(within(menu).queryByRole('link', { name: /^Open del box/ })).toBeNull();
  });
});

describe("an Open's board on the box's TV", () => {
  // The TV is a trainer's session: the board the server answers it carries that trainer's own
  // pending score, as it does any signed-in athlete's (docs/decisions.md, "The in-house Open").
  const tvSession = { ...member, roles: ['USER' as const, 'TRAINER' as const] };

  it("shows only judged scores, never the session's own score still waiting for a judge", async () => {
    openApi();
    renderApp('/tv/open/3', tvSession);
    const table = await screen.findByRole('table', { name: 'Clasificación' }, LOADED);
    const trainers = within(table).getByRole('row', { name: /Laia P\./ });
    expect(trainers.textContent).not.toMatch(/Pendiente|7:05/);
    expect(within(table).getByRole('row', { name: /Ona P\./ }).textContent).toContain(
      '1º 180 reps al límite',
    );
  });
});
