import type { Card, Household, PaymentResult, User } from '@boxbook/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actingMemberStore } from '../src/lib/acting-member';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const visa: Card = {
  id: 'pm_sbx_1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  defaultPaymentMethod: true,
};
const paid: PaymentResult = {
  status: 'succeeded',
  id: 'pi_sbx_1',
  clientSecret: null,
  error: null,
  receiptId: 'r-1',
};
const marc: User = {
  ...member,
  id: 8,
  name: 'Marc',
  cin: null,
  email: null,
  birth: '2016-05-10',
  credits: { activity: 0, open: 0 },
} as unknown as User;
const household: Household = {
  guardian: null,
  dependents: [{ id: 8, name: 'Marc', surname: 'Puig', birth: '2016-05-10', hasLogin: false }],
} as unknown as Household;

beforeEach(() =>
  server.use(
    http.get('*/api/classes/nextClasses/:x', () => HttpResponse.json([])),
    http.get('*/api/users/7/household', () => HttpResponse.json(household)),
    http.get('*/api/users/8', () => HttpResponse.json(marc)),
    http.get('*/api/payments', () => HttpResponse.json([visa])),
  ),
);
afterEach(() => actingMemberStore.set(null));

describe('a guardian paying for a dependent', () => {
  it("buys Marc a credit with the guardian's card: the dialog says for whom, and Marc's credits show it", async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post('*/api/payments/checkout', async ({ request }) => {
        bodies.checkout = await request.json();
        return HttpResponse.json(paid);
      }),
      http.put('*/api/users/8/creditsWithReceiptId', async ({ request }) => {
        bodies.credit = await request.json();
        return HttpResponse.json({ ...marc, credits: { activity: 1, open: 0 } });
      }),
    );
    renderApp('/profile', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Marc' }));
    expect(await screen.findByText('Estás reservando para Marc')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '0 Clases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprar un crédito' });
    expect(within(dialog).getByText('Pagas para Marc')).toBeTruthy();
    await within(dialog).findByText(/4242/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Comprar por/ }));
    const done = await screen.findByRole('dialog', { name: '¡Crédito comprado!' });
    expect(within(done).getByText(/Marc ya tiene un crédito más/)).toBeTruthy();
    await userEvent.click(within(done).getByRole('button', { name: 'De acuerdo' }));
    expect(await screen.findByRole('button', { name: '1 Clases' })).toBeTruthy();
    expect(bodies.checkout).toMatchObject({ purpose: 'CREDIT_ACTIVITY', forUserId: 8, pmId: 'pm_sbx_1' });
    expect(bodies.credit).toMatchObject({ receiptId: 'r-1' });
    // The guardian's own credits are untouched.
    await userEvent.click(screen.getByRole('button', { name: /^Yo \(/ }));
    expect(await screen.findByRole('button', { name: '2 Clases' })).toBeTruthy();
  });
});

describe('taking a dependent out of the household', () => {
  it('asks first, then removes Marc and says so', async () => {
    let removed = false;
    server.use(
      http.get('*/api/users/7/household', () =>
        HttpResponse.json(removed ? { guardian: null, dependents: [] } : household),
      ),
      http.post('*/api/users/7/dependents/8/remove', () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/config/household', member);
    await userEvent.click(await screen.findByRole('button', { name: /^Quitar de la familia/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Marc de la familia?' });
    expect(removed).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Marc ya no forma parte de tu familia.')).toBeTruthy();
    expect(removed).toBe(true);
  });
});
