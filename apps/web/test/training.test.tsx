import type { Recovery, Score, Wod } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

// Monday 23 November 2026, 11:00 at the box.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** The first screen of a test waits for its lazily loaded route on a busy machine (so do the tests). */
const LOADED = { timeout: 8_000 };

const noon = (date: string) => String(Date.parse(`${date}T12:00:00Z`));

const wodOf = (id: number, when: string, title: string): Wod => ({
  id,
  when,
  wbs: [
    {
      id: `s${id}`,
      title: 'Strength',
      tc: null,
      exercices: ['Back squat 5x5'],
      score: null,
      wbs: [{ id: `m${id}`, title, tc: 12, exercices: ['21-15-9 thrusters'], score: 'time', wbs: [] }],
    },
  ],
});

const recovery: Recovery = {
  id: 2,
  year: 2026,
  week: 48,
  when: '2026-11-23',
  wbs: [
    { id: 'r1', title: 'Mobility', tc: 10, exercices: ["Couch stretch 2' per side"], score: null, wbs: [] },
  ],
};

/** WODs by date, this week's recovery, and the member's scores, which a POST adds to. */
function trainingApi(wods: Wod[], scores: Score[] = []) {
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/wod/findByWhen/:millis', ({ params }) =>
      HttpResponse.json(wods.find((w) => noon(w.when) === params.millis) ?? null),
    ),
    http.get('*/api/recovery/findByWhen/:millis', () => HttpResponse.json(recovery)),
    // The profile's next bookings: none.
    http.get('*/api/classes/nextClasses/:count', () => HttpResponse.json([])),
    http.get('*/api/scores', () => HttpResponse.json(scores)),
    http.post('*/api/scores', async ({ request }) => {
      const body = (await request.json()) as Omit<Score, 'id' | 'when' | 'blockTitle'>;
      posted.push(body);
      scores.push({ ...body, id: scores.length + 1, when: '2026-11-23', blockTitle: 'Metcon' });
      return HttpResponse.json(scores.at(-1));
    }),
  );
  return posted;
}

describe('the WOD viewer', { timeout: 20_000 }, () => {
  it('shows today’s WOD with its nested block and the week’s recovery on the profile', async () => {
    trainingApi([wodOf(5, '2026-11-23', 'Metcon')]);
    renderApp('/profile', member);
    const wod = await screen.findByRole('region', { name: 'WOD del día' }, LOADED);
    const nested = (await within(wod).findByRole('heading', { name: 'Metcon' })).parentElement;
    expect(nested?.textContent).toBe('a.1MetconTime cap 12 min');
    expect(within(wod).getByText('Back squat 5x5')).toBeTruthy();
    expect(within(wod).getByRole('link', { name: 'Pizarra del día' }).getAttribute('href')).toBe(
      '/whiteboard/2026-11-23',
    );
    // A member does not see the designers' links.
    expect(within(wod).queryByRole('link', { name: 'Editar el WOD' })).toBeNull();
    const week = screen.getByRole('region', { name: 'Recuperación de la semana' });
    expect(within(week).getByText("Couch stretch 2' per side")).toBeTruthy();
  });

  it('logs a Scaled time, refusing 75 seconds first, and shows it on the block', async () => {
    const posted = trainingApi([wodOf(5, '2026-11-23', 'Metcon')]);
    renderApp('/profile', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Apuntar resultado' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Resultado de «Metcon»' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await userEvent.type(within(dialog).getByLabelText('Minutos'), '9');
    await userEvent.type(within(dialog).getByLabelText('Segundos'), '75');
    expect(within(dialog).getByText(/los segundos \(de 0 a 59\)/)).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await userEvent.clear(within(dialog).getByLabelText('Segundos'));
    await userEvent.type(within(dialog).getByLabelText('Segundos'), '30');
    await userEvent.click(within(dialog).getByLabelText('Scaled'));
    await userEvent.type(within(dialog).getByLabelText('Nota (opcional)'), ' thrusters 30 kg ');
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      {
        wodId: 5,
        blockId: 'm5',
        userId: member.id,
        division: 'SCALED',
        result: { kind: 'time', seconds: 570 },
        note: 'thrusters 30 kg',
      },
    ]);
    expect(await screen.findByText('Tu resultado: 9:30 (Scaled)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Corregir' })).toBeTruthy();
  });

  it('shows the selected day’s WOD in the calendar', async () => {
    trainingApi([wodOf(5, '2026-11-23', 'Monday metcon'), wodOf(4, '2026-11-20', 'Friday metcon')]);
    server.use(
      http.post('*/api/classes/validated/ofMonth', () => HttpResponse.json([])),
      http.post('*/api/dayOff/dayOffForMonth', () => HttpResponse.json([])),
    );
    renderApp('/calendar', { ...member, plan: { id: 1, key: 'x', name: 'X' } });
    expect(await screen.findByRole('heading', { name: 'Monday metcon' }, LOADED)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '20 de noviembre de 2026' }));
    expect(await screen.findByRole('heading', { name: 'Friday metcon' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Monday metcon' })).toBeNull();
    // A past day's score can still be logged.
    expect(screen.getByRole('button', { name: 'Apuntar resultado' })).toBeTruthy();
  });
});

