import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  await seedBox(t);
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const settings = {
  defaultActivityKey: 'crossfit',
  openActivityKey: 'open_box',
  topPlanKey: 'unlimited',
  daysToShow: 5,
  proPrice: 6.5,
  creditsPlan: 8,
  creditsNoPlan: 12,
  changePlanDayLimit: 20,
  sepaLeadDays: 3,
  firstMonthBilling: 'full',
  termsBlockBooking: true,
  bookFutureClassStartHour: 18,
  wodVisibleHoursBefore: 12,
  cancelLimitMinutes: 90,
  checkinBeforeMinutes: 45,
  checkinAfterMinutes: 10,
  trialEnabled: true,
  dropInEnabled: true,
  dropInPrice: 18.5,
  healthDataRetentionDays: 30,
  drawEnabled: true,
  drawWindowSeconds: 30,
  phoneNumber: '+34 600 111 222',
};

const publicConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/app/config' })).json();
const settingsAudit = async () =>
  ((await api.call(admin, 'GET', '/api/audit')).json().content as { action: string }[]).filter(
    (e) => e.action === 'settings.update',
  );

describe('PUT /api/app/config', () => {
  it('saves every field; the next public read (the members’ apps) shows them at once', async () => {
    await publicConfig(); // the server keeps the config in memory from here
    const res = await api.call(admin, 'PUT', '/api/app/config', settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(settings);
    expect(await publicConfig()).toMatchObject({ ...settings, timeZone: t.env.GYM_TIMEZONE });
  });

  it('records who changed which fields, before and after', async () => {
    await api.call(admin, 'PUT', '/api/app/config', settings);
    const before = (await settingsAudit()).length;
    const res = await api.call(admin, 'PUT', '/api/app/config', { ...settings, phoneNumber: '931 000 000' });
    expect(res.statusCode).toBe(200);
    const entries = await settingsAudit();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      by: expect.objectContaining({ id: admin.id }),
      before: { phoneNumber: '+34 600 111 222' },
      after: { phoneNumber: '931 000 000' },
    });
  });

  it('writes no audit entry when nothing changed', async () => {
    await api.call(admin, 'PUT', '/api/app/config', settings);
    const before = (await settingsAudit()).length;
    expect((await api.call(admin, 'PUT', '/api/app/config', settings)).statusCode).toBe(200);
    expect(await settingsAudit()).toHaveLength(before);
  });

  it.each([
    ['daysToShow', { daysToShow: 0 }],
    ['daysToShow', { daysToShow: 2.5 }],
    ['proPrice', { proPrice: -1 }],
    ['bookFutureClassStartHour', { bookFutureClassStartHour: 24 }],
    ['changePlanDayLimit', { changePlanDayLimit: 29 }],
    ['sepaLeadDays', { sepaLeadDays: 0 }],
    ['drawWindowSeconds', { drawWindowSeconds: 4 }],
    ['phoneNumber', { phoneNumber: 'call us' }],
    ['defaultActivityKey', { defaultActivityKey: '  ' }],
    ['defaultActivityKey', { defaultActivityKey: 'zumba' }],
    ['topPlanKey', { topPlanKey: 'no_such_plan' }],
  ])('refuses a bad %s with 400 naming the field, and keeps the old value', async (field, bad) => {
    await api.call(admin, 'PUT', '/api/app/config', settings);
    const res = await api.call(admin, 'PUT', '/api/app/config', { ...settings, ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field });
    expect(await publicConfig()).toMatchObject(settings);
  });

  it('refuses a missing field and one that is not a setting (the time zone comes from the server)', async () => {
    const { phoneNumber: _, ...missing } = settings;
    expect((await api.call(admin, 'PUT', '/api/app/config', missing)).statusCode).toBe(400);
    const zone = await api.call(admin, 'PUT', '/api/app/config', { ...settings, timeZone: 'Asia/Tokyo' });
    expect(zone.statusCode).toBe(400);
    expect((await publicConfig()).timeZone).toBe(t.env.GYM_TIMEZONE);
  });

  it('is for admins only: a member and a trainer get 403 and nothing changes', async () => {
    await api.call(admin, 'PUT', '/api/app/config', settings);
    const member = await addMember(t, {});
    const trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
    for (const who of [member, trainer]) {
      const res = await api.call(who, 'PUT', '/api/app/config', { ...settings, daysToShow: 9 });
      expect(res.statusCode).toBe(403);
    }
    expect((await publicConfig()).daysToShow).toBe(settings.daysToShow);
  });
});

describe('GET /api/app/legal', () => {
  it('names the box as its environment does, to anyone, for the legal pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/legal' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      legalName: t.env.GYM_LEGAL_NAME,
      taxId: t.env.GYM_TAX_ID,
      address: t.env.GYM_ADDRESS,
      email: t.env.GYM_EMAIL,
      registry: null,
    });
  });
});
