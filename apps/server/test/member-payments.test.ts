import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, type Member } from './booking-support';
import { CARDS, paymentsApi } from './payments-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof paymentsApi>;
let admin: Member;
let trainer: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  api = paymentsApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
  member = await addMember(t);
});
afterAll(() => t.close());

const paymentsOf = (who: Member, userId: number) => api.call(who, 'GET', `/api/users/${userId}/payments`);

describe("GET /api/users/{id}/payments: a member's cards and receipts for the admin", () => {
  it('shows an admin the cards (brand, last4, expiry, never the id) and the receipts, newest first', async () => {
    await api.paidReceipt(member, 12);
    await api.addCard(member, CARDS.needsConfirmation);
    await api.paidReceipt(member, 7);
    const res = await paymentsOf(admin, member.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cards[0]).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    // The second 4242 saved by paidReceipt is the same card: it replaced the first.
    expect(body.cards.map((c: { last4: string }) => c.last4).sort()).toEqual(['3155', '4242']);
    expect(body.receipts.map((r: { amount: number }) => r.amount)).toEqual([7, 12]);
    expect(body.receipts[0]).toMatchObject({ number: expect.any(Number), purpose: 'CHECKOUT' });
  });

  it('is empty for a member who never paid, and 404 for an unknown member', async () => {
    const fresh = await addMember(t);
    expect((await paymentsOf(admin, fresh.id)).json()).toEqual({ cards: [], receipts: [] });
    expect((await paymentsOf(admin, 999_999)).statusCode).toBe(404);
  });

  it('refuses a trainer and a member, even on their own payments', async () => {
    expect((await paymentsOf(trainer, member.id)).statusCode).toBe(403);
    expect((await paymentsOf(member, admin.id)).statusCode).toBe(403);
    expect((await paymentsOf(member, member.id)).statusCode).toBe(403);
  });
});
