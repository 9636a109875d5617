import { CONFIG_DEFAULTS } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepaRemittanceItems, sepaRemittances } from '../src/infra/db/schema';
import { addMember, type Box, type bookingApi, type Member } from './booking-support';
import { parsePain008 } from './pain008-support';
import { openSepaBox } from './sepa-support';
import { fixedClock, type TestApp } from './test-app';

const { timeZone: _zone, paymentPublicKey: _key, ...defaultSettings } = CONFIG_DEFAULTS;

// Thursday 26 November 2026, 10:00 in Madrid: the day a box exports its remittances.
const clock = fixedClock('2026-11-26T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, admin } = await openSepaBox(clock));
});
afterAll(() => t.close());

async function memberSignedOn(surname: string, signedOn: string, reference: string) {
  const m = await addMember(t, { name: 'Soci', surname, planId: box.plans.twoDays, status: 'ACTIVE' });
  const res = await api.call(admin, 'PUT', `/api/mandates/users/${m.id}`, {
    holder: `${surname} Titular`,
    iban: 'ES9121000418450200051332',
    reference,
    signedOn,
  });
  expect(res.statusCode).toBe(200);
  return m;
}

const preview = async (month: string) =>
  (await api.call(admin, 'GET', `/api/mandates/remittances/${month}`)).json();
const exportMonth = (month: string) => api.call(admin, 'POST', `/api/mandates/remittances/${month}`);

describe('remittances exported on the 26th', () => {
  it('never bill a month before the mandate was signed: three debits in five days become two', async () => {
    const anna = await memberSignedOn('Arnau', '2026-09-30', 'OLD-1');
    const jordi = await memberSignedOn('Jové', '2026-11-10', 'NEW-1');

    // October, exported late: Jordi signed in November, so October is not his to pay.
    const october = await preview('2026-10');
    expect(october.items.map((i: { userId: number }) => i.userId)).toEqual([anna.id]);
    expect(october.skipped).toEqual([expect.objectContaining({ userId: jordi.id, reason: 'SIGNED_LATER' })]);

    for (const month of ['2026-10', '2026-11', '2026-12'])
      expect((await exportMonth(month)).statusCode).toBe(201);
    const debits = await t.app.db
      .select({ month: sepaRemittances.month, collectionDate: sepaRemittances.collectionDate })
      .from(sepaRemittanceItems)
      .innerJoin(sepaRemittances, eq(sepaRemittances.id, sepaRemittanceItems.remittanceId))
      .where(eq(sepaRemittanceItems.userId, jordi.id))
      .orderBy(sepaRemittances.month);
    // Two business days of lead time: Monday the 30th, not Friday the 27th; December on its 1st.
    expect(debits).toEqual([
      { month: '2026-11-01', collectionDate: '2026-11-30' },
      { month: '2026-12-01', collectionDate: '2026-12-01' },
    ]);
    const file = parsePain008((await api.call(admin, 'GET', '/api/mandates/remittances/2026-10/file')).body);
    expect(file.blocks.map((b) => b.collectionDate)).toEqual(['2026-11-30']);
  });

  it("collects on the date the box's lead time gives, shown before the export", async () => {
    expect((await preview('2027-01')).collectionDate).toBe('2027-01-04');
    const saved = await api.call(admin, 'PUT', '/api/app/config', {
      ...defaultSettings,
      topPlanKey: 'unlimited',
      sepaLeadDays: 5,
    });
    expect(saved.json()).toMatchObject({ sepaLeadDays: 5 });
    clock.set('2026-12-28T09:00:00Z'); // Monday; 1 January is a TARGET2 holiday
    expect((await preview('2027-01')).collectionDate).toBe('2027-01-05');
  });
});
