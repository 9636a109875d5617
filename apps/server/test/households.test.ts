import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, mailOutbox, receipts, users } from '../src/infra/db/schema';
import { hashPassword } from '../src/lib/password';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  type Member,
  openBookingBox,
} from './booking-support';
import { billWholeFirstMonth, paymentsApi } from './payments-support';
import { PDF_WARM_UP_MS, pdfText, warmUpPdfReading } from './pdf-reading';
import { fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid.
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let dni = 50_000_000;

const nextCin = () => {
  dni += 1;
  return `${dni}${'TRWAGMYFPDXBNJZSQVHLCKE'[dni % 23]}`;
};
const member = (id: number): Member => ({ id, roles: ['USER'] });

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
});
afterAll(() => t.close());

const addDependent = (guardian: Member, body: object) =>
  api.call(guardian, 'POST', `/api/users/${guardian.id}/dependents`, { consent: true, ...body });
/** A guardian with a child of 11 (no login) on a fresh household. */
async function household() {
  const guardian = await addMember(t, { name: 'Núria', surname: 'Vidal', activity: 4 });
  const added = await addDependent(guardian, { name: 'Pau', surname: 'Vidal', birth: '2015-03-01' });
  expect(added.statusCode).toBe(201);
  return { guardian, child: member(added.json().id) };
}

