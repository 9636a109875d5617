import type { Membership } from '@boxbook/domain';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../src/app/session-controller';
import { fakeStomp } from './fake-stomp';
import { server } from './msw-server';
import { member, renderApp } from './render-app';
import { authAt } from './tokens';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => server.use(http.get('*/api/classes/nextClasses/:x', () => HttpResponse.json([]))));
afterEach(async () => {
  cleanup();
  await endSession();
});

const withPlan = { ...member, plan: { id: 2, key: 'two_days', name: '2 días' } };
const membership = (pending: Membership['pending']): Membership => ({
  status: 'ACTIVE',
  plan: { id: 2, key: 'two_days', nameCa: '2 dies', nameEs: '2 días' },
  pro: false,
  monthlyAmount: 59,
  nextRenewal: null,
  pending,
  failedRenewal: null,
  changePlanDayLimit: 26,
  requestEffectiveOn: '2026-12-01',
});

describe('the plan on the profile', () => {
  it('says the day a plan the member has left ends', async () => {
    server.use(
      http.get('*/api/users/:id/membership', () =>
        HttpResponse.json(membership({ kind: 'LEAVE', plan: null, pro: false, effectiveOn: '2026-12-01' })),
      ),
    );
    renderApp('/profile', withPlan);
    expect(await screen.findByText('Tu plan termina el 1 de diciembre de 2026.')).toBeTruthy();
  });

  it('shows a leave the box records while the profile is open, as soon as the member’s own user event arrives', async () => {
    let pending: Membership['pending'] = null;
    let reads = 0;
    server.use(
      http.get('*/api/users/7/membership', () => {
        reads += 1;
        return HttpResponse.json(membership(pending));
      }),
    );
    const broker = fakeStomp();
    await startSession(authAt(Date.now(), 't0', withPlan));
    renderApp('/profile');
    await waitFor(() => expect(broker.isSubscribed('/user/7/read')).toBe(true));
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.queryByText('Tu plan termina el 1 de diciembre de 2026.')).toBeNull();

    // An admin records the member's leave at the desk: the server sends the member's user event.
    pending = { kind: 'LEAVE', plan: null, pro: false, effectiveOn: '2026-12-01' };
    broker.send('/user/7/read', withPlan);
    expect(await screen.findByText('Tu plan termina el 1 de diciembre de 2026.')).toBeTruthy();
  });
});