describe('a WOD the box has not published yet', { timeout: 20_000 }, () => {
  it('tells a member on the whiteboard when it comes out, with no block', async () => {
    server.use(
      http.get('*/api/scores/whiteboard/:date', () =>
        HttpResponse.json({
          when: '2026-11-24',
          wodId: 6,
          blocks: [],
          publishesAt: '2026-11-23T19:00:00.000Z',
        }),
      ),
      http.get('*/api/scores/settings/:id', () => HttpResponse.json({ showOnWhiteboard: false })),
    );
    renderApp('/whiteboard/2026-11-24', member);
    expect(
      await screen.findByText(
        'El WOD de este día aún no se ha publicado: se publica el lunes, 23 de noviembre a las 20:00.',
        {},
        LOADED,
      ),
    ).toBeTruthy();
  });

  it('shows staff the whole WOD and when members will see it', async () => {
    trainingApi([]);
    server.use(
      http.get('*/api/wod/findByWhen/:millis', () =>
        HttpResponse.json({ ...wodOf(5, '2026-11-23', 'Metcon'), publishesAt: '2026-11-23T19:00:00.000Z' }),
      ),
    );
    renderApp('/profile', { ...member, roles: ['USER', 'TRAINER'] });
    const wod = await screen.findByRole('region', { name: 'WOD del día' }, LOADED);
    expect(await within(wod).findByRole('heading', { name: 'Metcon' })).toBeTruthy();
    expect(
      within(wod).getByText('Los socios lo verán a partir del lunes, 23 de noviembre a las 20:00.'),
    ).toBeTruthy();
  });

  it('shows a member no block of it, only when it comes out', async () => {
    trainingApi([]);
    server.use(
      http.get('*/api/wod/findByWhen/:millis', () =>
        HttpResponse.json({ id: 5, when: '2026-11-23', wbs: [], publishesAt: '2026-11-23T19:00:00.000Z' }),
      ),
    );
    renderApp('/profile', member);
    const wod = await screen.findByRole('region', { name: 'WOD del día' }, LOADED);
    expect(
      await within(wod).findByText(
        'El WOD de este día aún no se ha publicado: se publica el lunes, 23 de noviembre a las 20:00.',
      ),
    ).toBeTruthy();
  });
});

describe('the WOD designer', { timeout: 20_000 }, () => {
  const trainer = { ...member, id: 3, roles: ['USER' as const, 'TRAINER' as const] };

  it('copies a past WOD to an empty day and saves it there as new blocks', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/wod/findByWhen/:millis', () => HttpResponse.json(null)),
      http.get('*/api/wod', () =>
        HttpResponse.json({
          totalPages: 1,
          totalElements: 1,
          empty: false,
          number: 0,
          content: [wodOf(4, '2026-11-16', 'Old metcon')],
        }),
      ),
      http.post('*/api/wod', async ({ request }) => {
        const body = (await request.json()) as { when: string };
        sent.push(body);
        return HttpResponse.json({ ...wodOf(9, body.when, 'Old metcon') });
      }),
    );
    renderApp('/admin/wod?date=2026-11-30', trainer);
    expect(await screen.findByText(/Todavía no hay WOD/, {}, LOADED)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /^Copiar lun.*16 nov/ }));
    expect(screen.getByRole('status').textContent).toMatch(/Se ha copiado el entrenamiento/);
    expect(screen.getByRole('listitem', { name: 'Bloque a.1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(sent).toEqual([
      {
        when: '2026-11-30',
        wbs: [
          {
            title: 'Strength',
            tc: null,
            exercices: ['Back squat 5x5'],
            score: null,
            wbs: [{ title: 'Old metcon', tc: 12, exercices: ['21-15-9 thrusters'], score: 'time', wbs: [] }],
          },
        ],
      },
    ]);
  });
});