describe('adding a dependent: consent at 14 (LOPDGDD art. 7)', () => {
  it('makes a child under 14 without login, e-mail or DNI, with the consent recorded', async () => {
    const { guardian, child } = await household();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, child.id));
    expect(row).toMatchObject({ cin: null, email: null, passwordHash: null, guardianId: guardian.id });
    expect(row?.guardianConsentAt).toEqual(clock.now());
    const seen = await api.call(guardian, 'GET', `/api/users/${guardian.id}/household`);
    expect(seen.json()).toMatchObject({
      guardian: null,
      dependents: [{ id: child.id, name: 'Pau', hasLogin: false }],
    });
    const fromChild = await api.call(child, 'GET', `/api/users/${child.id}/household`);
    expect(fromChild.json()).toMatchObject({ guardian: { id: guardian.id, name: 'Núria' }, dependents: [] });
  });

  it('refuses a login for a child who turns 14 only tomorrow, and asks one of a 14-year-old', async () => {
    const guardian = await addMember(t);
    const login = { cin: nextCin(), email: 'teen@example.com', password: 'teen-pass-1' };
    const thirteen = await addDependent(guardian, { name: 'A', surname: 'B', birth: '2012-11-24', login });
    expect(thirteen.json()).toMatchObject({ code: 'dependent_login_too_young', field: 'login' });
    const fourteenNoLogin = await addDependent(guardian, { name: 'A', surname: 'B', birth: '2012-11-23' });
    expect(fourteenNoLogin.json()).toMatchObject({ code: 'dependent_login_required' });
    const fourteen = await addDependent(guardian, {
      name: 'Carla',
      surname: 'B',
      birth: '2012-11-23',
      login,
    });
    expect(fourteen.statusCode).toBe(201);
    expect(fourteen.json()).toMatchObject({ hasLogin: true });
    // The teen signs in themselves.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { cin: login.cin, password: login.password },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses without consent, for an adult, and for a dependent adding their own', async () => {
    const guardian = await addMember(t);
    const child = { name: 'A', surname: 'B', birth: '2016-01-01' };
    expect((await addDependent(guardian, { ...child, consent: false })).json()).toMatchObject({
      statusCode: 400,
      code: 'guardian_consent_required',
    });
    expect((await addDependent(guardian, { ...child, birth: '2008-11-23' })).json()).toMatchObject({
      statusCode: 409,
      code: 'dependent_adult',
    });
    const login = { cin: nextCin(), email: 'teen2@example.com', password: 'teen-pass-1' };
    const teen = await addDependent(guardian, { ...child, birth: '2010-01-01', login });
    const teenMember = member(teen.json().id);
    expect((await addDependent(teenMember, child)).json()).toMatchObject({ code: 'guardian_is_dependent' });
  });

  it('lets nobody add dependents to another member', async () => {
    const guardian = await addMember(t);
    const other = await addMember(t);
    const refused = await api.call(other, 'POST', `/api/users/${guardian.id}/dependents`, {
      consent: true,
      name: 'A',
      surname: 'B',
      birth: '2016-01-01',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a guardian acting for a dependent', () => {
  it("books and leaves a class for the child, paid with the child's credits, seen as the child sees it", async () => {
    const { guardian, child } = await household();
    await t.app.db.update(users).set({ balanceActivity: 2 }).where(eq(users.id, child.id));
    const classId = await addClass(t, { activityId: box.crossfit, date: '2026-11-23', time: '18:00' });
    const joined = await api.join(guardian, classId, child.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().class.me).toMatchObject({ status: 'IN' });
    const asChild = await api.call(guardian, 'GET', `/api/classes?date=2026-11-23&as=${child.id}`);
    expect(asChild.json().find((c: { id: number }) => c.id === classId).me).toMatchObject({ status: 'IN' });
    const asSelf = await api.call(guardian, 'GET', '/api/classes?date=2026-11-23');
    expect(asSelf.json().find((c: { id: number }) => c.id === classId).me).toBeNull();
    const childNow = (await api.call(guardian, 'GET', `/api/users/${child.id}`)).json();
    expect(childNow.credits.activity).toBe(1);
    expect((await api.call(guardian, 'GET', `/api/users/${guardian.id}`)).json().credits.activity).toBe(4);
    // The trainer's sheet marks the child with their guardian.
    const sheet = await api.classUsers(trainer, classId);
    expect(sheet).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: child.id }), guardian: 'Núria Vidal' }),
    ]);
    const next = await api.call(guardian, 'GET', `/api/classes/nextClasses/5?as=${child.id}`);
    expect(next.json().map((c: { classId: number }) => c.classId)).toContain(classId);
    const left = await api.leave(guardian, classId, child.id);
    expect(left.statusCode).toBe(200);
    expect((await api.call(guardian, 'GET', `/api/users/${child.id}`)).json().credits.activity).toBe(2);
  });

  it('never acts for a member of another household', async () => {
    const { child } = await household();
    const { guardian: otherGuardian } = await household();
    const stranger = await addMember(t, { activity: 3 });
    const classId = await addClass(t, { activityId: box.crossfit, date: '2026-11-23', time: '19:00' });
    for (const who of [otherGuardian, stranger]) {
      expect((await api.join(who, classId, child.id)).statusCode).toBe(403);
      expect((await api.call(who, 'GET', `/api/classes?date=2026-11-23&as=${child.id}`)).statusCode).toBe(
        403,
      );
      expect((await api.call(who, 'GET', `/api/classes/nextClasses/5?as=${child.id}`)).statusCode).toBe(403);
      expect((await api.call(who, 'GET', `/api/users/${child.id}`)).statusCode).toBe(403);
      expect((await api.call(who, 'GET', `/api/users/${child.id}/household`)).statusCode).toBe(403);
      expect((await api.call(who, 'GET', `/api/users/${child.id}/personal-data`)).statusCode).toBe(403);
    }
    // Nor does the child act for their guardian.
    const { guardian, child: ownChild } = await household();
    expect((await api.join(ownChild, classId, guardian.id)).statusCode).toBe(403);
    // A trainer sees the child as any member, not in full.
    const seen = (await api.call(trainer, 'GET', `/api/users/${child.id}`)).json();
    expect(seen).not.toHaveProperty('birth');
  });

  it("does not change a teen's password: that is the teen's own", async () => {
    const guardian = await addMember(t);
    const login = { cin: nextCin(), email: 'teen3@example.com', password: 'teen-pass-1' };
    const teen = (
      await addDependent(guardian, { name: 'A', surname: 'B', birth: '2011-01-01', login })
    ).json();
    const changed = await api.call(guardian, 'PUT', `/api/users/${teen.id}/password`, {
      oldPassword: 'teen-pass-1',
      newPassword: 'guardian-set-1',
    });
    expect(changed.statusCode).toBe(403);
  });
});

describe("a household's personal data", () => {
  it("lets the guardian export a child's data, not a teen's: from 14 they decide", async () => {
    const { guardian, child } = await household();
    const exported = await api.call(guardian, 'GET', `/api/users/${child.id}/personal-data`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().user).toMatchObject({ id: child.id, name: 'Pau' });
    const login = { cin: nextCin(), email: 'teen4@example.com', password: 'teen-pass-1' };
    const teen = (
      await addDependent(guardian, { name: 'Q', surname: 'R', birth: '2011-05-05', login })
    ).json();
    expect((await api.call(guardian, 'GET', `/api/users/${teen.id}/personal-data`)).statusCode).toBe(403);
    expect((await api.call(member(teen.id), 'GET', `/api/users/${teen.id}/personal-data`)).statusCode).toBe(
      200,
    );
  });

  it('refuses to delete a guardian while their dependents hang on them; the guardian asks for a child', async () => {
    const { guardian, child } = await household();
    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('guardian-pass-1') })
      .where(eq(users.id, guardian.id));
    const own = await api.call(guardian, 'POST', `/api/users/${guardian.id}/deletion-request`, {
      password: 'guardian-pass-1',
    });
    expect(own.json()).toMatchObject({ statusCode: 409, code: 'household_has_dependents' });
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const anonymised = await api.call(admin, 'POST', `/api/users/${guardian.id}/anonymise`);
    expect(anonymised.json()).toMatchObject({ code: 'household_has_dependents' });
    // The child's deletion is asked by the guardian, with the guardian's password.
    const forChild = await api.call(guardian, 'POST', `/api/users/${child.id}/deletion-request`, {
      password: 'guardian-pass-1',
    });
    expect(forChild.statusCode).toBe(200);
  });
});

