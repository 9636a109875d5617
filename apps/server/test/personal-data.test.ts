import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  checkins,
  movementRecords,
  movements,
  pushSubscriptions,
  receipts,
  scores,
  sepaMandates,
  users,
  wods,
} from '../src/infra/db/schema';
import { hashPassword } from '../src/lib/password';
import { addClass, addMember, type Box, type Member, openBookingBox } from './booking-support';
import { paymentsApi } from './payments-support';
import { PDF_WARM_UP_MS, pdfText, warmUpPdfReading } from './pdf-reading';
import { fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid.
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let pay: ReturnType<typeof paymentsApi>;
let trainer: Member;
let admin: Member;
let dni = 40_000_000;

/** A member who can sign in: a valid DNI and a password. */
async function withLogin(name: string) {
  dni += 1;
  const cin = `${dni}${'TRWAGMYFPDXBNJZSQVHLCKE'[dni % 23]}`;
  const member = await addMember(t, { name, surname: 'Puig', activity: 2 });
  const passwordHash = await hashPassword('secret-pass-1');
  await t.app.db.update(users).set({ cin, passwordHash }).where(eq(users.id, member.id));
  return { ...member, cin };
}
const login = (cin: string, password = 'secret-pass-1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { cin, password } });

beforeAll(async () => {
  let api: unknown;
  ({ t, box, trainer, api } = await openBookingBox({ clock }));
  void api;
  pay = paymentsApi(t);
  admin = await addMember(t, { name: 'Marta', surname: 'Admin', roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const exportOf = (who: Member, member: Member) =>
  pay.call(who, 'GET', `/api/users/${member.id}/personal-data`);

// Not counted in any test's time: pdf.js starts its worker once (see pdf-reading.ts).
beforeAll(warmUpPdfReading, PDF_WARM_UP_MS);

describe('the personal data download', () => {
  it("holds the member's data and nothing of others, without secrets", async () => {
    const member = await withLogin('Laia');
    const other = await withLogin('Oriol');
    await pay.paidReceipt(member, 12);
    await pay.paidReceipt(other, 12);
    const [movement] = await t.app.db
      .insert(movements)
      .values({ name: 'Back squat GDPR', abbreviation: 'BS', unit: 'kg' })
      .returning();
    await t.app.db
      .insert(movementRecords)
      .values({ userId: member.id, movementId: movement?.id ?? 0, when: '2026-11-20', value: 80 });
    await t.app.db
      .insert(chatMessages)
      .values({ userId: member.id, from: 'user', authorId: member.id, content: 'Hola box' });
    await t.app.db
      .insert(chatMessages)
      .values({ userId: other.id, from: 'user', authorId: other.id, content: 'Secret of Oriol' });
    await t.app.db.insert(sepaMandates).values({
      userId: member.id,
      holder: 'Laia Puig',
      iban: 'ES9121000418450200051332',
      reference: `GDPR-${member.id}`,
      signedOn: '2026-01-01',
    });

    await t.app.db.insert(checkins).values([
      {
        userId: member.id,
        date: '2026-11-20',
        checkedInAt: new Date('2026-11-20T17:55:00Z'),
        method: 'code',
      },
      { userId: other.id, date: '2026-11-20', method: 'staff' },
    ]);
    await t.app.db.insert(pushSubscriptions).values({
      userId: member.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-secret-path',
      p256dh: 'key-p256dh-secret',
      auth: 'auth-secret',
    });
    const res = await exportOf(member, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.user).toMatchObject({ id: member.id, name: 'Laia', cin: member.cin });
    expect(data.receipts).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({ last4: '4242' });
    expect(data.movementRecords).toEqual([
      { movement: 'Back squat GDPR', when: '2026-11-20', value: 80, rm: false },
    ]);
    expect(data.chatMessages.map((m: { content: string }) => m.content)).toEqual(['Hola box']);
    expect(data.mandates[0].iban.endsWith('1332')).toBe(true);
    expect(data.mandates[0].iban).not.toContain('ES91');
    expect(data.credits.length).toBeGreaterThan(0);
    expect(data.checkins).toEqual([
      { date: '2026-11-20', at: '2026-11-20T17:55:00.000Z', classId: null, method: 'code' },
    ]);
    const text = res.body;
    expect(data.pushDevices).toEqual([expect.objectContaining({ host: 'fcm.googleapis.com' })]);
    for (const leak of [
      'Oriol',
      'password',
      'token',
      other.cin,
      'device-secret-path',
      'key-p256dh',
      'auth-secret',
    ])
      expect(text).not.toContain(leak);
  });

  it('gives each score its result in the shape of its kind, so the phone writes it in its language', async () => {
    const member = await withLogin('Pau');
    const [wod] = await t.app.db.insert(wods).values({ when: '2026-11-18', wbs: [] }).returning();
    await t.app.db.insert(scores).values({
      userId: member.id,
      wodId: wod?.id ?? 0,
      blockId: 'b1',
      division: 'SCALED',
      kind: 'load',
      load: 97.5,
    });
    const data = (await exportOf(member, member)).json();
    expect(data.scores).toEqual([
      { wodDate: '2026-11-18', blockId: 'b1', division: 'SCALED', result: { kind: 'load', load: 97.5 } },
    ]);
  });

  it('is for the member and admins: another member and a trainer get 403', async () => {
    const member = await withLogin('Nil');
    const other = await addMember(t);
    expect((await exportOf(other, member)).statusCode).toBe(403);
    expect((await exportOf(trainer, member)).statusCode).toBe(403);
    expect((await exportOf(admin, member)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/users/${member.id}/personal-data` });
    expect(anonymous.statusCode).toBe(401);
  });
});

const ask = (who: Member, member: Member, password = 'secret-pass-1') =>
  pay.call(who, 'POST', `/api/users/${member.id}/deletion-request`, { password });
const anonymise = (who: Member, member: Member) => pay.call(who, 'POST', `/api/users/${member.id}/anonymise`);
const openRequests = async () =>
  (await pay.call(admin, 'GET', '/api/deletion-requests')).json() as { userId: number; name: string }[];

describe('asking for the account to be deleted', () => {
  it('needs the right password (400 wrong_password) and is the member’s own', async () => {
    const member = await withLogin('Pau');
    const wrong = await ask(member, member, 'not-it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    expect((await ask(admin, member)).statusCode).toBe(403);
    expect((await ask(await addMember(t), member)).statusCode).toBe(403);
    expect((await openRequests()).some((r) => r.userId === member.id)).toBe(false);

    const ok = await ask(member, member);
    expect(ok.statusCode).toBe(200);
    expect((await ask(member, member)).json().requestedAt).toBe(ok.json().requestedAt);
    expect((await openRequests()).filter((r) => r.userId === member.id)).toEqual([
      expect.objectContaining({ name: 'Pau Puig' }),
    ]);
    expect((await exportOf(member, member)).json().deletionRequestedAt).toBe(ok.json().requestedAt);
    const audit = (await pay.call(admin, 'GET', `/api/audit?userId=${member.id}`)).json();
    expect(audit.content[0]).toMatchObject({ action: 'member.deletion_request', by: { id: member.id } });
  });

  it('lists the requests for admins only', async () => {
    expect((await pay.call(trainer, 'GET', '/api/deletion-requests')).statusCode).toBe(403);
    expect((await pay.call(await addMember(t), 'GET', '/api/deletion-requests')).statusCode).toBe(403);
  });
});

describe('anonymising an account', () => {
  it('keeps the receipts under the frozen legal name, removes the rest, and the member cannot sign in', async () => {
    const member = await withLogin('Jana');
    const receiptId = await pay.paidReceipt(member, 12);
    const session = (await login(member.cin)).json();
    const cls = await addClass(t, { activityId: box.crossfit, date: '2026-11-24', time: '18:00' });
    expect(
      (await pay.call(admin, 'POST', `/api/classes/${cls}/join`, { userId: member.id })).statusCode,
    ).toBe(200);
    await ask(member, member);

    expect((await anonymise(trainer, member)).statusCode).toBe(403);
    expect((await anonymise(member, member)).statusCode).toBe(403);
    // An admin's own account needs another admin: the box never deletes its last one by mistake.
    expect((await anonymise(admin, admin)).statusCode).toBe(403);
    const res = await anonymise(admin, member);
    expect(res.statusCode).toBe(204);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      name: 'Deleted',
      surname: 'member',
      status: 'INACTIVE',
      phone: '',
      image: null,
    });
    expect(row?.cin).not.toBe(member.cin);
    expect(row?.email).not.toContain('example.com');
    const [receipt] = await t.app.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(receipt).toMatchObject({ status: 'SUCCEEDED', billedName: 'Jana Puig', billedCin: member.cin });
    const list = await pay.call(admin, 'GET', `/api/payments/receipts?userId=${member.id}`);
    expect(list.body).toContain(receiptId);
    const pdf = await pay.call(admin, 'GET', `/api/payments/receipts/${receiptId}/pdf?lang=es`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(`Jana Puig (${member.cin})`);

    const data = (await exportOf(admin, member)).json();
    expect(data.bookings).toEqual([]);
    expect(data.cards).toEqual([]);
    expect(data.user.name).toBe('Deleted');
    expect((await openRequests()).some((r) => r.userId === member.id)).toBe(false);

    const refused = await login(member.cin);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('invalid_credentials');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await anonymise(admin, member)).statusCode).toBe(409);
    const audit = (await pay.call(admin, 'GET', `/api/audit?userId=${member.id}`)).json();
    expect(audit.content[0]).toMatchObject({
      action: 'member.anonymise',
      by: { id: admin.id },
      after: { status: 'INACTIVE' },
    });
  });

  it('replaces chat messages and deletes movement records and scores', async () => {
    const member = await withLogin('Queralt');
    const [movement] = await t.app.db
      .insert(movements)
      .values({ name: 'Deadlift GDPR', abbreviation: 'DL', unit: 'kg' })
      .returning();
    await t.app.db
      .insert(movementRecords)
      .values({ userId: member.id, movementId: movement?.id ?? 0, when: '2026-11-20', value: 100 });
    await t.app.db
      .insert(chatMessages)
      .values({ userId: member.id, from: 'user', authorId: member.id, content: 'My knee hurts' });
    const [wod] = await t.app.db.insert(wods).values({ when: '2026-11-19', wbs: [] }).returning();
    await t.app.db.insert(scores).values({
      userId: member.id,
      wodId: wod?.id ?? 0,
      blockId: 'b1',
      division: 'RX',
      kind: 'time',
      seconds: 300,
    });
    const res = await anonymise(admin, member);
    expect(res.body).toBe('');
    expect(res.statusCode).toBe(204);
    const messages = await t.app.db.select().from(chatMessages).where(eq(chatMessages.userId, member.id));
    expect(messages.map((m) => m.content)).not.toContain('My knee hurts');
    expect(
      await t.app.db.select().from(movementRecords).where(eq(movementRecords.userId, member.id)),
    ).toEqual([]);
    expect(await t.app.db.select().from(scores).where(eq(scores.userId, member.id))).toEqual([]);
    expect(messages).toHaveLength(1);
  });
});
