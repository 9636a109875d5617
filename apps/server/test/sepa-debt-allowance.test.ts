import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/infra/db/schema';
import { addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { parsePain008 } from './pain008-support';
import { paymentsApi } from './payments-support';
import { camt054For } from './sepa-bank-files';
import { createTestApp, fixedClock, type TestApp } from './test-app';

// A box that takes the allowance away on a return (`returnKeepsAllowance` off): paying the debt
// gives the plan back (docs/sepa.md, "What a return owes, and how it is paid").
const clock = fixedClock('2026-11-23T09:00:00Z');
const CREDITOR = {
  name: 'Box Fòrum SL',
  creditorId: 'ES11000B12345674',
  iban: 'ES7921000813610123456789',
  returnFee: 2,
  returnKeepsAllowance: false,
};
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;
let member: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  expect((await api.call(admin, 'PUT', '/api/mandates/creditor', CREDITOR)).statusCode).toBe(200);
  member = await addMember(t, { name: 'Soci', surname: 'Retornat', planId: box.plans.twoDays });
  await t.app.db.update(users).set({ pro: true }).where(eq(users.id, member.id));
  const mandate = await api.call(admin, 'PUT', `/api/mandates/users/${member.id}`, {
    holder: 'Retornat Titular',
    iban: 'ES9121000418450200051332',
    reference: 'LOSE-1',
    signedOn: '2026-10-15',
  });
  expect(mandate.statusCode).toBe(200);
  other = await addMember(t, { name: 'Soci', surname: 'Canviat', planId: box.plans.twoDays });
  const second = await api.call(admin, 'PUT', `/api/mandates/users/${other.id}`, {
    holder: 'Canviat Titular',
    iban: 'ES9121000418450200051332',
    reference: 'LOSE-2',
    signedOn: '2026-10-15',
  });
  expect(second.statusCode).toBe(200);
});
afterAll(() => t.close());

const planOf = async (m: Member) => {
  const [row] = await t.app.db
    .select({ planId: users.planId, pro: users.pro })
    .from(users)
    .where(eq(users.id, m.id));
  return row;
};

describe('a returned debit paid in "lose the allowance" mode', () => {
  it('ends the plan when the bank returns the debit', async () => {
    expect((await api.call(admin, 'POST', '/api/mandates/remittances/2026-12')).statusCode).toBe(201);
    const december = parsePain008(
      (await api.call(admin, 'GET', '/api/mandates/remittances/2026-12/file')).body,
    );
    const debits = december.blocks.flatMap((b) => b.debits);
    const returned = debits.map((debit) => ({ debit, reason: 'AM04' }));
    expect(returned).toHaveLength(2);
    const xml = camt054For(december, returned, { account: CREDITOR.iban });
    expect((await api.call(admin, 'POST', '/api/mandates/returns', { xml })).json()).toMatchObject({
      returns: 2,
    });
    expect(await planOf(member)).toEqual({ planId: null, pro: false });
    expect(await planOf(other)).toEqual({ planId: null, pro: false });
  });

  it('gives the member their plan (and Pro) back once they pay the debt by card', async () => {
    const pay = paymentsApi(t);
    const [debt] = (await pay.call(member, 'GET', `/api/users/${member.id}/sepaDebts`)).json();
    const receiptId = await pay.paidReceipt(member, debt.total, 'SEPA_DEBT');
    const paid = await pay.call(member, 'PUT', `/api/users/${member.id}/sepaDebts/${debt.id}`, { receiptId });
    expect(paid.statusCode).toBe(200);
    expect(await planOf(member)).toEqual({ planId: box.plans.twoDays, pro: true });
    const me = (await api.call(member, 'GET', `/api/users/${member.id}`)).json();
    expect(me.plan).toMatchObject({ id: box.plans.twoDays });
  });

  it('leaves the plan a member took meanwhile as it is', async () => {
    const joined = await api.call(admin, 'POST', `/api/users/${other.id}/join`, {
      planId: box.plans.unlimited,
      pro: false,
    });
    expect(joined.statusCode).toBe(200);
    const pay = paymentsApi(t);
    const [debt] = (await pay.call(other, 'GET', `/api/users/${other.id}/sepaDebts`)).json();
    const receiptId = await pay.paidReceipt(other, debt.total, 'SEPA_DEBT');
    const paid = await pay.call(other, 'PUT', `/api/users/${other.id}/sepaDebts/${debt.id}`, { receiptId });
    expect(paid.statusCode).toBe(200);
    expect(await planOf(other)).toEqual({ planId: box.plans.unlimited, pro: false });
  });
});