describe('turning 18', () => {
  it('makes the dependent a member of their own on their birthday, told by mail, or their guardian if they have none', async () => {
    const guardian = await addMember(t, { name: 'Jordi' });
    await t.app.db.update(users).set({ email: 'jordi@example.com' }).where(eq(users.id, guardian.id));
    const login = { cin: nextCin(), email: 'aina@example.com', password: 'teen-pass-1' };
    const teen = (
      await addDependent(guardian, { name: 'Aina', surname: 'S', birth: '2008-11-25', login })
    ).json();
    const child = (await addDependent(guardian, { name: 'Biel', surname: 'S', birth: '2012-12-01' })).json();
    // Biel has no login (added as a child, years ago in the box's life): make him 18 on the same day.
    await t.app.db.update(users).set({ birth: '2008-11-25' }).where(eq(users.id, child.id));
    const classId = await addClass(t, { activityId: box.crossfit, date: '2026-11-25', time: '20:00' });

    clock.set('2026-11-24T09:00:00Z');
    expect(await t.app.comingOfAge.run()).toEqual([]);
    expect((await api.join(guardian, classId, teen.id)).statusCode).not.toBe(403);

    clock.set('2026-11-25T00:30:00Z');
    expect((await t.app.comingOfAge.run()).sort()).toEqual([teen.id, child.id].sort());
    expect(await t.app.comingOfAge.run()).toEqual([]);
    const household = (await api.call(guardian, 'GET', `/api/users/${guardian.id}/household`)).json();
    expect(household.dependents).toEqual([]);
    expect((await api.leave(guardian, classId, teen.id)).statusCode).toBe(403);
    const mails = await t.app.db.select().from(mailOutbox);
    expect(
      mails
        .filter((m) => m.to === 'aina@example.com')
        .map((m) => m.text)
        .join(),
    ).toMatch(/18/);
    expect(
      mails
        .filter((m) => m.to === 'jordi@example.com')
        .map((m) => m.text)
        .join(),
    ).toMatch(/Biel/);
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'household.adult'));
    expect(entries.map((e) => e.userId)).toEqual(expect.arrayContaining([teen.id, child.id]));
    clock.set('2026-11-23T09:00:00Z');
  });
});

describe("a dependent's invoices", () => {
  beforeAll(warmUpPdfReading, PDF_WARM_UP_MS);

  it('name the guardian who pays, the dependent after; the guardian reads them, nobody else', async () => {
    const { guardian, child } = await household();
    await paymentsApi(t).paidReceipt(child, 12);
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.userId, child.id));
    expect(invoice).toBeDefined();
    const pdf = await api.call(guardian, 'GET', `/api/invoices/${invoice?.id}/pdf?lang=ca`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Núria Vidal (Pau Vidal)');
    const { guardian: other } = await household();
    expect((await api.call(other, 'GET', `/api/invoices/${invoice?.id}/pdf`)).statusCode).toBe(404);
  });
});

