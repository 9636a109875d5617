import { checkinCodeAt } from '@boxbook/domain';
import { act, cleanup, configure, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../src/app/session-controller';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await endSession();
});

const shownCode = () => document.querySelector('[data-checkin-code]')?.getAttribute('data-checkin-code');

describe('the member’s check-in code', () => {
  it('is made on the phone from the secret and changes every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T17:00:05Z') });
    server.use(http.get('*/api/checkins/secret', () => HttpResponse.json({ secret: SECRET })));
    renderApp('/checkin', member);
    expect(await screen.findByRole('img', { name: 'Código QR de entrada al box' })).toBeTruthy();
    const first = shownCode();
    expect(first).toBe(checkinCodeAt({ secret: SECRET, userId: member.id, now: new Date() }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(shownCode()).not.toBe(first);
    expect(shownCode()).toBe(checkinCodeAt({ secret: SECRET, userId: member.id, now: new Date() }));
  });

  it('asks the server for a secret the first time', async () => {
    let made = 0;
    server.use(
      http.get('*/api/checkins/secret', () => HttpResponse.json({ secret: null })),
      http.post('*/api/checkins/secret', () => {
        made += 1;
        return HttpResponse.json({ secret: SECRET });
      }),
    );
    renderApp('/checkin', member);
    expect(await screen.findByRole('img', { name: 'Código QR de entrada al box' })).toBeTruthy();
    expect(made).toBe(1);
    expect(shownCode()).toMatch(new RegExp(`^BB1\\.${member.id}\\.\\d+\\.\\d{8}$`));
  });
});
