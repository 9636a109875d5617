import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  planChanges,
  planRenewals,
  receipts,
  sandboxPaymentIntents,
  sepaMandates,
  users,
} from '../src/infra/db/schema';
import { addMember, type Box, type Member, seedBox } from './booking-support';
import { CARDS, paymentsApi } from './payments-support';
import { createTestApp, createTwinApp, fixedClock, type TestApp } from './test-app';

// Cards are saved in November; the renewal runs on Tuesday 1 December 2026 at 10:00 in Madrid.
const clock = fixedClock('2026-11-20T09:00:00Z');
const RENEWAL_DAY = '2026-12-01T09:00:00Z';

async function planHolder(
  t: TestApp,
  box: Box,
  options: { card?: string; pro?: boolean; status?: 'MAINTENANCE' } = {},
) {
  const member = await addMember(t, {
    planId: box.plans.twoDays,
    ...(options.status ? { status: options.status } : {}),
  });
  if (options.pro) await t.app.db.update(users).set({ pro: true }).where(eq(users.id, member.id));
  if (options.card) await paymentsApi(t).addCard(member, options.card);
  return member;
}

const renewalOf = async (t: TestApp, member: Member) =>
  (await t.app.db.select().from(planRenewals).where(eq(planRenewals.userId, member.id)))[0];
const userRow = async (t: TestApp, member: Member) =>
  (await t.app.db.select().from(users).where(eq(users.id, member.id)))[0];
const renewalReceipts = (t: TestApp, ids: number[]) =>
  t.app.db
    .select()
    .from(receipts)
    .where(and(inArray(receipts.userId, ids), eq(receipts.purpose, 'PLAN_RENEWAL')));

