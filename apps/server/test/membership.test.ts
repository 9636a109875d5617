import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, receipts, users } from '../src/infra/db/schema';
import { addMember, type Member } from './booking-support';
import { billWholeFirstMonth } from './payments-support';
import { openPaymentsBox } from './support/app-setups';
import { fixedClock } from './test-app';

// Thursday 26 November 2026, 10:00 in Madrid: the last day a request waits only for 1 December.
const clock = fixedClock('2026-11-26T09:00:00Z');
const { t, box, api, admin } = await openPaymentsBox(clock);
await billWholeFirstMonth(t);

const join = (who: Member, body: object, userId = who.id) =>
  api.call(who, 'POST', `/api/users/${userId}/joinWithReceiptId`, body);
const membership = async (who: Member, userId = who.id) =>
  (await api.call(who, 'GET', `/api/users/${userId}/membership`)).json();
const auditsOf = async (userId: number) =>
  (await t.app.db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(auditLog.id)).map(
    (a) => a.action,
  );

describe('joining a plan with a receipt', () => {
  it('starts the plan at once for its monthly price, Pro adding 4,95 €', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 63.95, 'PLAN');
    const res = await join(member, { planId: box.plans.twoDays, pro: true, receiptId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pro: true,
      plan: { id: box.plans.twoDays },
      credits: { activity: 2 },
    });
    expect(await auditsOf(member.id)).toEqual(['payment.charge', 'receipt.use', 'plan.join']);
    expect(await membership(member)).toMatchObject({
      plan: { id: box.plans.twoDays },
      pro: true,
      monthlyAmount: 63.95,
      nextRenewal: { date: '2026-12-01', amount: 63.95, method: 'CARD' },
      pending: null,
    });
  });

  it('refuses a receipt of the price without Pro for a plan with Pro, and a member who has a plan, refunding each', async () => {
    const member = await addMember(t);
    const wrong = await api.paidReceipt(member, 59);
    expect(
      (await join(member, { planId: box.plans.twoDays, pro: true, receiptId: wrong })).json(),
    ).toMatchObject({
      code: 'payment_refunded',
      params: { cause: 'receipt_wrong_amount' },
    });
    // Refunded, it pays for nothing any more.
    expect(
      (await join(member, { planId: box.plans.twoDays, pro: false, receiptId: wrong })).json(),
    ).toMatchObject({
      code: 'already_refunded',
    });
    const receiptId = await api.paidReceipt(member, 59);
    expect((await join(member, { planId: box.plans.twoDays, pro: false, receiptId })).statusCode).toBe(200);
    const second = await api.paidReceipt(member, 89);
    expect((await join(member, { planId: box.plans.unlimited, receiptId: second })).json()).toMatchObject({
      code: 'payment_refunded',
      params: { cause: 'already_has_plan' },
    });
    const [row] = await t.app.db.select().from(receipts).where(eq(receipts.id, second));
    expect(row?.usedAt).toBeNull();
  });

  it('applies the member’s discount: 10 % off 59 € is 53,10 €', async () => {
    const member = await addMember(t);
    await t.app.db.update(users).set({ discount: 10 }).where(eq(users.id, member.id));
    const receiptId = await api.paidReceipt(member, 53.1);
    expect((await join(member, { planId: box.plans.twoDays, receiptId })).statusCode).toBe(200);
  });

  it('uses the receipt and sets the plan in one transaction: a failure setting the plan leaves the receipt unused', async () => {
    const member = await addMember(t);
    const receiptId = await api.paidReceipt(member, 59);
    // The database refuses to give this member a plan, after the receipt was used in the same transaction.
    await t.app.db.execute(
      sql.raw(`create function refuse_plan() returns trigger language plpgsql as $$
        begin if new.plan_id is not null and new.id = ${member.id} then raise exception 'no plan for you'; end if; return new; end $$`),
    );
    await t.app.db.execute(
      sql.raw(
        'create trigger refuse_plan before update on users for each row execute function refuse_plan()',
      ),
    );
    try {
      const res = await join(member, { planId: box.plans.twoDays, receiptId });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql.raw('drop trigger refuse_plan on users'));
      await t.app.db.execute(sql.raw('drop function refuse_plan()'));
    }
    const [receipt] = await t.app.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(receipt?.usedAt).toBeNull();
    expect(receipt?.purpose).toBe('CHECKOUT');
    expect(await auditsOf(member.id)).toEqual(['payment.charge']);
    // Paid, not spent: the same receipt still buys the plan.
    expect((await join(member, { planId: box.plans.twoDays, receiptId })).json().plan.id).toBe(
      box.plans.twoDays,
    );
  });

  it('lets admins set a plan without a payment, members not', async () => {
    const member = await addMember(t);
    const body = { planId: box.plans.unlimited, pro: true };
    expect((await api.call(member, 'POST', `/api/users/${member.id}/join`, body)).statusCode).toBe(403);
    const res = await api.call(admin, 'POST', `/api/users/${member.id}/join`, body);
    expect(res.json()).toMatchObject({ plan: { id: box.plans.unlimited }, pro: true });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, member.id), eq(auditLog.action, 'plan.join')));
    expect(entry).toMatchObject({ byUserId: admin.id, after: { planId: box.plans.unlimited, pro: true } });
  });
});

