import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, settings, users, visits } from '../src/infra/db/schema';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  headersOf,
  type Member,
  openBookingBox,
} from './booking-support';
import { fixedClock, type TestApp } from './test-app';
import { PARQ_ALL_NO, visitorMaker } from './visitor-support';

// Monday 23 November 2026, 10:00 in Madrid.
const TODAY = '2026-11-23';
const NOW = '2026-11-23T09:00:00Z';
const clock = fixedClock(NOW);
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
beforeEach(() => clock.set(NOW));
afterAll(() => t.close());

/** A new person each call, from their own address. */
const person = visitorMaker({
  name: 'Anna',
  surname: 'Visitant',
  language: 'ca',
  phonePrefix: '6',
  network: '198.51.100',
});
type Person = ReturnType<typeof person>;
const bookTrial = ({ ip, ...body }: Person, classId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/visits/trial',
    payload: { ...body, classId },
    remoteAddress: ip,
  });
const lifting = (time: string, maxPeople = 12, date = TODAY) =>
  addClass(t, { activityId: box.lifting, date, time, maxPeople });
const asAdmin = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: await headersOf(t.app, admin) });

describe('a free trial', () => {
  it('books a place, mails the visitor the reference and the calendar entry, and makes them a lead', async () => {
    const classId = await lifting('20:00');
    const anna = person();
    const res = await bookTrial(anna, classId);
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({ kind: 'TRIAL', classId, date: TODAY });
    expect(booked.reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);

    const [mail] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to).toBe(anna.email);
    expect(mail?.text).toContain(booked.reference);
    expect(mail?.text).toContain(`/api/visits/${booked.reference}.ics`);

    const ics = await t.app.inject({ method: 'GET', url: `/api/visits/${booked.reference}.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('SUMMARY:Halterofilia');

    const leads = (await asAdmin('GET', '/api/leads')).json();
    expect(leads[0]).toMatchObject({
      email: anna.email,
      stage: 'BOOKED',
      visit: {
        reference: booked.reference,
        kind: 'TRIAL',
        activity: { key: 'weightlifting', nameCa: 'Halterofilia' },
        parqAnyYes: false,
      },
    });
  });

  it('is once per person: the same e-mail or the same phone, however written, is refused', async () => {
    const first = person();
    expect((await bookTrial(first, await lifting('19:00'))).statusCode).toBe(201);
    const sameEmail = { ...person(), email: first.email.toUpperCase() };
    const samePhone = { ...person(), phone: `+34 ${first.phone.slice(0, 3)} ${first.phone.slice(3)}` };
    for (const again of [sameEmail, samePhone]) {
      const res = await bookTrial(again, await lifting('18:00'));
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'trial_used' });
    }
  });

  it('refuses two trials booked at once by one person: one place, one refusal', async () => {
    const anna = person();
    const [a, b] = await Promise.all([
      bookTrial(anna, await lifting('17:00')),
      bookTrial({ ...anna, ip: '203.0.113.7' }, await lifting('16:00')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses a member, who signs in to book instead', async () => {
    const pere = await addMember(t, { name: 'Pere' });
    const [member] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, pere.id));
    const res = await bookTrial({ ...person(), email: member?.email ?? '' }, await lifting('20:00'));
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'visitor_is_member' });
  });

  it('is refused when the box offers no trial', async () => {
    await t.app.db.insert(settings).values({ key: 'trialEnabled', value: false });
    t.app.boxSettings.invalidate();
    try {
      const res = await bookTrial(person(), await lifting('20:00'));
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'trial_unavailable' });
    } finally {
      await t.app.db.delete(settings).where(eq(settings.key, 'trialEnabled'));
      t.app.boxSettings.invalidate();
    }
  });

  it('refuses a class not open to members yet, and one that started', async () => {
    const nextWeek = await lifting('20:00', 12, '2026-11-30');
    expect((await bookTrial(person(), nextWeek)).json()).toMatchObject({ code: 'class_not_bookable' });
    const early = await lifting('07:00');
    expect((await bookTrial(person(), early)).json()).toMatchObject({ code: 'class_not_bookable' });
  });

  it('refuses bad input with the field named and no consent with 400', async () => {
    const classId = await lifting('20:00');
    const { ip, ...anna } = person();
    for (const [field, body] of [
      ['email', { ...anna, email: 'nope' }],
      ['phone', { ...anna, phone: '12' }],
      ['healthConsent', { ...anna, healthConsent: false }],
      ['termsAccepted', { ...anna, termsAccepted: false }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/visits/trial',
        payload: { ...body, classId },
      });
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation', field });
    }
  });
});

describe("a visitor's place", () => {
  it('counts against the class size like a member: a full class refuses the visitor, who never waits', async () => {
    const classId = await lifting('21:00', 2);
    const member = await addMember(t, { activity: 1 });
    await api.join(member, classId);
    expect((await bookTrial(person(), classId)).statusCode).toBe(201);
    const refused = await bookTrial(person(), classId);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'class_full' });

    // The member after them waits; the class view counts the visitor among the places taken.
    const late = await addMember(t, { activity: 1 });
    expect((await api.join(late, classId)).json()).toMatchObject({ status: 'WAIT' });
    const view = (await api.view(late, classId)).json();
    expect(view.usersIn).toHaveLength(2);
    expect(view.people).toHaveLength(1);
    // The public schedule says so too.
    const offered = (await t.app.inject({ method: 'GET', url: `/api/visits/classes?date=${TODAY}` })).json();
    expect(offered.find((c: { id: number }) => c.id === classId)).toMatchObject({
      placesLeft: 0,
      bookable: true,
    });
  });

  it('is on the class sheet as a trial; marking it attended makes the lead ATTENDED', async () => {
    const classId = await lifting('20:00');
    const anna = { ...person(), parq: { ...PARQ_ALL_NO, bone_joint: true } };
    const { reference } = (await bookTrial(anna, classId)).json();
    const sheet = await api.call(trainer, 'GET', `/api/visits/class/${classId}`);
    expect(sheet.json()).toEqual([
      {
        reference,
        kind: 'TRIAL',
        name: anna.name,
        surname: anna.surname,
        attended: false,
        parqAnyYes: true,
        parqYes: ['bone_joint'],
      },
    ]);
    expect(
      (await api.call(trainer, 'PUT', `/api/visits/${reference}/attended`, { attended: true })).json(),
    ).toMatchObject({
      code: 'attendance_not_open',
    });
    clock.set('2026-11-23T19:00:00Z');
    const marked = await api.call(trainer, 'PUT', `/api/visits/${reference}/attended`, { attended: true });
    expect(marked.json()).toMatchObject({ attended: true });
    const leads = (await asAdmin('GET', '/api/leads?stage=ATTENDED')).json();
    expect(leads.map((lead: { email: string }) => lead.email)).toContain(anna.email);
  });
});

describe('leads', () => {
  it('an admin marks a lead lost and back; a lead whose e-mail a member gets is MEMBER', async () => {
    const anna = person();
    await bookTrial(anna, await lifting('20:00'));
    const [lead] = (await asAdmin('GET', '/api/leads')).json();
    expect((await asAdmin('PUT', `/api/leads/${lead.id}/lost`, { lost: true })).json()).toMatchObject({
      stage: 'LOST',
    });
    expect((await asAdmin('PUT', `/api/leads/${lead.id}/lost`, { lost: false })).json()).toMatchObject({
      stage: 'BOOKED',
    });
    const member = await addMember(t);
    await t.app.db.update(users).set({ email: anna.email }).where(eq(users.id, member.id));
    const members = (await asAdmin('GET', '/api/leads?stage=MEMBER')).json();
    expect(members.map((l: { email: string }) => l.email)).toContain(anna.email);
  });

  it('are for admins only', async () => {
    expect((await api.call(trainer, 'GET', '/api/leads')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
  });
});

describe('the visits job', () => {
  it('deletes the PAR-Q answers after the retention days, keeping whether any was yes', async () => {
    const classId = await lifting('20:00');
    const { reference } = (
      await bookTrial({ ...person(), parq: { ...PARQ_ALL_NO, dizziness: true } }, classId)
    ).json();
    const kept = async () => (await t.app.db.select().from(visits).where(eq(visits.reference, reference)))[0];
    clock.set('2026-12-23T18:00:00Z'); // 30 days after the class ended, less an hour
    await t.app.visitsJob.run();
    expect((await kept())?.parqAnswers).toMatchObject({ dizziness: true });
    clock.set('2026-12-23T20:00:00Z');
    await t.app.visitsJob.run();
    expect(await kept()).toMatchObject({ parqAnswers: null, parqAnyYes: true });
  });

  it('reminds the staff the day after the class, once', async () => {
    const anna = person();
    await bookTrial(anna, await lifting('20:00'));
    const gymMails = async () =>
      (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, t.env.GYM_EMAIL))).filter((m) =>
        m.text.includes(anna.email),
      );
    clock.set('2026-11-23T22:00:00Z'); // the same evening in Madrid
    await t.app.visitsJob.run();
    expect(await gymMails()).toHaveLength(0);
    clock.set('2026-11-24T08:00:00Z');
    await t.app.visitsJob.run();
    await t.app.visitsJob.run();
    expect(await gymMails()).toHaveLength(1);
  });
});

describe('from one address', () => {
  it('is limited like sign-up: the 11th attempt in an hour is a 429', async () => {
    const classId = await lifting('20:00', 50);
    const send = () => bookTrial({ ...person(), ip: '192.0.2.77' }, classId);
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    expect((await send()).json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
  });
});