describe('monthly renewal (sandbox)', () => {
  let t: TestApp;
  let box: Box;

  beforeAll(async () => {
    clock.set('2026-11-20T09:00:00Z');
    t = await createTestApp({ clock });
    box = await seedBox(t);
  });
  afterAll(() => t.close());

  it('charges cards off-session, ends the plans it cannot charge, and charges nobody twice when run again', async () => {
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const pays = await planHolder(t, box, { card: CARDS.pays, pro: true });
    const confirms = await planHolder(t, box, { card: CARDS.needsConfirmation });
    const declined = await planHolder(t, box, { card: CARDS.declined });
    const noCard = await planHolder(t, box);
    const sepa = await planHolder(t, box);
    await t.app.db.insert(sepaMandates).values({
      userId: sepa.id,
      holder: 'Sepa Holder',
      iban: 'ES9121000418450200051332',
      reference: `MANDATE-${sepa.id}`,
      signedOn: '2026-01-10',
    });
    const paused = await planHolder(t, box, { card: CARDS.pays, status: 'MAINTENANCE' });
    const leaving = await planHolder(t, box, { card: CARDS.pays });
    await paymentsApi(t).call(leaving, 'POST', `/api/users/${leaving.id}/leave`, {});
    const everyone = [pays, confirms, declined, noCard, sepa, paused, leaving];

    clock.set(RENEWAL_DAY);
    const first = await t.app.renewals.run();
    expect(first).toEqual({ month: '2026-12-01', charged: 2, failed: 2, sepa: 1, skipped: 1 });

    expect(await renewalOf(t, pays)).toMatchObject({ status: 'SUCCEEDED', method: 'CARD', amount: 63.95 });
    expect(await renewalOf(t, confirms)).toMatchObject({ status: 'SUCCEEDED', amount: 59 });
    const paid = await renewalReceipts(t, [pays.id, confirms.id]);
    expect(paid.map((r) => [r.status, r.period, r.usedAt !== null]).sort()).toEqual([
      ['SUCCEEDED', '2026-12-01', true],
      ['SUCCEEDED', '2026-12-01', true],
    ]);
    expect((await userRow(t, pays))?.planId).toBe(box.plans.twoDays);

    // A failed renewal: the plan ends, the member keeps bought credits, and is told with the admins.
    expect(await renewalOf(t, declined)).toMatchObject({ status: 'FAILED', errorCode: 'card_declined' });
    expect(await renewalOf(t, noCard)).toMatchObject({ status: 'FAILED', errorCode: 'no_card' });
    expect(await userRow(t, declined)).toMatchObject({ planId: null, pro: false });
    const mail = await t.app.db.select().from(mailOutbox);
    const [declinedRow, adminRow] = [await userRow(t, declined), await userRow(t, admin)];
    expect(mail.filter((m) => m.to === declinedRow?.email)).toHaveLength(1);
    expect(mail.filter((m) => m.to === adminRow?.email)).toHaveLength(2);
    const membership = (
      await paymentsApi(t).call(declined, 'GET', `/api/users/${declined.id}/membership`)
    ).json();
    expect(membership).toMatchObject({
      plan: null,
      failedRenewal: { month: '2026-12-01', error: 'card_declined' },
    });
    const [leaveEntry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, declined.id), eq(auditLog.action, 'plan.leave')));
    expect(leaveEntry).toMatchObject({
      byUserId: null,
      after: { planId: null, reason: 'renewal_failed:card_declined' },
    });

    expect(await renewalOf(t, sepa)).toMatchObject({ status: 'SEPA', method: 'SEPA' });
    expect(await renewalOf(t, paused)).toMatchObject({ status: 'SKIPPED' });
    // The leave asked in November took effect on the 1st, before the renewal: nothing to charge.
    expect(await userRow(t, leaving)).toMatchObject({ planId: null });
    expect(await renewalOf(t, leaving)).toBeUndefined();
    const [applied] = await t.app.db.select().from(planChanges).where(eq(planChanges.userId, leaving.id));
    expect(applied?.appliedAt).not.toBeNull();

    const intentsBefore = await t.app.db.select().from(sandboxPaymentIntents);
    const receiptsBefore = await renewalReceipts(
      t,
      everyone.map((m) => m.id),
    );
    const second = await t.app.renewals.run();
    expect(second).toEqual({ month: '2026-12-01', charged: 0, failed: 0, sepa: 0, skipped: 0 });
    expect(await t.app.db.select().from(sandboxPaymentIntents)).toHaveLength(intentsBefore.length);
    // Two paid, one declined: a second run adds no charge and no receipt.
    expect(receiptsBefore.map((r) => r.status).sort()).toEqual(['FAILED', 'SUCCEEDED', 'SUCCEEDED']);
    expect(
      await renewalReceipts(
        t,
        everyone.map((m) => m.id),
      ),
    ).toHaveLength(3);
  });

  it('does not charge again a member who joined this month', async () => {
    clock.set(RENEWAL_DAY);
    const member = await addMember(t);
    const api = paymentsApi(t);
    const receiptId = await api.paidReceipt(member, 59);
    await api.call(member, 'POST', `/api/users/${member.id}/joinWithReceiptId`, {
      planId: box.plans.twoDays,
      receiptId,
    });
    await t.app.renewals.run();
    expect(await renewalOf(t, member)).toMatchObject({ status: 'SKIPPED' });
    expect(await renewalReceipts(t, [member.id])).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('monthly renewal from two server processes (PostgreSQL)', () => {
  let t: TestApp;
  let twin: TestApp;
  let box: Box;

  beforeAll(async () => {
    clock.set('2026-11-20T09:00:00Z');
    t = await createTestApp({ clock });
    twin = await createTwinApp(t, { clock });
    box = await seedBox(t);
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });

  it('charges each member once when both processes run the renewal at the same moment', async () => {
    const members: Member[] = [];
    for (let i = 0; i < 12; i++)
      members.push(await planHolder(t, box, { card: i % 4 === 3 ? CARDS.declined : CARDS.pays }));
    clock.set(RENEWAL_DAY);
    const [a, b] = await Promise.all([t.app.renewals.run(), twin.app.renewals.run()]);
    expect(a.charged + b.charged).toBe(9);
    expect(a.failed + b.failed).toBe(3);
    const ids = members.map((m) => m.id);
    const paid = await renewalReceipts(t, ids);
    expect(paid.filter((r) => r.status === 'SUCCEEDED')).toHaveLength(9);
    expect(new Set(paid.map((r) => r.userId)).size).toBe(paid.length);
    expect(await t.app.db.select().from(sandboxPaymentIntents)).toHaveLength(12);
    expect(await t.app.db.select().from(planRenewals).where(inArray(planRenewals.userId, ids))).toHaveLength(
      12,
    );
    const failedMail = await t.app.db.select().from(mailOutbox);
    expect(failedMail).toHaveLength(3);
  });
});
