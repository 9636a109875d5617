import type { Card, PaymentResult, User } from '@boxbook/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig, dropInBooked, server } from './msw-server';
import { member, renderApp } from './render-app';
import { answerUpToThePayStep, wod } from './visit-support';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

/**
 * Stripe.js is the outside world here: a stand-in with the calls the app makes. Its card element
 * mounts a frame of its own, as the real one does; what the member types there never reaches us.
 */
const stripe = vi.hoisted(() => {
  const card = {
    mount: (host: HTMLElement) => {
      const frame = document.createElement('iframe');
      frame.title = 'Secure card payment input frame';
      host.append(frame);
    },
    destroy: () => undefined,
  };
  return {
    card,
    loadedWith: [] as string[],
    elements: () => ({ create: () => card }),
    confirmCardSetup: vi.fn(),
    createPaymentMethod: vi.fn(),
    handleNextAction: vi.fn(),
  };
});
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async (key: string) => {
    stripe.loadedWith.push(key);
    return stripe;
  },
}));

const visa: Card = {
  id: 'pm_1Visa',
  brand: 'visa',
  last4: '3155',
  expMonth: 12,
  expYear: 2030,
  defaultPaymentMethod: true,
};
const requiresAction: PaymentResult = {
  status: 'requires_action',
  id: 'pi_3DS',
  clientSecret: 'pi_3DS_secret_abc',
  error: null,
  receiptId: null,
};

/** The path of every call to our payments API, in order. */
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  stripe.confirmCardSetup.mockReset();
  stripe.createPaymentMethod.mockReset();
  stripe.handleNextAction.mockReset();
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/payments') || path.endsWith('WithReceiptId'))
      calls.push(`${request.method} ${path}`);
  });
  server.use(
    // A whole first month, so the pay button's amount is the plan's fee whatever today is.
    http.get('*/api/app/config', () =>
      HttpResponse.json({ ...appConfig, paymentPublicKey: 'pk_test_box', firstMonthBilling: 'full' }),
    ),
    http.get('*/api/classes/nextClasses/:x', () => HttpResponse.json([])),
  );
});

