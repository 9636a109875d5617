import type { Score, Whiteboard } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 5000 };
const board: Whiteboard = {
  when: '2026-11-23',
  wodId: 9,
  blocks: [{ blockId: 'b1', label: 'A', title: 'Metcon', kind: 'time', entries: [] }],
};
const myScore: Score = {
  id: 1,
  userId: member.id,
  wodId: 9,
  when: '2026-11-23',
  blockId: 'b1',
  blockTitle: 'Metcon',
  division: 'SCALED',
  result: { kind: 'time', seconds: 754 },
  note: '',
};

function boardApi(scores: Score[]) {
  let showOnWhiteboard = false;
  server.use(
    http.get('*/api/scores/whiteboard/:date', () => HttpResponse.json(board)),
    http.get('*/api/scores', () => HttpResponse.json(scores)),
    http.get('*/api/scores/settings/:id', () => HttpResponse.json({ showOnWhiteboard })),
    http.put('*/api/scores/settings/:id', async ({ request }) => {
      ({ showOnWhiteboard } = (await request.json()) as { showOnWhiteboard: boolean });
      return HttpResponse.json({ showOnWhiteboard });
    }),
  );
}

describe('the whiteboard of a day the member logged a score on', () => {
  it('says their result is not shown because they have not chosen to, and takes them to the choice', async () => {
    boardApi([myScore]);
    renderApp('/whiteboard/2026-11-23', member);
    const note = await screen.findByText(
      'Tu resultado de este día no sale en la pizarra: no has elegido mostrar tus resultados.',
      {},
      LOADED,
    );
    await userEvent.click(
      within(note.parentElement as HTMLElement).getByRole('button', { name: 'Mostrarlos' }),
    );
    const choice = screen.getByRole('switch', { name: /Mostrar mis resultados en la pizarra/ });
    expect(document.activeElement).toBe(choice);
    await userEvent.click(choice);
    await waitFor(() => expect(screen.queryByText(/no has elegido mostrar tus resultados/)).toBeNull());
  });

  it('says nothing of it to a member who logged nothing that day', async () => {
    boardApi([{ ...myScore, when: '2026-11-20' }]);
    renderApp('/whiteboard/2026-11-23', member);
    expect(await screen.findByText('Todavía no hay ningún resultado.', {}, LOADED)).toBeTruthy();
    expect(screen.queryByText(/no has elegido mostrar tus resultados/)).toBeNull();
  });
});
