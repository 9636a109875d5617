import { checkinCodeAt } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkins,
  classUsers,
  sepaMandates,
  sepaRemittanceItems,
  sepaRemittances,
  sepaReturnImports,
  sepaReturns,
  termsAcceptances,
  termsVersions,
  users,
} from '../src/infra/db/schema';
import { addClass, addMember, type Box, headersOf, type Member, seedBox } from './booking-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026; the box is in Madrid (UTC+1).
const clock = fixedClock('2026-11-23T16:40:00Z');
let t: TestApp;
let box: Box;
let trainer: Member;

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
});
afterAll(() => t.close());

const call = async (who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: await headersOf(t.app, who) });

async function secretOf(member: Member): Promise<string> {
  const res = await call(member, 'POST', '/api/checkins/secret');
  expect(res.statusCode).toBe(200);
  return res.json().secret as string;
}

/** The code the member's phone shows at `iso`. */
const codeAt = (member: Member, secret: string, iso: string) =>
  checkinCodeAt({ secret, userId: member.id, now: new Date(iso) });

const checkIn = (body: object) => call(trainer, 'POST', '/api/checkins', body);

const book = (member: Member, classId: number) =>
  t.app.db.insert(classUsers).values({ classId, userId: member.id, status: 'IN', creditSource: 'NONE' });

const checkinsOf = (member: Member) => t.app.db.select().from(checkins).where(eq(checkins.userId, member.id));

describe('the member’s check-in secret', () => {
  it('is none until the app asks for one, then the same on every device of the member', async () => {
    const member = await addMember(t);
    expect((await call(member, 'GET', '/api/checkins/secret')).json()).toEqual({ secret: null });
    const secret = await secretOf(member);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await call(member, 'GET', '/api/checkins/secret')).json()).toEqual({ secret });
  });
});

describe('a scan at the door', () => {
  it('marks the member as come to their class starting soon, shown on the class sheet', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const member = await addMember(t, { name: 'Laia', surname: 'Puig', planId: box.plans.unlimited });
    const classId = await addClass(t, { activityId: box.crossfit, date: '2026-11-23', time: '18:00' });
    await book(member, classId);
    const res = await checkIn({ code: codeAt(member, await secretOf(member), '2026-11-23T16:40:00Z') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      member: { id: member.id, name: 'Laia', surname: 'Puig', plan: { key: 'unlimited' } },
      class: { id: classId, nameCa: 'Crossfit', startTime: '2026-11-23T17:00:00.000Z' },
      recorded: true,
      warnings: [],
      freeClasses: [],
    });
    const sheet = await call(trainer, 'GET', `/api/classes/classUsers/${classId}`);
    expect(sheet.json()).toEqual([expect.objectContaining({ validated: true })]);
  });

  it('takes the code of the step before and after (a phone’s clock a little off)', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const member = await addMember(t);
    const secret = await secretOf(member);
    expect((await checkIn({ code: codeAt(member, secret, '2026-11-23T16:39:35Z') })).statusCode).toBe(200);
    expect((await checkIn({ code: codeAt(member, secret, '2026-11-23T16:40:40Z') })).statusCode).toBe(200);
  });

  it('refuses a code a minute old: a screenshot passed to a friend stops working', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const member = await addMember(t);
    const old = codeAt(member, await secretOf(member), '2026-11-23T16:39:00Z');
    const res = await checkIn({ code: old });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('checkin_code_expired');
    expect(await checkinsOf(member)).toHaveLength(0);
  });

  it('refuses a forged code, another member’s digits and text that is no code', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const member = await addMember(t);
    const other = await addMember(t);
    const code = codeAt(member, await secretOf(member), '2026-11-23T16:40:00Z');
    const forged = code.replace(/\d{8}$/, (digits) => String((Number(digits) + 7) % 1e8).padStart(8, '0'));
    const borrowed = code.replace(`BB1.${member.id}.`, `BB1.${other.id}.`);
    await secretOf(other);
    for (const bad of [forged, borrowed, 'hello', `BB1.999999.1.12345678`]) {
      const res = await checkIn({ code: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('checkin_code_invalid');
    }
    expect([...(await checkinsOf(member)), ...(await checkinsOf(other))]).toHaveLength(0);
  });

  it('refuses the codes of a secret the member replaced', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const member = await addMember(t);
    const before = codeAt(member, await secretOf(member), '2026-11-23T16:40:00Z');
    const after = codeAt(member, await secretOf(member), '2026-11-23T16:40:00Z');
    expect((await checkIn({ code: before })).json().code).toBe('checkin_code_invalid');
    expect((await checkIn({ code: after })).statusCode).toBe(200);
  });

  it('records a member once per class, however many times the code is scanned', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const member = await addMember(t);
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '17:45' });
    await book(member, classId);
    const code = codeAt(member, await secretOf(member), '2026-11-23T16:40:00Z');
    const first = await checkIn({ code });
    clock.set('2026-11-23T16:40:20Z');
    const again = await Promise.all([checkIn({ code }), checkIn({ userId: member.id })]);
    expect(first.json()).toMatchObject({ recorded: true, class: { id: classId } });
    for (const res of again)
      expect(res.json()).toMatchObject({
        recorded: false,
        checkedInAt: first.json().checkedInAt,
        class: { id: classId },
      });
    expect(await checkinsOf(member)).toHaveLength(1);
  });

  it('marks only a class of the box’s window: not one starting in two hours', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const member = await addMember(t);
    const later = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '19:40' });
    await book(member, later);
    const res = await checkIn({ userId: member.id });
    expect(res.json()).toMatchObject({ class: null, warnings: ['no_booking'] });
    const sheet = await call(trainer, 'GET', `/api/classes/classUsers/${later}`);
    expect(sheet.json()).toEqual([expect.objectContaining({ validated: false })]);
  });
});

