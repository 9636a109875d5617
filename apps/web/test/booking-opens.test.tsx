import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

// Monday 23 November 2026, 10:00 local; the box shows 3 days and opens a day at 17:00 the day before.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
});
afterEach(() => vi.useRealTimers());

describe('a day past the days members see', () => {
  it('says when its booking opens, not that it has no classes, and asks the server nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/classes', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([]);
      }),
    );
    renderApp('/book/crossfit/2026-11-28', member);
    expect(
      await screen.findByText(
        /^Este día aún no se puede reservar: la reserva se abre el viernes, 27 de noviembre,? (a las )?17:00\.$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No hay clases este día.')).toBeNull();
    expect(asked.filter((query) => query.includes('2026-11-28'))).toEqual([]);
  });
});