describe('leaving, changing, pausing (changePlanDayLimit 26)', () => {
  it('asked on the 26th, a leave takes effect on the 1st of next month; on the 27th, a month later', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    const res = await api.call(member, 'POST', `/api/users/${member.id}/leave`, {});
    expect(res.json()).toMatchObject({
      plan: { id: box.plans.twoDays },
      pending: { kind: 'LEAVE', effectiveOn: '2026-12-01' },
      nextRenewal: null,
    });
    clock.set('2026-11-27T09:00:00Z');
    try {
      const later = await api.call(member, 'POST', `/api/users/${member.id}/leave`, {});
      expect(later.json()).toMatchObject({
        pending: { kind: 'LEAVE', effectiveOn: '2027-01-01' },
        nextRenewal: { date: '2026-12-01', amount: 59 },
        requestEffectiveOn: '2027-01-01',
      });
    } finally {
      clock.set('2026-11-26T09:00:00Z');
    }
    expect(await auditsOf(member.id)).toEqual(['plan.leave', 'plan.leave']);
  });

  it('a plan change waits for the 1st and prices the next renewal at the new plan; it can be taken back', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    const res = await api.call(member, 'POST', `/api/users/${member.id}/changePlan`, {
      planId: box.plans.unlimited,
      pro: true,
    });
    expect(res.json()).toMatchObject({
      plan: { id: box.plans.twoDays },
      pending: { kind: 'CHANGE', plan: { id: box.plans.unlimited }, pro: true, effectiveOn: '2026-12-01' },
      nextRenewal: { date: '2026-12-01', amount: 93.95 },
    });
    const same = await api.call(member, 'POST', `/api/users/${member.id}/changePlan`, {
      planId: box.plans.twoDays,
    });
    expect(same.json()).toMatchObject({ code: 'same_plan' });
    const back = await api.call(member, 'DELETE', `/api/users/${member.id}/planRequest`);
    expect(back.json()).toMatchObject({ pending: null, nextRenewal: { amount: 59 } });
    expect((await api.call(member, 'DELETE', `/api/users/${member.id}/planRequest`)).statusCode).toBe(404);
  });

  it('a member pauses and resumes on a 1st; an admin does it at once', async () => {
    const member = await addMember(t, { planId: box.plans.twoDays });
    const paused = await api.call(member, 'POST', `/api/users/${member.id}/maintenance/start`, {});
    expect(paused.json()).toMatchObject({
      status: 'ACTIVE',
      pending: { kind: 'PAUSE', effectiveOn: '2026-12-01' },
    });
    expect(
      (await api.call(member, 'POST', `/api/users/${member.id}/maintenance/end`, {})).json(),
    ).toMatchObject({
      code: 'membership_not_paused',
    });
    const now = await api.call(admin, 'POST', `/api/users/${member.id}/maintenance/start`, {});
    expect(now.json()).toMatchObject({ status: 'MAINTENANCE', pending: null, nextRenewal: null });
    expect((await api.call(member, 'GET', `/api/users/${member.id}`)).json().credits.activity).toBe(0);
    const resume = await api.call(member, 'POST', `/api/users/${member.id}/maintenance/end`, {});
    expect(resume.json()).toMatchObject({
      status: 'MAINTENANCE',
      pending: { kind: 'RESUME', effectiveOn: '2026-12-01' },
    });
    expect(
      (await api.call(admin, 'POST', `/api/users/${member.id}/maintenance/end`, {})).json(),
    ).toMatchObject({
      status: 'ACTIVE',
    });
    expect(await auditsOf(member.id)).toEqual([
      'membership.pause',
      'membership.pause',
      'membership.resume',
      'membership.resume',
    ]);
  });

  it('refuses to leave, change or pause without a plan, and another member’s plan', async () => {
    const member = await addMember(t);
    const other = await addMember(t, { planId: box.plans.twoDays });
    for (const path of ['leave', 'maintenance/start'])
      expect((await api.call(member, 'POST', `/api/users/${member.id}/${path}`, {})).json()).toMatchObject({
        code: 'no_plan',
      });
    expect((await api.call(member, 'POST', `/api/users/${other.id}/leave`, {})).statusCode).toBe(403);
    expect((await api.call(member, 'GET', `/api/users/${other.id}/membership`)).statusCode).toBe(403);
  });
});

describe('plans and products (admins)', () => {
  it('creates a plan and a product; a plan key is unique', async () => {
    const plan = {
      key: 'three_days',
      nameCa: '3 dies',
      nameEs: '3 días',
      credits: { activity: 3, open: 0 },
      price: 69.5,
    };
    const res = await api.call(admin, 'POST', '/api/plans', plan);
    expect(res.json()).toMatchObject({ ...plan, id: expect.any(Number), name: '3 días' });
    expect((await api.call(admin, 'POST', '/api/plans', plan)).json()).toMatchObject({
      code: 'conflict',
      field: 'key',
    });
    const product = {
      nameCa: 'Samarreta',
      nameEs: 'Camiseta',
      descriptionCa: 'Cotó',
      descriptionEs: 'Algodón',
      image: 'tshirt',
      price: 24.9,
    };
    expect((await api.call(admin, 'POST', '/api/products', product)).json()).toMatchObject({
      ...product,
      name: 'Camiseta',
    });
    const member = await addMember(t);
    expect((await api.call(member, 'POST', '/api/plans', { ...plan, key: 'x_plan' })).statusCode).toBe(403);
  });
});