describe('a member without a booking', () => {
  it('is let in once a day with a warning, and offered the classes starting soon with places free', async () => {
    clock.set('2026-11-24T18:35:00Z'); // Tuesday, 19:35 in Madrid
    const member = await addMember(t, { open: 3 });
    const soon = await addClass(t, {
      activityId: box.openBox,
      date: '2026-11-24',
      time: '20:00',
      maxPeople: 2,
    });
    const full = await addClass(t, {
      activityId: box.crossfit,
      date: '2026-11-24',
      time: '19:50',
      maxPeople: 1,
    });
    await book(await addMember(t), full);
    await book(await addMember(t), soon);
    await addClass(t, { activityId: box.lifting, date: '2026-11-24', time: '21:30' });

    const first = await checkIn({ userId: member.id });
    expect(first.json()).toMatchObject({
      class: null,
      recorded: true,
      warnings: ['no_booking'],
      freeClasses: [{ id: soon, nameEs: 'Open Box', placesLeft: 1, startTime: '2026-11-24T19:00:00.000Z' }],
    });
    expect(first.json().freeClasses).toHaveLength(1);
    expect((await checkIn({ userId: member.id })).json()).toMatchObject({ recorded: false });
    expect(await checkinsOf(member)).toHaveLength(1);
  });

  it('who is not active is refused', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const member = await addMember(t, { status: 'INACTIVE' });
    const res = await checkIn({ userId: member.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('user_not_active');
  });
});

/** A December debit of the member's plan that the bank returned, as docs/sepa.md's loop leaves it. */
async function returnedDebit(member: Member, status: 'UNPAID' | 'PAID') {
  const db = t.app.db;
  const reference = `BOX-${member.id}`;
  const [mandate] = await db
    .insert(sepaMandates)
    .values({
      userId: member.id,
      holder: 'Laia Puig',
      iban: 'ES9121000418450200051332',
      reference,
      signedOn: '2026-11-01',
    })
    .returning();
  const [remittance] = await db
    .insert(sepaRemittances)
    .values({
      month: `2026-${String((member.id % 12) + 1).padStart(2, '0')}-01`,
      messageId: `MSG-${member.id}`,
      collectionDate: '2026-12-01',
      transactions: 1,
      controlSum: 89,
      xml: '<Document/>',
    })
    .returning();
  const [item] = await db
    .insert(sepaRemittanceItems)
    .values({
      remittanceId: remittance?.id ?? 0,
      userId: member.id,
      mandateId: mandate?.id ?? 0,
      planId: box.plans.unlimited,
      pro: false,
      discount: 0,
      amount: 89,
      sequenceType: 'FRST',
      endToEndId: `E2E-${member.id}`,
      holder: 'Laia Puig',
      iban: 'ES9121000418450200051332',
      reference,
    })
    .returning();
  const [file] = await db
    .insert(sepaReturnImports)
    .values({
      fileHash: `hash-${member.id}`,
      kind: 'camt.054.001.02',
      messageId: `RET-${member.id}`,
      returns: 1,
    })
    .returning();
  await db.insert(sepaReturns).values({
    itemId: item?.id ?? 0,
    importId: file?.id ?? 0,
    userId: member.id,
    reasonCode: 'AM04',
    amountCents: 8900,
    status,
  });
}

describe('what the door warns staff of', () => {
  it('a returned direct debit the member has not paid yet, and not one they paid', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const owing = await addMember(t, { planId: box.plans.unlimited });
    const paid = await addMember(t, { planId: box.plans.unlimited });
    await returnedDebit(owing, 'UNPAID');
    await returnedDebit(paid, 'PAID');
    expect((await checkIn({ userId: owing.id })).json().warnings).toEqual(['no_booking', 'unpaid']);
    expect((await checkIn({ userId: paid.id })).json().warnings).toEqual(['no_booking']);
  });

  it('a minor no parent or guardian consented for, and not once one has', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const minor = await addMember(t);
    const consented = await addMember(t);
    await t.app.db.update(users).set({ birth: '2010-06-01' }).where(eq(users.id, minor.id));
    await t.app.db
      .update(users)
      .set({ birth: '2010-06-01', guardianConsentAt: new Date('2026-01-10T10:00:00Z') })
      .where(eq(users.id, consented.id));
    expect((await checkIn({ userId: minor.id })).json().warnings).toEqual([
      'no_booking',
      'no_guardian_consent',
    ]);
    expect((await checkIn({ userId: consented.id })).json().warnings).toEqual(['no_booking']);
  });

  // Last: once the box has published terms, every member of this file would be warned.
  it('a member who has not accepted the box’s current terms, and not one who has', async () => {
    clock.set('2026-11-23T16:40:00Z');
    const [accepted, notYet] = [await addMember(t), await addMember(t)];
    const [version] = await t.app.db
      .insert(termsVersions)
      .values({ version: 1, bodyCa: 'Condicions', bodyEs: 'Condiciones' })
      .returning({ id: termsVersions.id });
    await t.app.db.insert(termsAcceptances).values({ userId: accepted.id, versionId: version?.id ?? 0 });
    expect((await checkIn({ userId: notYet.id })).json().warnings).toEqual([
      'no_booking',
      'terms_not_accepted',
    ]);
    expect((await checkIn({ userId: accepted.id })).json().warnings).toEqual(['no_booking']);
  });
});