describe('a guardian paying for a dependent', () => {
  beforeAll(warmUpPdfReading, PDF_WARM_UP_MS);
  const pay = {
    addCard: (...a: Parameters<ReturnType<typeof paymentsApi>['addCard']>) => paymentsApi(t).addCard(...a),
    checkout: (...a: Parameters<ReturnType<typeof paymentsApi>['checkout']>) => paymentsApi(t).checkout(...a),
  };
  const receiptRow = async (id: string | null) =>
    (
      await t.app.db
        .select()
        .from(receipts)
        .where(eq(receipts.id, id ?? ''))
    ).at(0);

  it("buys the child a credit with the guardian's card: the credit and the receipt are the child's, the invoice names both", async () => {
    const { guardian, child } = await household();
    const card = await paymentsApi(t).addCard(guardian);
    const { result } = await paymentsApi(t).checkout(guardian, {
      pmId: card.id,
      amount: 12,
      purpose: 'CREDIT_ACTIVITY',
      forUserId: child.id,
    });
    expect(result.status).toBe('succeeded');
    expect(await receiptRow(result.receiptId)).toMatchObject({ userId: child.id, payerId: guardian.id });
    const bought = await api.call(guardian, 'PUT', `/api/users/${child.id}/creditsWithReceiptId`, {
      credits: { activity: 1, open: 0 },
      receiptId: result.receiptId,
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ id: child.id, credits: { activity: 1 } });
    const [guardianRow] = await t.app.db.select().from(users).where(eq(users.id, guardian.id));
    expect(guardianRow?.balanceActivity).toBe(4);
    // The guardian's payments list it; they read the receipt they paid, whose PDF and invoice name
    // who paid and for whom.
    const listed = await api.call(guardian, 'GET', '/api/payments/receipts');
    expect(listed.json()).toEqual([expect.objectContaining({ id: result.receiptId })]);
    const receipt = await api.call(guardian, 'GET', `/api/payments/receipts/${result.receiptId}/pdf?lang=ca`);
    expect(await pdfText(receipt.rawPayload)).toContain('Núria Vidal (Pau Vidal)');
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.userId, child.id));
    const pdf = await api.call(guardian, 'GET', `/api/invoices/${invoice?.id}/pdf?lang=es`);
    expect(await pdfText(pdf.rawPayload)).toContain('Núria Vidal (Pau Vidal)');
  });

  it("joins the child to a plan paid with the guardian's card", async () => {
    await billWholeFirstMonth(t);
    const { guardian, child } = await household();
    const card = await pay.addCard(guardian);
    const { result } = await pay.checkout(guardian, {
      pmId: card.id,
      amount: 59,
      purpose: 'PLAN',
      planId: box.plans.twoDays,
      pro: false,
      forUserId: child.id,
    });
    expect(result.status).toBe('succeeded');
    const joined = await api.call(guardian, 'POST', `/api/users/${child.id}/joinWithReceiptId`, {
      planId: box.plans.twoDays,
      pro: false,
      receiptId: result.receiptId,
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: child.id, plan: { id: box.plans.twoDays } });
    const [guardianRow] = await t.app.db.select().from(users).where(eq(users.id, guardian.id));
    expect(guardianRow?.planId).toBeNull();
  });

  it('never pays for a member of another household, and charges nothing trying', async () => {
    const { guardian } = await household();
    const { child: otherChild } = await household();
    const card = await pay.addCard(guardian);
    const { res } = await pay.checkout(guardian, {
      pmId: card.id,
      amount: 12,
      purpose: 'CREDIT_ACTIVITY',
      forUserId: otherChild.id,
    });
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(receipts).where(eq(receipts.userId, otherChild.id))).toEqual([]);
  });

  it("lets a teen with their own login pay with their own card, never their guardian's", async () => {
    const guardian = await addMember(t, { name: 'Marta', surname: 'Soler' });
    const login = { cin: nextCin(), email: 'teen-pays@example.com', password: 'teen-pass-1' };
    const added = await addDependent(guardian, { name: 'Jan', surname: 'Soler', birth: '2011-02-02', login });
    const teen = member(added.json().id);
    const guardianCard = await pay.addCard(guardian);
    const refused = await pay.checkout(teen, {
      pmId: guardianCard.id,
      amount: 12,
      purpose: 'CREDIT_ACTIVITY',
    });
    expect(refused.res.json()).toMatchObject({ code: 'no_card' });
    const forGuardian = await pay.checkout(teen, {
      pmId: guardianCard.id,
      amount: 12,
      purpose: 'CREDIT_ACTIVITY',
      forUserId: guardian.id,
    });
    expect(forGuardian.res.statusCode).toBe(403);
    const ownCard = await pay.addCard(teen);
    const own = await pay.checkout(teen, { pmId: ownCard.id, amount: 12, purpose: 'CREDIT_ACTIVITY' });
    expect(await receiptRow(own.result.receiptId)).toMatchObject({ userId: teen.id, payerId: null });
  });

  it("renews the child's month with the guardian's default card", async () => {
    const { guardian, child } = await household();
    await pay.addCard(guardian);
    await t.app.db.update(users).set({ planId: box.plans.twoDays }).where(eq(users.id, child.id));
    clock.set('2026-12-01T09:00:00Z');
    try {
      await t.app.renewals.run();
    } finally {
      clock.set('2026-11-23T09:00:00Z');
    }
    const [renewal] = await t.app.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.userId, child.id), eq(receipts.purpose, 'PLAN_RENEWAL')));
    expect(renewal).toMatchObject({ status: 'SUCCEEDED', payerId: guardian.id });
  });
});

