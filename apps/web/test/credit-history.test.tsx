import type { LedgerEntry, LedgerPage } from '@boxbook/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => server.use(http.get('*/api/classes/nextClasses/:x', () => HttpResponse.json([]))));

const move = (id: number, over: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  at: '2026-11-20T18:30:00Z',
  kind: 'ACTIVITY',
  delta: -1,
  reason: 'BOOKING',
  note: null,
  lost: false,
  by: null,
  ...over,
});
const page = (number: number, content: LedgerEntry[], totalElements: number): LedgerPage => ({
  totalPages: Math.ceil(totalElements / 50),
  totalElements,
  empty: content.length === 0,
  number,
  content,
  balance: { activity: 1, open: 0 },
});

describe("the profile's credit history", () => {
  it('tells each move in plain words with its date and amount: bought, used, refunded, lost, adjusted', async () => {
    server.use(
      http.get(`*/api/users/${member.id}/ledger`, () =>
        HttpResponse.json(
          page(
            0,
            [
              move(5, { reason: 'ADJUSTMENT', delta: 2, note: 'Classe de prova regalada', kind: 'OPEN' }),
              move(4, { lost: true }),
              move(3, { reason: 'REFUND', delta: 1 }),
              move(2, {}),
              move(1, { reason: 'PURCHASE', delta: 1, at: '2026-11-02T09:00:00Z' }),
            ],
            5,
          ),
        ),
      ),
    );
    renderApp('/profile', member);
    const list = await screen.findByRole('list', { name: 'Historial de créditos' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Ajustado por el box: Classe de prova regalada20 nov 2026 · Open box+2',
      'Perdido por anular tarde20 nov 2026 · Clases−1',
      'Devuelto: reserva anulada a tiempo o clase cancelada20 nov 2026 · Clases+1',
      'Usado en una reserva20 nov 2026 · Clases−1',
      'Comprado2 nov 2026 · Clases+1',
    ]);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });

  it('shows the latest five first, then more on demand, asking the server for its next page', async () => {
    const all = Array.from({ length: 53 }, (_, i) => move(53 - i, { reason: 'PURCHASE', delta: 1 }));
    const asked: string[] = [];
    server.use(
      http.get(`*/api/users/${member.id}/ledger`, ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('page'));
        asked.push(String(n));
        return HttpResponse.json(page(n, all.slice(n * 50, n * 50 + 50), all.length));
      }),
    );
    renderApp('/profile', member);
    const list = await screen.findByRole('list', { name: 'Historial de créditos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const more = screen.getByRole('button', { name: 'Mostrar más' });
    for (let i = 0; i < 4; i++) await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(45);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(await within(list).findAllByRole('listitem')).toHaveLength(53);
    expect(asked).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    renderApp('/profile', member);
    expect(await screen.findByText('Todavía no hay movimientos de créditos.')).toBeTruthy();
  });
});
