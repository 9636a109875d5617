import type { PaymentResult } from '@boxbook/domain';
import { settings } from '../src/infra/db/schema';
import { headersOf, type Member } from './booking-support';
import type { TestApp } from './test-app';

/** Stripe's test cards (see docs/product.md, Payments and receipts), as the sandbox knows them. */
export const CARDS = {
  pays: '4242 4242 4242 4242',
  needsConfirmation: '4000 0025 0000 3155',
  declined: '4000 0000 0000 0002',
  noFunds: '4000 0000 0000 9995',
} as const;

/** The calls of the payment screens, as `who`. */
export function paymentsApi(t: Pick<TestApp, 'app'>) {
  const call = async (
    who: Member,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload, headers: { ...(await headersOf(t.app, who)), ...headers } });

  /** The sandbox card form, then "save card": what the browser does. */
  const addCard = async (who: Member, number: string = CARDS.pays) => {
    const pm = await call(who, 'POST', '/api/payments/sandbox/paymentMethods', {
      number,
      expMonth: 12,
      expYear: 2030,
      // Four digits on American Express, three on the others, as on the cards themselves.
      cvc: /^3[47]/.test(number) ? '1234' : '123',
    });
    if (pm.statusCode !== 200) throw new Error(`payment method: ${pm.body}`);
    const card = await call(who, 'POST', '/api/payments/card', { pmId: pm.json().id });
    if (card.statusCode !== 200) throw new Error(`card: ${card.body}`);
    return card.json() as { id: string; last4: string; brand: string; defaultPaymentMethod: boolean };
  };

  const checkout = async (
    who: Member,
    body: {
      pmId: string;
      amount: number;
      description?: string;
      purpose?: string;
      planId?: number;
      pro?: boolean;
      /** A guardian paying for a dependent. */
      forUserId?: number;
    },
    key?: string,
  ) => {
    const res = await call(
      who,
      'POST',
      '/api/payments/checkout',
      { description: 'Test', ...body },
      key ? { 'idempotency-key': key } : {},
    );
    return { res, result: res.json() as PaymentResult };
  };

  /** A card that pays, and a paid receipt of `amount` (null if the charge did not go through). */
  const paidReceipt = async (who: Member, amount: number, purpose?: string) => {
    const card = await addCard(who);
    const { result } = await checkout(who, { pmId: card.id, amount, ...(purpose ? { purpose } : {}) });
    if (result.status !== 'succeeded' || !result.receiptId)
      throw new Error(`checkout: ${JSON.stringify(result)}`);
    return result.receiptId;
  };

  return { call, addCard, checkout, paidReceipt };
}

/**
 * The box charges a plan's whole month when a member joins (`firstMonthBilling: 'full'`): for the
 * tests of what joining does besides its price, written before the first month was prorated.
 */
export async function billWholeFirstMonth(t: Pick<TestApp, 'app'>) {
  await t.app.db
    .insert(settings)
    .values({ key: 'firstMonthBilling', value: 'full' })
    .onConflictDoUpdate({ target: settings.key, set: { value: 'full' } });
  t.app.boxSettings.invalidate();
}