describe('taking a dependent out of a household, and handing one over', () => {
  it('lets the guardian remove a child: future places given up with the credit back, the account kept, no longer acted for', async () => {
    const { guardian, child } = await household();
    await t.app.db.update(users).set({ balanceActivity: 1 }).where(eq(users.id, child.id));
    const classId = await addClass(t, { activityId: box.crossfit, date: '2026-11-23', time: '19:00' });
    expect((await api.join(guardian, classId, child.id)).statusCode).toBe(200);
    const { guardian: other } = await household();
    const path = `/api/users/${guardian.id}/dependents/${child.id}/remove`;
    expect((await api.call(other, 'POST', path)).statusCode).toBe(403);
    expect((await api.call(child, 'POST', path)).statusCode).toBe(403);
    expect((await api.call(guardian, 'POST', path)).statusCode).toBe(204);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, child.id));
    expect(row).toMatchObject({ guardianId: guardian.id, status: 'INACTIVE', balanceActivity: 1 });
    expect(row?.householdLeftAt).toEqual(clock.now());
    const seen = (await api.call(trainer, 'GET', `/api/classes/${classId}`)).json();
    expect(seen.usersIn ?? []).not.toContain(child.id);
    expect(
      (await api.call(guardian, 'GET', `/api/users/${guardian.id}/household`)).json().dependents,
    ).toEqual([]);
    expect((await api.call(guardian, 'POST', path)).json()).toMatchObject({ code: 'not_a_dependent' });
  });

  it('lets an admin hand a child to the other parent, with consent recorded again', async () => {
    const { guardian, child } = await household();
    const parent = await addMember(t, { name: 'Jordi', surname: 'Vidal' });
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const path = `/api/users/${child.id}/guardian`;
    expect((await api.call(guardian, 'PUT', path, { guardianId: parent.id, consent: true })).statusCode).toBe(
      403,
    );
    expect(
      (await api.call(admin, 'PUT', path, { guardianId: parent.id, consent: false })).json(),
    ).toMatchObject({
      code: 'guardian_consent_required',
    });
    expect(
      (await api.call(admin, 'PUT', path, { guardianId: child.id, consent: true })).json(),
    ).toMatchObject({
      code: 'guardian_not_eligible',
    });
    clock.set('2026-11-23T10:00:00Z');
    try {
      expect((await api.call(admin, 'PUT', path, { guardianId: parent.id, consent: true })).statusCode).toBe(
        204,
      );
    } finally {
      clock.set('2026-11-23T09:00:00Z');
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, child.id));
    expect(row).toMatchObject({ guardianId: parent.id, householdLeftAt: null });
    expect(row?.guardianConsentAt).toEqual(new Date('2026-11-23T10:00:00Z'));
    expect((await api.call(parent, 'GET', `/api/users/${parent.id}/household`)).json().dependents).toEqual([
      expect.objectContaining({ id: child.id }),
    ]);
    expect(
      (await api.call(guardian, 'GET', `/api/users/${guardian.id}/household`)).json().dependents,
    ).toEqual([]);
    // The old guardian no longer acts for the child.
    expect((await api.call(guardian, 'GET', `/api/users/${child.id}/household`)).statusCode).toBe(403);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, child.id), eq(auditLog.action, 'household.hand_over')));
    expect(entry).toMatchObject({ before: { guardianId: guardian.id }, after: { guardianId: parent.id } });
  });
});

describe('dependents in the reports', () => {
  it('count as members on their plan, and the quiet ones are listed with their guardian', async () => {
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const plansBefore = (await api.call(admin, 'GET', '/api/reports/plans')).json();
    const onTwoDays = (report: { plans: { planId: number; members: number }[] }) =>
      report.plans.find((p) => p.planId === box.plans.twoDays)?.members ?? 0;
    const { child } = await household();
    await t.app.db.update(users).set({ planId: box.plans.twoDays }).where(eq(users.id, child.id));
    const plansAfter = (await api.call(admin, 'GET', '/api/reports/plans')).json();
    expect(onTwoDays(plansAfter)).toBe(onTwoDays(plansBefore) + 1);
    const churn = (await api.call(admin, 'GET', '/api/reports/churn')).json();
    expect(churn.members).toContainEqual(
      expect.objectContaining({ id: child.id, name: 'Pau', guardian: 'Núria Vidal' }),
    );
  });
});
