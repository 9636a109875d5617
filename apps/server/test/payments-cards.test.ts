import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, users } from '../src/infra/db/schema';
import { addMember, type Member } from './booking-support';
import { CARDS, paymentsApi } from './payments-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof paymentsApi>;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logger: {
      level: 'trace',
      stream: { write: (line: string) => void logLines.push(line) },
    },
  });
  api = paymentsApi(t);
});
afterAll(() => t.close());

const cardsOf = async (who: Member) => (await api.call(who, 'GET', '/api/payments')).json();

describe('cards (sandbox provider)', () => {
  it('saves the first card as the default, shows brand and last4, and makes a later one the default', async () => {
    const member = await addMember(t);
    expect(await cardsOf(member)).toEqual([]);
    const visa = await api.addCard(member);
    expect(visa).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      defaultPaymentMethod: true,
    });
    const second = await api.addCard(member, CARDS.needsConfirmation);
    const list = await cardsOf(member);
    expect(
      list.map((c: { last4: string; defaultPaymentMethod: boolean }) => [c.last4, c.defaultPaymentMethod]),
    ).toEqual([
      ['3155', true],
      ['4242', false],
    ]);
    expect((await api.call(member, 'GET', `/api/payments/card/${second.id}`)).json()).toMatchObject({
      last4: '3155',
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(user?.paymentCustomerId).toMatch(/^cus_sbx_/);
  });

  it('the same number saved again is one card, with the expiry entered last, the old one detached', async () => {
    const member = await addMember(t);
    const first = await api.addCard(member);
    const other = await api.addCard(member, CARDS.needsConfirmation);
    // "Add another card" with the number already saved, as the member did seven times.
    const pm = await api.call(member, 'POST', '/api/payments/sandbox/paymentMethods', {
      number: CARDS.pays,
      expMonth: 3,
      expYear: 2031,
      cvc: '123',
    });
    const again = (await api.call(member, 'POST', '/api/payments/card', { pmId: pm.json().id })).json();
    await api.addCard(member);
    const list = await cardsOf(member);
    expect(list.map((c: { last4: string }) => c.last4).sort()).toEqual(['3155', '4242']);
    expect(list.find((c: { id: string }) => c.id === other.id)).toMatchObject({
      defaultPaymentMethod: false,
    });
    expect(list[0]).toMatchObject({ last4: '4242', defaultPaymentMethod: true, expMonth: 12, expYear: 2030 });
    expect(list[0].id).not.toBe(first.id);
    // The cards it replaced can be charged no more: they are gone for us and at the provider.
    for (const gone of [first.id, again.id])
      expect((await api.checkout(member, { pmId: gone, amount: 1 })).res.json()).toMatchObject({
        code: 'no_card',
      });
  });

  it('lets the member choose the default card; another member cannot', async () => {
    const member = await addMember(t);
    const other = await addMember(t);
    const visa = await api.addCard(member);
    await api.addCard(member, CARDS.needsConfirmation);
    const chosen = await api.call(member, 'PUT', `/api/payments/card/${visa.id}/default`);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: visa.id, defaultPaymentMethod: true });
    expect(
      (await cardsOf(member)).map((c: { last4: string; defaultPaymentMethod: boolean }) => [
        c.last4,
        c.defaultPaymentMethod,
      ]),
    ).toEqual([
      ['4242', true],
      ['3155', false],
    ]);
    expect((await api.call(other, 'PUT', `/api/payments/card/${visa.id}/default`)).statusCode).toBe(404);
  });

  it('removes a card; removing the default makes the newest other card the default', async () => {
    const member = await addMember(t);
    const first = await api.addCard(member);
    const second = await api.addCard(member, CARDS.declined);
    const res = await api.call(member, 'DELETE', `/api/payments/card/${second.id}`);
    expect(res.statusCode).toBe(204);
    expect(await cardsOf(member)).toEqual([
      expect.objectContaining({ id: first.id, defaultPaymentMethod: true }),
    ]);
    await api.call(member, 'DELETE', `/api/payments/card/${first.id}`);
    expect(await cardsOf(member)).toEqual([]);
  });

  it("never shows, removes or charges another member's card", async () => {
    const owner = await addMember(t);
    const other = await addMember(t);
    const card = await api.addCard(owner);
    expect((await api.call(other, 'GET', `/api/payments/card/${card.id}`)).statusCode).toBe(404);
    expect((await api.call(other, 'DELETE', `/api/payments/card/${card.id}`)).statusCode).toBe(404);
    expect(await cardsOf(other)).toEqual([]);
    const { res } = await api.checkout(other, { pmId: card.id, amount: 12 });
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'no_card' });
    // Nor can another member attach it to themselves.
    const steal = await api.call(other, 'POST', '/api/payments/card', { pmId: card.id });
    expect(steal.json()).toMatchObject({ statusCode: 400, code: 'invalid_card' });
    expect(await cardsOf(owner)).toHaveLength(1);
  });

  it('leaves a member whose first card is refused as they were: no customer kept at the provider', async () => {
    const member = await addMember(t);
    const refused = await api.call(member, 'POST', '/api/payments/card', { pmId: 'pm_does_not_exist' });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'invalid_card', field: 'pmId' });
    const customerOf = async () =>
      (await t.app.db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, member.id)))[0]
        ?.id;
    expect(await customerOf()).toBeNull();
    // The next card makes the customer, and keeps it.
    await api.addCard(member);
    expect(await customerOf()).toMatch(/^cus_/);
  });

  it('refuses numbers that are not test cards, fail the Luhn check or have expired', async () => {
    const member = await addMember(t);
    const form = (number: string, expYear = 2030, expMonth = 12) =>
      api.call(member, 'POST', '/api/payments/sandbox/paymentMethods', {
        number,
        expMonth,
        expYear,
        cvc: '123',
      });
    expect((await form('4242 4242 4242 4241')).json()).toMatchObject({
      code: 'invalid_card',
      field: 'number',
    });
    expect((await form('4111 1111 1111 1111')).json()).toMatchObject({ code: 'invalid_card' });
    // The test clock says November 2026.
    expect((await form(CARDS.pays, 2026, 10)).json()).toMatchObject({
      statusCode: 402,
      code: 'expired_card',
    });
    expect((await form(CARDS.pays, 2026, 11)).statusCode).toBe(200);
    expect(
      (await api.call(member, 'POST', '/api/payments/card', { pmId: 'pm_sbx_unknown' })).json(),
    ).toMatchObject({
      code: 'invalid_card',
    });
  });

  it('keeps the full card number out of every table and out of the log', async () => {
    const member = await addMember(t);
    await api.addCard(member, CARDS.noFunds);
    const dump = await t.app.db.execute(
      sql`select row_to_json(m)::text as row from sandbox_payment_methods m`,
    );
    const text = JSON.stringify(dump) + JSON.stringify(await t.app.db.select().from(cards));
    expect(text).toContain('9995');
    expect(text).not.toMatch(/4000\s?0000\s?0000\s?9995/);
    expect(logLines.join('\n')).not.toMatch(/4000\s?0000\s?0000\s?9995/);
    expect(logLines.length).toBeGreaterThan(0);
  });
});
