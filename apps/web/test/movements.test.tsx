import type { Movement, MovementRecord } from '@boxbook/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

describe('your movements', { timeout: 20_000 }, () => {
  const backSquat: Movement = {
    id: 1,
    name: 'Back Squat',
    abbreviation: 'BS',
    unit: 'kg',
    hasRm: true,
    enabled: true,
  };
  const record = (id: number, when: string, value: number, rm: boolean): MovementRecord => ({
    id,
    user: member.id,
    movement: backSquat,
    when,
    value,
    rm,
  });

  function movementsApi(records: MovementRecord[]) {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/movements', () => HttpResponse.json([backSquat])),
      http.get('*/api/movementRecords', () => HttpResponse.json(records)),
      http.post('*/api/movementRecords/createOrUpdate', async ({ request }) => {
        const body = (await request.json()) as { when: string; value: number };
        posted.push(body);
        const previousBest = Math.max(...records.map((r) => r.value));
        for (const r of records) r.rm = false;
        records.push(record(records.length + 1, body.when, body.value, true));
        return HttpResponse.json({ ...records.at(-1), previousBest });
      }),
    );
    return posted;
  }

  it('celebrates a new best, and shows the RM, the chart and percentages the plates make', async () => {
    const posted = movementsApi([record(1, '2026-11-16', 100, true)]);
    renderApp('/config/your-movements', member);
    await userEvent.click(await screen.findByRole('button', { name: /Back Squat/ }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Back Squat' });
    // A future date is ignored; the day stays today.
    const day = within(dialog).getByLabelText('Día');
    fireEvent.change(day, { target: { value: '2026-11-24' } });
    expect((day as HTMLInputElement).value).toBe('2026-11-23');
    await userEvent.type(within(dialog).getByLabelText('Marca (kg)'), '102,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar la marca' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      '🎉 ¡Nuevo récord personal! 102,5 kg (+2,5 kg)',
    );
    expect(posted).toEqual([{ user: member.id, movement: 1, when: '2026-11-23', value: 102.5 }]);
    await waitFor(() => expect(within(dialog).getByTestId('rm-value').textContent).toBe('102,5 kg'));
    expect(within(dialog).getByTestId('history-chart').querySelectorAll('circle')).toHaveLength(2);
    const percentages = within(dialog).getByRole('region', { name: 'Porcentajes de tu RM (102,5 kg)' });
    const cells = within(percentages)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // 50 % is 51.25 kg: the bar takes 51 (20 + 2 × 15.5); 95 % is 97.375 kg: 97.
    expect(cells[0]).toBe('50 %51');
    expect(cells.at(-1)).toBe('95 %97');
  });

  it('says before saving that 102,456 kg is kept as 102,46 kg', async () => {
    const posted = movementsApi([]);
    renderApp('/config/your-movements', member);
    await userEvent.click(await screen.findByRole('button', { name: /Back Squat/ }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Back Squat' });
    await userEvent.type(within(dialog).getByLabelText('Marca (kg)'), '102,456');
    expect(
      within(dialog).getByText('Se guardará como 102,46 kg: las marcas se guardan con dos decimales.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar la marca' }));
    await waitFor(() =>
      expect(posted).toEqual([{ user: member.id, movement: 1, when: '2026-11-23', value: 102.46 }]),
    );
  });

  it('asks before a lower value replaces the day’s, and keeps the better one on a no', async () => {
    const records = [record(1, '2026-11-21', 102.46, true)];
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/movements', () => HttpResponse.json([backSquat])),
      http.get('*/api/movementRecords', () => HttpResponse.json(records)),
      http.post('*/api/movementRecords/createOrUpdate', async ({ request }) => {
        const body = (await request.json()) as { when: string; value: number; replace?: boolean };
        posted.push(body);
        if (!body.replace)
          return HttpResponse.json(
            {
              statusCode: 409,
              code: 'movement_record_lower',
              message: 'lower',
              params: { value: 102.46, when: body.when },
            },
            { status: 409 },
          );
        records.splice(0, 1, record(1, body.when, body.value, true));
        return HttpResponse.json({ ...records[0], previousBest: 102.46 });
      }),
    );
    renderApp('/config/your-movements', member);
    await userEvent.click(await screen.findByRole('button', { name: /Back Squat/ }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Back Squat' });
    fireEvent.change(within(dialog).getByLabelText('Día'), { target: { value: '2026-11-21' } });
    await userEvent.type(within(dialog).getByLabelText('Marca (kg)'), '97.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar la marca' }));

    const ask = await screen.findByRole('dialog', { name: '¿Sustituir la marca de ese día?' });
    expect(ask.textContent).toContain(
      'El 21/11/2026 ya tienes 102,46 kg. Si la sustituyes por 97,5 kg, la marca más alta desaparece del historial.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Sustituir la marca de ese día?' })).toBeNull(),
    );
    expect(within(dialog).getByTestId('rm-value').textContent).toBe('102,46 kg');
    expect((within(dialog).getByLabelText('Marca (kg)') as HTMLInputElement).value).toBe('97.5');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar la marca' }));
    const again = await screen.findByRole('dialog', { name: '¿Sustituir la marca de ese día?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(within(dialog).getByTestId('rm-value').textContent).toBe('97,5 kg'));
    expect(posted).toEqual([
      { user: member.id, movement: 1, when: '2026-11-21', value: 97.5 },
      { user: member.id, movement: 1, when: '2026-11-21', value: 97.5 },
      { user: member.id, movement: 1, when: '2026-11-21', value: 97.5, replace: true },
    ]);
  });

  it('saves nothing that is not above 0', async () => {
    const posted = movementsApi([]);
    renderApp('/config/your-movements', member);
    await userEvent.click(await screen.findByRole('button', { name: /Back Squat/ }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Back Squat' });
    await userEvent.type(within(dialog).getByLabelText('Marca (kg)'), 'heavy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar la marca' }));
    expect(within(dialog).getByText('Escribe un valor mayor que 0.')).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