describe('the WOD designer, on a day that has one', { timeout: 20_000 }, () => {
  const trainer = { ...member, id: 3, roles: ['USER' as const, 'TRAINER' as const] };

  it('loads it, edits a line by click, and saves it over the same blocks', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/wod/findByWhen/:millis', () => HttpResponse.json(wodOf(5, '2026-11-23', 'Metcon'))),
      http.get('*/api/wod', () =>
        HttpResponse.json({ totalPages: 1, totalElements: 0, empty: true, number: 0, content: [] }),
      ),
      http.put('*/api/wod/:id', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json(wodOf(5, '2026-11-23', 'Metcon'));
      }),
    );
    renderApp('/admin/wod', trainer);
    expect(await screen.findByText(/Editas el WOD que ya existe/, {}, LOADED)).toBeTruthy();
    const metcon = screen.getByRole('listitem', { name: 'Bloque a.1' });
    expect((within(metcon).getByLabelText('Título') as HTMLInputElement).value).toBe('Metcon');
    await userEvent.click(within(metcon).getByRole('button', { name: '21-15-9 thrusters' }));
    const line = within(metcon).getByLabelText('Editar la línea');
    await userEvent.clear(line);
    await userEvent.type(line, '  21-15-9 thrusters 40/30 kg {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(sent).toEqual([
      {
        id: '5',
        body: {
          when: '2026-11-23',
          wbs: [
            {
              id: 's5',
              title: 'Strength',
              tc: null,
              exercices: ['Back squat 5x5'],
              score: null,
              wbs: [
                {
                  id: 'm5',
                  title: 'Metcon',
                  tc: 12,
                  exercices: ['21-15-9 thrusters 40/30 kg'],
                  score: 'time',
                  wbs: [],
                },
              ],
            },
          ],
        },
      },
    ]);
  });
});

describe('the WOD designer, guarding what is removed', { timeout: 20_000 }, () => {
  const trainer = { ...member, id: 3, roles: ['USER' as const, 'TRAINER' as const] };
  const openDesigner = async () => {
    server.use(
      http.get('*/api/wod/findByWhen/:millis', () => HttpResponse.json(wodOf(5, '2026-11-23', 'Metcon'))),
      http.get('*/api/wod', () =>
        HttpResponse.json({ totalPages: 1, totalElements: 0, empty: true, number: 0, content: [] }),
      ),
    );
    renderApp('/admin/wod', trainer);
    expect(await screen.findByText(/Editas el WOD que ya existe/, {}, LOADED)).toBeTruthy();
  };

  it('asks before deleting a block with blocks inside, and can undo it', async () => {
    await openDesigner();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar el bloque a' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Borrar el bloque a y el bloque que contiene?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('listitem', { name: 'Bloque a.1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Borrar el bloque a' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Bloque a' })).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('Bloque a borrado.');
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByRole('listitem', { name: 'Bloque a.1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
  });

  it('deletes a block without blocks inside at once, with undo', async () => {
    await openDesigner();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar el bloque a.1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'Bloque a.1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByRole('listitem', { name: 'Bloque a.1' })).toBeTruthy();
  });

  it('does not drop a line edited to blanks: it says why and keeps it', async () => {
    await openDesigner();
    const metcon = screen.getByRole('listitem', { name: 'Bloque a.1' });
    await userEvent.click(within(metcon).getByRole('button', { name: '21-15-9 thrusters' }));
    const line = within(metcon).getByLabelText('Editar la línea');
    await userEvent.clear(line);
    await userEvent.type(line, '   {Enter}');
    const why = within(metcon).getByText('Una línea no puede quedar vacía: para quitarla, usa ✕.');
    expect(line.getAttribute('aria-invalid')).toBe('true');
    expect(line.getAttribute('aria-describedby')).toBe(why.id);
    await userEvent.keyboard('{Escape}');
    expect(within(metcon).getByRole('button', { name: '21-15-9 thrusters' })).toBeTruthy();
  });
});
