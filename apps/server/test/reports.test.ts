import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../src/infra/db/schema';
import { addClass, addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

/**
 * The admin's reports on a small box made here, every number visible in this file. Bookings go
 * through the booking API with the clock moved to each class; the month is November 2026.
 */
const clock = fixedClock('2026-11-02T05:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;
let trainer: Member;
const m: Record<'ana' | 'bru' | 'cesc' | 'dani' | 'eva' | 'paused' | 'payer', Member> = {} as never;

/** A minimal RFC 4180 reader, so the test reads the file the way a spreadsheet would. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

const get = (who: Member, url: string) => api.call(who, 'GET', url);
const join = async (who: Member, classId: number) =>
  expect((await api.join(who, classId)).statusCode).toBe(200);
const validate = async (classId: number, who: Member) => {
  const place = (await api.classUsers(trainer, classId)).find((p) => p.user.id === who.id);
  const res = await api.call(trainer, 'PUT', `/api/classes/${classId}/classUsers/${place?.id}`, {
    validated: true,
  });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
  const member = (surname: string, planId: number, status?: 'MAINTENANCE') =>
    addMember(t, { name: 'Soci', surname, planId, activity: 10, ...(status && { status }) });
  m.ana = await member('Alba', box.plans.unlimited);
  m.bru = await member('Bosch', box.plans.unlimited);
  m.cesc = await member('Camps', box.plans.twoDays);
  m.dani = await member('Dalmau', box.plans.openOnly);
  m.eva = await member('Esteve', box.plans.openOnly);
  m.paused = await member('Pausa', box.plans.twoDays, 'MAINTENANCE');
  m.payer = await member('Pagès', box.plans.twoDays);

  const crossfit = (date: string, time: string) => addClass(t, { activityId: box.crossfit, date, time });
  const nov2 = await crossfit('2026-11-02', '07:00');
  const nov16 = await crossfit('2026-11-16', '07:00');
  const nov17 = await crossfit('2026-11-17', '12:00');
  const nov18 = await crossfit('2026-11-18', '18:00');
  const nov24 = await crossfit('2026-11-24', '18:00');
  await crossfit('2026-12-01', '07:00'); // after the range: counts for nothing

  // 2 Nov: Dani books and never comes.
  await join(m.dani, nov2);
  // 16 Nov: three book, only Ana is marked as there.
  clock.set('2026-11-16T05:00:00Z');
  for (const who of [m.ana, m.bru, m.cesc]) await join(who, nov16);
  clock.set('2026-11-16T06:10:00Z');
  await validate(nov16, m.ana);
  // 17 Nov: Cesc books a class the box then calls off.
  clock.set('2026-11-17T08:00:00Z');
  await join(m.cesc, nov17);
  expect((await api.call(admin, 'POST', `/api/classes/${nov17}/cancel`)).statusCode).toBe(200);
  // 18 Nov: Ana again, and came.
  clock.set('2026-11-18T16:00:00Z');
  await join(m.ana, nov18);
  clock.set('2026-11-18T17:10:00Z');
  await validate(nov18, m.ana);
  // 23 Nov, evening: Bru books tomorrow's class (not over, so no no-show yet).
  clock.set('2026-11-23T20:00:00Z');
  await join(m.bru, nov24);

  // Card receipts: one paid at 00:30 on 1 November in Madrid (still October in UTC), one failed.
  let number = 0;
  const receipt = (amount: number, issuedAt: string | null) => {
    number += 1;
    return {
      userId: m.ana.id,
      amount,
      purpose: 'CREDIT_ACTIVITY' as const,
      provider: 'sandbox',
      providerReference: `pi_report_${number}`,
      status: issuedAt ? ('SUCCEEDED' as const) : ('FAILED' as const),
      idempotencyKey: `report-${number}`,
      number: issuedAt ? number : null,
      issuedAt: issuedAt ? new Date(issuedAt) : null,
    };
  };
  await t.app.db
    .insert(receipts)
    .values([
      receipt(10.1, '2026-10-15T10:00:00Z'),
      receipt(25.5, '2026-10-31T23:30:00Z'),
      receipt(19.9, '2026-11-20T10:00:00Z'),
      receipt(30, null),
    ]);

  // November's remittance: the payer's two-days plan (59 €) by direct debit.
  await api.call(admin, 'PUT', '/api/mandates/creditor', {
    name: 'Box Fòrum SL',
    creditorId: 'ES11000B12345674',
    iban: 'ES7921000813610123456789',
  });
  const mandate = await api.call(admin, 'PUT', `/api/mandates/users/${m.payer.id}`, {
    holder: 'Pagès Titular',
    iban: 'ES9121000418450200051332',
    reference: 'REPORT-1',
    signedOn: '2026-10-15',
  });
  expect(mandate.statusCode).toBe(200);
  // Only the payer is charged: the others hold no mandate.
  const exported = await api.call(admin, 'POST', '/api/mandates/remittances/2026-11');
  expect(exported.statusCode).toBe(201);
  expect(exported.json()).toMatchObject({ transactions: 1, controlSum: 59 });
  clock.set('2026-11-23T21:00:00Z');
}, 60_000);
afterAll(() => t.close());

const RANGE = 'from=2026-11-02&to=2026-11-29';

describe('attendance', () => {
  it('counts places per week and per gym-local start time, no-shows only of classes that have ended', async () => {
    const res = await get(admin, `/api/reports/attendance?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-11-02',
      to: '2026-11-29',
      weeks: [
        { week: '2026-11-02', classes: 1, booked: 1, attended: 0, noShows: 1 },
        { week: '2026-11-09', classes: 0, booked: 0, attended: 0, noShows: 0 },
        { week: '2026-11-16', classes: 2, booked: 4, attended: 2, noShows: 2 },
        { week: '2026-11-23', classes: 1, booked: 1, attended: 0, noShows: 0 },
      ],
      times: [
        { time: '07:00', classes: 2, booked: 4, attended: 1, noShows: 3 },
        { time: '18:00', classes: 2, booked: 2, attended: 1, noShows: 0 },
      ],
    });
  });

  it('downloads the same rows as CSV', async () => {
    const res = await get(admin, `/api/reports/attendance/csv?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="attendance-2026-11-02-2026-11-29.csv"',
    );
    expect(parseCsv(res.body)).toEqual([
      ['by', 'period', 'classes', 'booked', 'attended', 'no_shows'],
      ['week', '2026-11-02', '1', '1', '0', '1'],
      ['week', '2026-11-09', '0', '0', '0', '0'],
      ['week', '2026-11-16', '2', '4', '2', '2'],
      ['week', '2026-11-23', '1', '1', '0', '0'],
      ['time', '07:00', '2', '4', '1', '3'],
      ['time', '18:00', '2', '2', '1', '0'],
    ]);
  });
});

describe('active members per plan', () => {
  it('counts ACTIVE members on each plan; paused ones are not counted', async () => {
    const report = (await get(admin, '/api/reports/plans')).json();
    const byKey = Object.fromEntries(
      report.plans.map((p: { key: string; members: number }) => [p.key, p.members]),
    );
    // Ana and Bru unlimited; Cesc and the payer on two days (the paused one not); Dani and Eva open box.
    expect(byKey).toEqual({ two_days: 2, unlimited: 2, open_box: 2 });
    expect(report.total).toBe(6);
    const csv = parseCsv((await get(admin, '/api/reports/plans/csv')).body);
    expect(csv).toEqual([
      ['plan', 'name_ca', 'name_es', 'active_members'],
      ['two_days', '2 días', '2 días', '2'],
      ['unlimited', 'Ilimitado', 'Ilimitado', '2'],
      ['open_box', 'Open Box', 'Open Box', '2'],
    ]);
  });
});

describe('revenue', () => {
  it('adds paid receipts by their gym-local month and remittances by the month they charge', async () => {
    const res = await get(admin, '/api/reports/revenue?from=2026-10-10&to=2026-12-05');
    expect(res.json()).toEqual({
      from: '2026-10-10',
      to: '2026-12-05',
      months: [
        { month: '2026-10', receipts: 10.1, receiptCount: 1, remittances: 0, debitCount: 0, total: 10.1 },
        { month: '2026-11', receipts: 45.4, receiptCount: 2, remittances: 59, debitCount: 1, total: 104.4 },
        { month: '2026-12', receipts: 0, receiptCount: 0, remittances: 0, debitCount: 0, total: 0 },
      ],
      total: 114.5,
    });
    const csv = parseCsv((await get(admin, '/api/reports/revenue/csv?from=2026-10-10&to=2026-12-05')).body);
    expect(csv).toEqual([
      ['month', 'receipts_eur', 'receipts', 'remittances_eur', 'debits', 'total_eur'],
      ['2026-10', '10.10', '1', '0.00', '0', '10.10'],
      ['2026-11', '45.40', '2', '59.00', '1', '104.40'],
      ['2026-12', '0.00', '0', '0.00', '0', '0.00'],
    ]);
  });
});

describe('churn risk', () => {
  it('lists active members with no place from 14 days ago on, the never-booked first; staff and paused left out', async () => {
    const report = (await get(admin, '/api/reports/churn')).json();
    expect(report.today).toBe('2026-11-23');
    expect(report.since).toBe('2026-11-09');
    // Dani last came on 2 November; Eva and the payer never booked; Cesc was IN on 16 November.
    const rows = report.members.map((x: { id: number; lastClass: string | null; days: number | null }) => [
      x.id,
      x.lastClass,
      x.days,
    ]);
    expect(rows).toEqual([
      [m.eva.id, null, null],
      [m.payer.id, null, null],
      [m.dani.id, '2026-11-02', 21],
    ]);
    const csv = (await get(admin, '/api/reports/churn/csv')).body;
    expect(parseCsv(csv)).toEqual([
      ['id', 'name', 'surname', 'last_class', 'days'],
      [String(m.eva.id), 'Soci', 'Esteve', '', ''],
      [String(m.payer.id), 'Soci', 'Pagès', '', ''],
      [String(m.dani.id), 'Soci', 'Dalmau', '2026-11-02', '21'],
    ]);
  });
});

describe('access and input', () => {
  const urls = [
    `/api/reports/attendance?${RANGE}`,
    `/api/reports/attendance/csv?${RANGE}`,
    '/api/reports/plans',
    '/api/reports/plans/csv',
    `/api/reports/revenue?${RANGE}`,
    `/api/reports/revenue/csv?${RANGE}`,
    '/api/reports/churn',
    '/api/reports/churn/csv',
  ];

  it('answers admins only: a member and a trainer get 403', async () => {
    for (const url of urls) {
      expect((await get(m.ana, url)).statusCode, url).toBe(403);
      expect((await get(trainer, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('refuses a missing, malformed, reversed or over-long range with 400', async () => {
    for (const path of ['attendance', 'attendance/csv', 'revenue', 'revenue/csv']) {
      for (const query of [
        '',
        'from=2026-11-02',
        'from=2026-13-01&to=2026-12-01',
        'from=yesterday&to=2026-12-01',
        'from=2026-11-30&to=2026-11-01',
        'from=2025-01-01&to=2026-12-31',
      ]) {
        const res = await get(admin, `/api/reports/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().code).toBe('validation');
      }
    }
    const reversed = await get(admin, '/api/reports/attendance?from=2026-11-30&to=2026-11-01');
    expect(reversed.json()).toMatchObject({
      field: 'to',
      message: expect.stringContaining('range_reversed'),
    });
  });

  it('keeps a name a spreadsheet would run as a formula as plain text', async () => {
    const sly = await addMember(t, { name: '=HYPERLINK("http://x")', surname: 'Zeta' });
    const rows = parseCsv((await get(admin, '/api/reports/churn/csv')).body);
    expect(rows.find((r) => r[0] === String(sly.id))).toEqual([
      String(sly.id),
      `'=HYPERLINK("http://x")`,
      'Zeta',
      '',
      '',
    ]);
  });
});
