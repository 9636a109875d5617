import type { PrEntry } from '@boxbook/domain';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 5000 };
const user = { id: member.id, name: 'Laia P.' };
const mine: PrEntry[] = [
  {
    kind: 'movement',
    recordId: 7,
    when: '2026-11-20',
    user,
    movement: { id: 3, name: 'Back Squat', unit: 'kg' },
    value: 102.5,
    previous: 100,
  },
  {
    kind: 'benchmark',
    scoreId: 4,
    when: '2026-11-16',
    user,
    benchmark: { id: 1, nameCa: 'Fran', nameEs: 'Fran', score: 'time' },
    division: 'RX',
    result: { kind: 'time', seconds: 290 },
    previous: { division: 'RX', result: { kind: 'time', seconds: 312 } },
  },
];

describe('the PR feed', () => {
  it("lists a lift's new best and a benchmark's, newest first, each with the best it beat", async () => {
    server.use(http.get('*/api/benchmarks/records', () => HttpResponse.json(mine)));
    renderApp('/records', member);
    const lift = await screen.findByText('Back Squat: 102,5 kg', {}, LOADED);
    const fran = screen.getByText(/^Fran: 4:50/);
    expect(lift.compareDocumentPosition(fran) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Mejora 100 kg')).toBeTruthy();
    expect(screen.getByText(/^Mejora 5:12/)).toBeTruthy();
  });
});
