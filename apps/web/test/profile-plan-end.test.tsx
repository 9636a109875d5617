import type { Membership } from '@boxbook/domain';
import { configure, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => server.use(http.get('*/api/classes/nextClasses/:x', () => HttpResponse.json([]))));

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
});