describe('card entry with Stripe Elements, when the box has a publishable key', () => {
  it('saves the card Stripe confirms for the setup intent, and shows it', async () => {
    let cards: Card[] = [];
    let saved: unknown = null;
    server.use(
      http.get('*/api/payments', () => HttpResponse.json(cards)),
      http.post('*/api/payments/setupIntent', () =>
        HttpResponse.json({ clientSecret: 'seti_1_secret_x', publishableKey: 'pk_test_box' }),
      ),
      http.post('*/api/payments/card', async ({ request }) => {
        saved = await request.json();
        cards = [visa];
        return HttpResponse.json(visa);
      }),
    );
    stripe.confirmCardSetup.mockResolvedValue({
      setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1Visa' },
    });
    renderApp('/config/your-payments', member);

    const form = await screen.findByRole('form', { name: 'Añadir una tarjeta' });
    // Stripe's frame, not our sandbox fields: the card number never passes through the app.
    expect(await within(form).findByTitle('Secure card payment input frame')).toBeTruthy();
    expect(within(form).queryByLabelText('Número de tarjeta')).toBeNull();
    expect(stripe.loadedWith).toContain('pk_test_box');

    await userEvent.click(within(form).getByRole('button', { name: 'Guardar la tarjeta' }));
    expect((await screen.findByTestId('card-display')).textContent).toMatch(/Visa.*3155/);
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', {
      payment_method: { card: stripe.card },
    });
    expect(saved).toEqual({ pmId: 'pm_1Visa' });
  });

  it('shows Stripe’s refusal under the form and lets the member try again', async () => {
    server.use(
      http.post('*/api/payments/setupIntent', () =>
        HttpResponse.json({ clientSecret: 'seti_2_secret_x', publishableKey: 'pk_test_box' }),
      ),
    );
    stripe.confirmCardSetup.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined' } });
    renderApp('/config/your-payments', member);
    const form = await screen.findByRole('form', { name: 'Añadir una tarjeta' });
    await within(form).findByTitle('Secure card payment input frame');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar la tarjeta' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('El banco ha rechazado la tarjeta.');
    expect(within(form).getByRole('button', { name: 'Guardar la tarjeta' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(calls).not.toContain('POST /api/payments/card');
  });
});

describe('a payment the bank wants confirmed (requires_action), through Stripe', () => {
  const joined: User = { ...member, plan: { id: 2, key: 'two_days', name: '2 días' } };

  beforeEach(() => {
    server.use(
      http.get('*/api/payments', () => HttpResponse.json([visa])),
      http.post('*/api/payments/checkout', () => HttpResponse.json(requiresAction)),
      http.post('*/api/payments/checkout/pi_3DS/confirm', () =>
        HttpResponse.json({ ...requiresAction, status: 'succeeded', clientSecret: null, receiptId: 'r-3DS' }),
      ),
      http.post('*/api/users/7/joinWithReceiptId', () => HttpResponse.json(joined)),
    );
  });

  it('lets Stripe show the bank’s step, then confirms the payment and sets the plan', async () => {
    stripe.handleNextAction.mockResolvedValue({ paymentIntent: { id: 'pi_3DS', status: 'succeeded' } });
    const { router } = renderApp('/rates/2', member);
    await userEvent.click(await screen.findByRole('button', { name: /Pagar 59,00\s€ y empezar/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3DS_secret_abc' });
    // Stripe's frame did the asking: no sandbox dialog, no sandbox authorisation.
    expect(screen.queryByRole('dialog', { name: 'Confirma el pago' })).toBeNull();
    expect(calls).toEqual([
      'GET /api/payments',
      'POST /api/payments/checkout',
      'POST /api/payments/checkout/pi_3DS/confirm',
      'POST /api/users/7/joinWithReceiptId',
    ]);
  });

  it('shows a failed authentication in the member’s language and leaves them on the page', async () => {
    stripe.handleNextAction.mockResolvedValue({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
    const { router } = renderApp('/rates/2', member);
    await userEvent.click(await screen.findByRole('button', { name: /Pagar 59,00\s€ y empezar/ }));
    expect(await screen.findByText('No se ha confirmado el pago con el banco.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rates/2');
    expect(calls).not.toContain('POST /api/payments/checkout/pi_3DS/confirm');
    expect(calls).not.toContain('POST /api/users/7/joinWithReceiptId');
    expect(screen.getByRole('button', { name: /Pagar 59,00\s€ y empezar/ })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('a visitor’s card with Stripe Elements', () => {
  it('becomes a one-off payment method that pays the drop-in; Stripe’s refusal is said first', async () => {
    let booked: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/app/config', () =>
        HttpResponse.json({
          ...appConfig,
          paymentPublicKey: 'pk_test_box',
          trialEnabled: false,
          dropInEnabled: true,
          dropInPrice: 15,
        }),
      ),
      http.get('*/api/visits/classes', () => HttpResponse.json([wod])),
      http.post('*/api/visits/dropIn', async ({ request }) => {
        booked = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(dropInBooked(wod.id));
      }),
    );
    stripe.createPaymentMethod
      .mockResolvedValueOnce({ error: { type: 'card_error', code: 'expired_card' } })
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_1OneOff' } });
    renderApp('/visit/2099-11-23/5', undefined);
    await answerUpToThePayStep();
    const form = await screen.findByRole('form', { name: 'Tarjeta' });
    expect(await within(form).findByTitle('Secure card payment input frame')).toBeTruthy();
    expect(within(form).queryByLabelText('Número de tarjeta')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: /Paga 15,00/ }));
    expect((await within(form).findByRole('alert')).textContent).toBe('La tarjeta ha caducado.');
    expect(booked).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: /Paga 15,00/ }));
    expect(await screen.findByText(/Pagada/)).toBeTruthy();
    // A one-off method: never a SetupIntent, never saved to an account.
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.card });
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
    expect(calls).not.toContain('POST /api/payments/setupIntent');
    expect(booked).toMatchObject({ classId: wod.id, pmId: 'pm_1OneOff' });
  });
});
