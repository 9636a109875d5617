import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepaMandates } from '../src/infra/db/schema';
import { addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  box = await seedBox(t);
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

let serial = 0;
const mandate = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    holder: 'Laia Puig Ferrer',
    iban: 'es91 2100 0418 4502 0005 1332',
    bic: 'caixesbbxxx',
    reference: `box-${serial}`,
    signedOn: '2026-11-02',
    ...over,
  };
};
const save = (userId: number, body: object) => api.call(admin, 'PUT', `/api/mandates/users/${userId}`, body);
const listed = async (query = '') =>
  (await api.call(admin, 'GET', `/api/mandates${query}`)).json() as {
    totalElements: number;
    content: { id: number; state: string; mandate: { reference: string; iban: string } | null }[];
  };
const auditOf = async (userId?: number) =>
  (
    (await api.call(admin, 'GET', `/api/audit${userId ? `?userId=${userId}` : ''}`)).json() as {
      content: { action: string; by: { id: number } | null; before: unknown; after: unknown }[];
    }
  ).content;

describe("a member's mandate", () => {
  it('is recorded with the IBAN and BIC in their stored form, listed as active and audited with the account masked', async () => {
    const member = await addMember(t, { name: 'Laia', planId: box.plans.twoDays });
    const res = await save(member.id, mandate({ reference: 'box-laia' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: member.id,
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
      reference: 'BOX-LAIA',
      revokedAt: null,
      collected: false,
    });
    const row = (await listed('?name=Laia')).content.find((m) => m.id === member.id);
    expect(row).toMatchObject({ state: 'ACTIVE', mandate: { reference: 'BOX-LAIA' } });
    expect(await auditOf(member.id)).toEqual([
      expect.objectContaining({
        action: 'mandate.save',
        by: expect.objectContaining({ id: admin.id }),
        before: null,
        after: expect.objectContaining({ iban: 'ES91 **** 1332', reference: 'BOX-LAIA' }),
      }),
    ]);
  });

  it('refuses an IBAN whose check digits do not add up (mod 97), naming the field, and stores nothing', async () => {
    const member = await addMember(t, {});
    const res = await save(member.id, mandate({ iban: 'ES91 2100 0418 4502 0005 1333' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field: 'iban' });
    expect(await t.app.db.select().from(sepaMandates).where(eq(sepaMandates.userId, member.id))).toEqual([]);
  });

  it('refuses a BIC that is not one and a signature date in the future', async () => {
    const member = await addMember(t, {});
    expect((await save(member.id, mandate({ bic: 'CAIX1SBB' }))).json()).toMatchObject({ field: 'bic' });
    expect((await save(member.id, mandate({ signedOn: '2026-11-24' }))).json()).toMatchObject({
      code: 'future_date',
      field: 'signedOn',
    });
    expect(await t.app.db.select().from(sepaMandates).where(eq(sepaMandates.userId, member.id))).toEqual([]);
  });

  it('corrects the mandate in force rather than adding another, auditing before and after', async () => {
    const member = await addMember(t, {});
    const first = (await save(member.id, mandate({ reference: 'fix-1' }))).json();
    const second = (await save(member.id, mandate({ reference: 'fix-1', holder: 'Pare de la Laia' }))).json();
    expect(second.id).toBe(first.id);
    const [latest] = await auditOf(member.id);
    expect(latest).toMatchObject({
      action: 'mandate.save',
      before: { holder: 'Laia Puig Ferrer' },
      after: { holder: 'Pare de la Laia' },
    });
  });

  it("keeps a reference to one mandate for ever: another member's, even revoked, is refused", async () => {
    const one = await addMember(t, {});
    const other = await addMember(t, {});
    await save(one.id, mandate({ reference: 'TAKEN-1' }));
    await api.call(admin, 'POST', `/api/mandates/users/${one.id}/revoke`);
    const res = await save(other.id, mandate({ reference: 'taken-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'mandate_reference_taken', field: 'reference' });
  });

  it('is revoked once; a new one can then be recorded, under a new reference', async () => {
    const member = await addMember(t, {});
    await save(member.id, mandate({ reference: 'OLD-REF' }));
    const revoked = await api.call(admin, 'POST', `/api/mandates/users/${member.id}/revoke`);
    expect(revoked.json()).toMatchObject({ reference: 'OLD-REF', revokedAt: '2026-11-23T09:00:00.000Z' });
    expect((await listed('?state=REVOKED')).content.map((m) => m.id)).toContain(member.id);

    const again = await api.call(admin, 'POST', `/api/mandates/users/${member.id}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'no_mandate' });

    expect((await save(member.id, mandate({ reference: 'OLD-REF' }))).statusCode).toBe(409);
    expect((await save(member.id, mandate({ reference: 'NEW-REF' }))).json()).toMatchObject({
      revokedAt: null,
    });
    expect((await listed('?state=ACTIVE')).content.map((m) => m.id)).toContain(member.id);
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual([
      'mandate.save',
      'mandate.revoke',
      'mandate.save',
    ]);
  });

  it('lists members without a mandate as such, and pages by name', async () => {
    const member = await addMember(t, { name: 'Zoraida' });
    const page = await listed('?name=zorai');
    expect(page.content).toEqual([expect.objectContaining({ id: member.id, state: 'NONE', mandate: null })]);
    expect((await listed('?state=NONE')).content.map((m) => m.id)).toContain(member.id);
  });

  it('answers 404 for a member who does not exist', async () => {
    expect((await save(999_999, mandate())).statusCode).toBe(404);
  });
});

describe('the box as creditor', () => {
  const creditor = {
    name: 'Boxbook CrossFit SL',
    creditorId: 'ES11 000 B12345674',
    iban: 'ES7921000813610123456789',
  };

  it('refuses a creditor identifier whose check digits are wrong', async () => {
    const res = await api.call(admin, 'PUT', '/api/mandates/creditor', {
      ...creditor,
      creditorId: 'ES12000B12345674',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'creditorId' });
    expect((await api.call(admin, 'GET', '/api/mandates/creditor')).json()).toBeNull();
  });

  it('is saved in its stored form, read back, and each change audited with the account masked', async () => {
    await api.call(admin, 'PUT', '/api/mandates/creditor', creditor);
    await api.call(admin, 'PUT', '/api/mandates/creditor', { ...creditor, bic: 'CAIXESBB' });
    expect((await api.call(admin, 'GET', '/api/mandates/creditor')).json()).toEqual({
      name: 'Boxbook CrossFit SL',
      creditorId: 'ES11000B12345674',
      iban: 'ES7921000813610123456789',
      bic: 'CAIXESBB',
      // The SEPA settings left at their defaults (docs/sepa.md).
      messageVersion: 'pain.008.001.02',
      noticeDays: 14,
      returnKeepsAllowance: true,
      recollectReturns: true,
      returnFee: 0,
    });
    const entries = (await auditOf()).filter((e) => e.action === 'creditor.save');
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [expect.objectContaining({ bic: null }), expect.objectContaining({ bic: 'CAIXESBB' })],
      [null, expect.objectContaining({ iban: 'ES79 **** 6789' })],
    ]);
  });

  it('is for admins only: a trainer is refused', async () => {
    const trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
    expect((await api.call(trainer, 'GET', '/api/mandates/creditor')).statusCode).toBe(403);
    expect((await api.call(trainer, 'PUT', `/api/mandates/users/${trainer.id}`, mandate())).statusCode).toBe(
      403,
    );
  });
});

describe("the box's own account", () => {
  it("refuses the box's own account as the member's, naming the field, and stores nothing", async () => {
    const member = await addMember(t, {});
    await api.call(admin, 'PUT', '/api/mandates/creditor', {
      name: 'Box Fòrum SL',
      creditorId: 'ES11000B12345674',
      iban: 'ES7921000813610123456789',
    });
    const res = await save(member.id, mandate({ iban: 'es79 2100 0813 6101 2345 6789' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'mandate_iban_is_creditor', field: 'iban' });
    expect(await t.app.db.select().from(sepaMandates).where(eq(sepaMandates.userId, member.id))).toEqual([]);
  });
});
