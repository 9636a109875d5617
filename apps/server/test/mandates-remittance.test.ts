import { isSepaBusinessDay, isValidSepaIban } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, receipts, sepaRemittanceItems, users } from '../src/infra/db/schema';
import { addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { cents, parsePain008, schemaErrors } from './pain008-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid.
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

// A mandate that agrees 2 days of notice: the bank's lead days set the collection date here.
const CREDITOR = {
  name: 'Box Fòrum SL',
  creditorId: 'ES11000B12345674',
  iban: 'ES7921000813610123456789',
  noticeDays: 2,
};
let serial = 0;
async function member(options: {
  surname: string;
  planId?: number;
  status?: 'ACTIVE' | 'MAINTENANCE' | 'INACTIVE';
  pro?: boolean;
  discount?: number;
  iban?: string | null;
}): Promise<Member> {
  const m = await addMember(t, {
    name: 'Soci',
    surname: options.surname,
    planId: options.planId ?? null,
    status: options.status ?? 'ACTIVE',
  });
  await t.app.db
    .update(users)
    .set({ pro: options.pro ?? false, discount: options.discount ?? 0 })
    .where(eq(users.id, m.id));
  if (options.iban !== null) {
    serial += 1;
    const res = await api.call(admin, 'PUT', `/api/mandates/users/${m.id}`, {
      holder: `${options.surname} Titular`,
      iban: options.iban ?? 'ES9121000418450200051332',
      reference: `REM-${serial}`,
      signedOn: '2026-10-15',
    });
    expect(res.statusCode).toBe(200);
  }
  return m;
}

const preview = async (month: string) =>
  (await api.call(admin, 'GET', `/api/mandates/remittances/${month}`)).json();
const exportMonth = (month: string) => api.call(admin, 'POST', `/api/mandates/remittances/${month}`);
const fileOf = async (month: string) => {
  const res = await api.call(admin, 'GET', `/api/mandates/remittances/${month}/file`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  expect(res.headers['content-disposition']).toContain(`remesa-sepa-${month}.xml`);
  return res.body;
};

let ana: Member;
let bru: Member;

describe("a month's remittance", () => {
  it('is refused while the box has no creditor details, and when nobody is to be charged', async () => {
    expect((await exportMonth('2026-11')).json()).toMatchObject({ code: 'creditor_missing' });
    await api.call(admin, 'PUT', '/api/mandates/creditor', CREDITOR);
    expect((await exportMonth('2026-11')).json()).toMatchObject({ code: 'remittance_empty' });
    expect((await api.call(admin, 'GET', '/api/mandates/remittances')).json()).toEqual([]);
  });

  it('charges each active plan holder with a mandate the fee of their plan, and says why the others are not charged', async () => {
    // Two days (59) with Pro (4.95); unlimited (89) less 10 %; the top-plan rule is the fee's own.
    ana = await member({ surname: 'Abril', planId: box.plans.twoDays, pro: true });
    bru = await member({ surname: 'Bonet', planId: box.plans.unlimited, discount: 10 });
    const paused = await member({ surname: 'Casas', planId: box.plans.openOnly, status: 'MAINTENANCE' });
    const noMandate = await member({ surname: 'Duran', planId: box.plans.twoDays, iban: null });
    const inactive = await member({ surname: 'Estop', planId: box.plans.twoDays, status: 'INACTIVE' });
    const paidByCard = await member({ surname: 'Fuster', planId: box.plans.twoDays });
    await member({ surname: 'Gil' }); // a mandate but no plan: not in the remittance at all
    await t.app.db.insert(receipts).values({
      userId: paidByCard.id,
      amount: 59,
      purpose: 'PLAN',
      provider: 'sandbox',
      providerReference: 'pi_test_paid',
      status: 'SUCCEEDED',
      idempotencyKey: 'paid-in-november',
      number: 1,
      issuedAt: new Date('2026-11-05T10:00:00Z'),
      createdAt: new Date('2026-11-05T10:00:00Z'),
    });

    const november = await preview('2026-11');
    expect(november).toMatchObject({ month: '2026-11', exported: null, collectionDate: '2026-11-25' });
    expect(
      november.items.map((i: { userId: number; amount: number; sequenceType: string }) => [
        i.userId,
        i.amount,
        i.sequenceType,
      ]),
    ).toEqual([
      [ana.id, 63.95, 'FRST'],
      [bru.id, 80.1, 'FRST'],
    ]);
    expect(november.transactions).toBe(2);
    expect(november.controlSum).toBe(144.05);
    expect(november.skipped.map((s: { userId: number; reason: string }) => [s.userId, s.reason])).toEqual([
      [paused.id, 'MAINTENANCE'],
      [noMandate.id, 'NO_MANDATE'],
      [inactive.id, 'INACTIVE'],
      [paidByCard.id, 'PAID'],
    ]);
  });

  it('exports a pain.008.001.02 file the official schema accepts, whose totals, dates and accounts add up', async () => {
    const res = await exportMonth('2026-11');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      transactions: 2,
      controlSum: 144.05,
      exported: { by: { id: admin.id } },
    });

    const xml = await fileOf('2026-11');
    expect(await schemaErrors(xml)).toEqual([]);
    // The schema check can fail: a wrong payment method or a debit without its account is refused.
    expect(await schemaErrors(xml.replace('<PmtMtd>DD</PmtMtd>', '<PmtMtd>TRF</PmtMtd>'))).not.toEqual([]);
    expect(await schemaErrors(xml.replace(/<DbtrAcct>[\s\S]*?<\/DbtrAcct>/, ''))).not.toEqual([]);
    const file = parsePain008(xml);
    const debits = file.blocks.flatMap((b) => b.debits);
    // What the schema cannot check: the totals, the counts, the dates, the accounts.
    expect(file.transactions).toBe(debits.length);
    expect(cents(file.controlSum)).toBe(cents(...debits.map((d) => d.amount)));
    for (const block of file.blocks) {
      expect(block.transactions).toBe(block.debits.length);
      expect(cents(block.controlSum)).toBe(cents(...block.debits.map((d) => d.amount)));
      const collection = block.collectionDate ?? '';
      expect(isSepaBusinessDay(collection)).toBe(true);
      expect(collection > (file.createdAt ?? '').slice(0, 10)).toBe(true);
      expect(isValidSepaIban(block.creditorIban ?? '')).toBe(true);
      expect(block.creditorSchemeId).toBe('ES11000B12345674');
    }
    expect(debits.every((d) => isValidSepaIban(d.iban ?? '') && d.currency === 'EUR')).toBe(true);
    expect(new Set(debits.map((d) => d.endToEndId)).size).toBe(debits.length);
    expect(file.blocks.map((b) => b.sequenceType)).toEqual(['FRST']);
    expect(file.createdAt).toBe('2026-11-23T10:00:00');
    expect(debits.map((d) => [d.amount, d.debtor, d.description])).toEqual([
      ['63.95', 'Abril Titular', 'Cuota 2 dias 11/2026'],
      ['80.10', 'Bonet Titular', 'Cuota Ilimitado 11/2026'],
    ]);
  });

  it('marks the month: exporting it again charges nobody twice, and the same file downloads again', async () => {
    const first = await fileOf('2026-11');
    const again = await exportMonth('2026-11');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'remittance_exported' });
    expect(await t.app.db.select().from(sepaRemittanceItems)).toHaveLength(2);
    expect(await fileOf('2026-11')).toBe(first);

    // A member who gets a mandate afterwards is not added to an exported month.
    await member({ surname: 'Hereu', planId: box.plans.twoDays });
    const november = await preview('2026-11');
    expect(november.exported).toMatchObject({ by: { id: admin.id } });
    expect(november.items.map((i: { userId: number }) => i.userId)).toEqual([ana.id, bru.id]);
    expect((await api.call(admin, 'GET', '/api/mandates/remittances')).json()).toEqual([
      expect.objectContaining({ month: '2026-11', transactions: 2, controlSum: 144.05 }),
    ]);
    const audit = (await api.call(admin, 'GET', '/api/audit')).json().content;
    expect(audit.filter((e: { action: string }) => e.action === 'remittance.export')).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ month: '2026-11', transactions: 2, controlSum: 144.05 }),
      }),
    ]);
  });

  it('runs one export at a time: two at once for a month give one file', async () => {
    const answers = await Promise.all([exportMonth('2026-10'), exportMonth('2026-10')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const october = await preview('2026-10');
    expect(october.transactions).toBe(october.items.length);
  });

  it('collects RCUR after the first debit; a new account at the same bank amends the mandate, one at another bank starts again as FRST', async () => {
    clock.set('2026-12-01T08:00:00Z');
    // Ana moves to another bank; Bru to another account at the same bank and a new reference.
    const anaNew = 'ES6000491500051234567892';
    await api.call(admin, 'PUT', `/api/mandates/users/${ana.id}`, {
      holder: 'Abril Titular',
      iban: anaNew,
      reference: 'REM-1',
      signedOn: '2026-10-15',
    });
    // Another account at the same bank (2100), not the box's own: that one is refused.
    const bruMoved = await api.call(admin, 'PUT', `/api/mandates/users/${bru.id}`, {
      holder: 'Bonet Titular',
      iban: 'ES6621000418401234567891',
      reference: 'REM-2B',
      signedOn: '2026-10-15',
    });
    expect(bruMoved.statusCode).toBe(200);
    expect((await exportMonth('2026-12')).statusCode).toBe(201);
    const xml = await fileOf('2026-12');
    expect(await schemaErrors(xml)).toEqual([]);
    const file = parsePain008(xml);
    const bySurname = (name: string) =>
      file.blocks
        .flatMap((b) => b.debits.map((d) => ({ ...d, type: b.sequenceType })))
        .find((d) => d.debtor?.startsWith(name));
    expect(bySurname('Abril')).toMatchObject({
      type: 'FRST',
      iban: anaNew,
      amended: true,
      originalAgent: 'SMNDA',
    });
    expect(bySurname('Bonet')).toMatchObject({
      type: 'RCUR',
      amended: true,
      originalIban: 'ES9121000418450200051332',
      originalReference: 'REM-2',
    });
    // Hereu's and Fuster's first debits went in October's late export: unchanged since, RCUR.
    // Fuster paid November by card, not December.
    expect(bySurname('Hereu')).toMatchObject({ type: 'RCUR', amended: false });
    expect(bySurname('Fuster')).toMatchObject({ type: 'RCUR', amended: false });
    expect(file.blocks.map((b) => [b.sequenceType, b.transactions])).toEqual([
      ['FRST', 1],
      ['RCUR', 3],
    ]);
    expect(file.blocks.every((b) => b.collectionDate === '2026-12-03')).toBe(true);
  });

  it('charges no Pro on top of the top plan, which includes it', async () => {
    const [games] = await t.app.db
      .insert(plans)
      .values({
        key: 'games',
        nameCa: 'Games',
        nameEs: 'Games',
        activityCredits: 99,
        openCredits: 99,
        price: 119,
      })
      .returning({ id: plans.id });
    const top = await member({ surname: 'Ibars', planId: games?.id ?? 0, pro: true });
    const january = await preview('2027-01');
    expect(january.items.find((i: { userId: number }) => i.userId === top.id)).toMatchObject({
      amount: 119,
      pro: false,
      plan: { key: 'games', nameCa: 'Games' },
    });
  });

  it('exports only the running month, the next one or a forgotten last one', async () => {
    const res = await exportMonth('2027-03');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'remittance_month_closed' });
    expect((await api.call(admin, 'GET', '/api/mandates/remittances/2027-3')).statusCode).toBe(400);
  });
});
