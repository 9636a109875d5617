import { CONFIG_DEFAULTS } from '@boxbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAcceptedCurrentTerms } from '../src/features/terms/terms-acceptance';
import { addClass, addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

// The box's terms and informed consent (docs/product.md, Terms).
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

const BODY_CA = 'Entreno sota la meva responsabilitat i seguiré les indicacions dels tècnics.';
const BODY_ES = 'Entreno bajo mi responsabilidad y seguiré las indicaciones de los técnicos.';

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const current = async () => (await t.app.inject({ url: '/api/terms/current' })).json().current;
const publish = (body: object) => api.call(admin, 'POST', '/api/terms/versions', body);
const standing = async (m: Member) => (await api.call(m, 'GET', `/api/users/${m.id}/terms`)).json();
const accept = (m: Member, versionId: number) => api.call(m, 'POST', '/api/terms/accept', { versionId });
const signUp = (cin: string, acceptedTermsId?: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      cin,
      password: 'una-contrasenya-llarga',
      name: 'Núria',
      surname: 'Ferrer',
      email: `${cin}@example.com`,
      phone: '+34 611 222 333',
      ...(acceptedTermsId ? { acceptedTermsId } : {}),
    },
  });
async function setBlocking(termsBlockBooking: boolean) {
  const { timeZone: _zone, paymentPublicKey: _key, ...settings } = CONFIG_DEFAULTS;
  const saved = await api.call(admin, 'PUT', '/api/app/config', {
    ...settings,
    topPlanKey: 'unlimited',
    termsBlockBooking,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

let v1: { id: number; version: number };
let v2: { id: number; version: number };

describe('the terms the member accepts', () => {
  it('asks nothing while the box has published no terms', async () => {
    expect(await current()).toBeNull();
    const member = await addMember(t);
    expect(await standing(member)).toMatchObject({ accepted: true, current: null, acceptances: [] });
    expect(await hasAcceptedCurrentTerms(t.app.db, member.id)).toBe(true);
  });

  it('an admin publishes version 1 in Catalan and Spanish; anyone reads it', async () => {
    expect((await publish({ bodyCa: 'curt', bodyEs: BODY_ES })).json()).toMatchObject({
      code: 'validation',
      field: 'bodyCa',
    });
    const res = await publish({ bodyCa: BODY_CA, bodyEs: BODY_ES });
    expect(res.statusCode).toBe(201);
    v1 = res.json();
    expect(v1).toMatchObject({ version: 1, bodyCa: BODY_CA, bodyEs: BODY_ES, publishedBy: { id: admin.id } });
    expect(await current()).toMatchObject({ id: v1.id, version: 1 });
  });

  it('records the acceptance given at sign-up; an account made without it is not taken as accepting', async () => {
    const accepted = await signUp('12345678Z', v1.id);
    expect(accepted.statusCode).toBe(201);
    const member = { id: accepted.json().user.id, roles: ['USER' as const] };
    expect(await standing(member)).toMatchObject({ accepted: true, acceptances: [{ version: 1 }] });
    const silent = await signUp('X1234567L');
    expect(silent.statusCode).toBe(201);
    expect(await hasAcceptedCurrentTerms(t.app.db, silent.json().user.id)).toBe(false);
  });

  it('asks again after a new version; an acceptance of the old one is refused as outdated', async () => {
    const member = await addMember(t);
    expect((await accept(member, v1.id)).statusCode).toBe(200);
    expect(await hasAcceptedCurrentTerms(t.app.db, member.id)).toBe(true);
    v2 = (await publish({ bodyCa: `${BODY_CA} Versió 2.`, bodyEs: `${BODY_ES} Versión 2.` })).json();
    expect(v2.version).toBe(2);
    expect(await standing(member)).toMatchObject({ accepted: false, current: { version: 2 } });
    expect((await accept(member, v1.id)).json()).toMatchObject({ code: 'terms_outdated' });
    const accepted = await accept(member, v2.id);
    expect(accepted.json()).toMatchObject({ accepted: true, acceptances: [{ version: 2 }, { version: 1 }] });
    // Both versions stay readable to the admin, newest first.
    const versions = (await api.call(admin, 'GET', '/api/terms/versions')).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/terms/versions',
          payload: { bodyCa: BODY_CA, bodyEs: BODY_ES },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets a member who has not accepted book while the box does not make booking wait', async () => {
    const member = await addMember(t, { activity: 2 });
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '19:00',
    });
    const joined = await api.join(member, classId);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await standing(member)).toMatchObject({ accepted: false });
  });

  it('refuses the booking until the member accepts when the box makes booking wait', async () => {
    await setBlocking(true);
    const member = await addMember(t, { activity: 2 });
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '20:00',
    });
    const refused = await api.join(member, classId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'terms_not_accepted' });
    // The staff at the desk are not held by it.
    const trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
    const other = await addMember(t, { activity: 1 });
    expect((await api.add(trainer, classId, other.id, { free: false })).statusCode).toBe(200);

    expect((await accept(member, v2.id)).statusCode).toBe(200);
    expect((await api.join(member, classId)).statusCode).toBe(200);
    await setBlocking(false);
  });

  it("puts each acceptance, with its version and time, in the member's personal-data export", async () => {
    const member = await addMember(t);
    clock.set('2026-11-24T10:00:00Z');
    expect((await accept(member, v2.id)).statusCode).toBe(200);
    const res = await api.call(member, 'GET', `/api/users/${member.id}/personal-data`);
    expect(res.statusCode).toBe(200);
    expect(res.json().termsAcceptances).toEqual([{ version: 2, acceptedAt: '2026-11-24T10:00:00.000Z' }]);
  });
});
