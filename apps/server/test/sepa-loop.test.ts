import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  mailOutbox,
  sepaPrenotices,
  sepaRemittanceItems,
  sepaReturns,
  users,
} from '../src/infra/db/schema';
import { addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { parsePain008, schemaErrors } from './pain008-support';
import { paymentsApi } from './payments-support';
import { camt054For, errorsAgainst, pain002For } from './sepa-bank-files';
import { createTestApp, createTwinApp, fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid: December is exported ahead of the 1st.
const clock = fixedClock('2026-11-23T09:00:00Z');
const CREDITOR = {
  name: 'Box Fòrum SL',
  creditorId: 'ES11000B12345674',
  iban: 'ES7921000813610123456789',
  returnFee: 3.5,
};
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;
const members: Member[] = [];

async function debtor(surname: string, language: 'ca' | 'es', reference: string) {
  const m = await addMember(t, { name: 'Soci', surname, planId: box.plans.twoDays, status: 'ACTIVE' });
  await t.app.db.update(users).set({ language }).where(eq(users.id, m.id));
  const res = await api.call(admin, 'PUT', `/api/mandates/users/${m.id}`, {
    holder: `${surname} Titular`,
    iban: 'ES9121000418450200051332',
    reference,
    signedOn: '2026-10-15',
  });
  expect(res.statusCode).toBe(200);
  return m;
}
const fileOf = async (month: string) =>
  (await api.call(admin, 'GET', `/api/mandates/remittances/${month}/file`)).body;
const importFile = (xml: string) => api.call(admin, 'POST', '/api/mandates/returns', { xml });
const mailsTo = async (m: Member) => {
  const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, m.id));
  return t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, row?.email ?? ''));
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  expect((await api.call(admin, 'PUT', '/api/mandates/creditor', CREDITOR)).statusCode).toBe(200);
  members.push(await debtor('Arnau', 'ca', 'LOOP-1'), await debtor('Bravo', 'es', 'LOOP-2'));
});
afterAll(() => t.close());

describe('SEPA before and after the file', () => {
  it('refuses a collection date inside the 14 days of notice, naming the first date allowed', async () => {
    const res = await api.call(admin, 'POST', '/api/mandates/remittances/2026-12?collectionDate=2026-12-01');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'prenotice_too_short', params: { firstAllowed: '2026-12-07' } });
    const preview = (await api.call(admin, 'GET', '/api/mandates/remittances/2026-12')).json();
    expect(preview).toMatchObject({
      exported: null,
      collectionDate: '2026-12-07',
      firstAllowedDate: '2026-12-07',
    });
  });

  it('tells each member once, in their language, 14 days ahead: amount, date, mandate, creditor, what it pays', async () => {
    const res = await api.call(admin, 'POST', '/api/mandates/remittances/2026-12');
    expect(res.statusCode).toBe(201);
    const remittance = res.json();
    expect(remittance.collectionDate).toBe('2026-12-07');
    const ours = remittance.items.filter((i: { userId: number }) => members.some((m) => m.id === i.userId));
    expect(ours).toHaveLength(2);
    for (const item of ours) expect(item.toldAt).toBe('2026-11-23T09:00:00.000Z');

    const [arnau, bravo] = members as [Member, Member];
    const ca = await mailsTo(arnau);
    const es = await mailsTo(bravo);
    expect(ca).toHaveLength(1);
    expect(es).toHaveLength(1);
    const amount = (m: Member) => ours.find((i: { userId: number }) => i.userId === m.id).amount as number;
    expect(ca[0]?.subject).toBe(`Rebut domiciliat de ${euro(amount(arnau), 'ca')} el 7 de desembre del 2026`);
    expect(ca[0]?.text).toContain('Referència del mandat: LOOP-1');
    expect(ca[0]?.text).toContain('Identificador de creditor: ES11000B12345674');
    expect(ca[0]?.text).toContain('Concepte: la quota de');
    expect(es[0]?.subject).toBe(
      `Recibo domiciliado de ${euro(amount(bravo), 'es')} el 7 de diciembre de 2026`,
    );
    expect(es[0]?.text).toContain('Referencia del mandato: LOOP-2');
    const told = await t.app.db.select().from(sepaPrenotices);
    expect(told.length).toBe(remittance.items.length);
  });

  it('imports a pain.002 made from the real file, valid against its XSD, twice: one change', async () => {
    const december = parsePain008(await fileOf('2026-12'));
    const arnauDebit = december.blocks.flatMap((b) => b.debits).find((d) => d.reference === 'LOOP-1');
    if (!arnauDebit) throw new Error('no debit for LOOP-1');
    const xml = pain002For(december, [{ debit: arnauDebit, reason: 'AC04' }]);
    expect(await errorsAgainst('pain.002.001.03', xml)).toEqual([]);

    const first = await importFile(xml);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'pain.002.001.03', returns: 1, alreadyImported: false });
    const again = await importFile(xml);
    expect(again.json()).toMatchObject({ returns: 0, alreadyImported: true });

    const [arnau] = members as [Member];
    const returned = await t.app.db.select().from(sepaReturns).where(eq(sepaReturns.userId, arnau.id));
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({ reasonCode: 'AC04', feeCents: 350, status: 'UNPAID' });
    // Its F2 is rectified by an R5 of minus the debit.
    const [item] = await t.app.db
      .select()
      .from(sepaRemittanceItems)
      .where(eq(sepaRemittanceItems.endToEndId, arnauDebit.endToEndId ?? ''));
    const [r5] = await t.app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'R5'), eq(invoices.correctsInvoiceId, item?.invoiceId ?? -1)));
    expect(r5?.totalCents).toBe(-Math.round(Number(arnauDebit.amount) * 100));
    // The member is told, with the way to pay, and owes the debit plus the fee.
    const mail = (await mailsTo(arnau)).find((m) => m.subject.startsWith('El banc ha retornat'));
    expect(mail?.text).toContain('el compte està tancat (AC04)');
    expect(mail?.text).toContain('/config/your-payments');
    const debts = (await api.call(arnau, 'GET', `/api/users/${arnau.id}/sepaDebts`)).json();
    expect(debts).toEqual([
      expect.objectContaining({ month: '2026-12', reasonCode: 'AC04', fee: 3.5, status: 'UNPAID' }),
    ]);
    expect(debts[0].total).toBeCloseTo(Number(arnauDebit.amount) + 3.5, 2);
  });

  it('imports a camt.054 made from the real file, twice: one change; the report counts by reason', async () => {
    const december = parsePain008(await fileOf('2026-12'));
    const bravoDebit = december.blocks.flatMap((b) => b.debits).find((d) => d.reference === 'LOOP-2');
    if (!bravoDebit) throw new Error('no debit for LOOP-2');
    const xml = camt054For(december, [{ debit: bravoDebit, reason: 'MD06' }], { account: CREDITOR.iban });
    expect(await errorsAgainst('camt.054.001.02', xml)).toEqual([]);
    expect((await importFile(xml)).json()).toMatchObject({ kind: 'camt.054.001.02', returns: 1 });
    expect((await importFile(xml)).json()).toMatchObject({ returns: 0, alreadyImported: true });
    const report = (await api.call(admin, 'GET', '/api/mandates/returns')).json();
    expect(report.returns).toHaveLength(2);
    expect(
      report.byReason.map((r: { reasonCode: string; count: number }) => [r.reasonCode, r.count]),
    ).toEqual([
      ['AC04', 1],
      ['MD06', 1],
    ]);
  });

  it("refuses another creditor's file, debits the box never sent and a file its schema rejects", async () => {
    const december = parsePain008(await fileOf('2026-12'));
    const debit = december.blocks.flatMap((b) => b.debits)[0];
    if (!debit) throw new Error('no debit');
    const foreign = camt054For(december, [{ debit, reason: 'AM04' }], {
      account: 'ES6000491500051234567892',
    });
    expect((await importFile(foreign)).json()).toMatchObject({ code: 'return_file_foreign' });
    const otherCreditor = pain002For(december, [{ debit, reason: 'AM04' }], {
      creditorId: 'ES02000B87654321',
      messageId: 'OTHER-1',
    });
    expect((await importFile(otherCreditor)).json()).toMatchObject({ code: 'return_file_foreign' });
    const unknown = pain002For(
      december,
      [{ debit: { endToEndId: 'BOXBOOK-202612-99999', amount: '10.00' }, reason: 'AM04' }],
      { messageId: 'UNKNOWN-1' },
    );
    const refused = await importFile(unknown);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'return_file_unknown_debits', params: { count: 1 } });
    const invalid = await importFile(unknown.replace('<TxSts>RJCT</TxSts>', '<TxSts>ACCP</TxSts>'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'return_file_invalid' });
    expect((await importFile('<html>no</html>')).json()).toMatchObject({ code: 'return_file_unknown' });
    expect(await t.app.db.select().from(sepaReturns)).toHaveLength(2);
  });

  it('lets the member pay the debt by card; the next remittance, in pain.008.001.08, collects the other again', async () => {
    const [arnau, bravo] = members as [Member, Member];
    const pay = paymentsApi(t);
    const [debt] = (await pay.call(bravo, 'GET', `/api/users/${bravo.id}/sepaDebts`)).json();
    const receiptId = await pay.paidReceipt(bravo, debt.total, 'SEPA_DEBT');
    const paid = await pay.call(bravo, 'PUT', `/api/users/${bravo.id}/sepaDebts/${debt.id}`, { receiptId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual([]);

    await api.call(admin, 'PUT', '/api/mandates/creditor', {
      ...CREDITOR,
      messageVersion: 'pain.008.001.08',
    });
    clock.set('2026-12-20T09:00:00Z');
    const res = await api.call(admin, 'POST', '/api/mandates/remittances/2027-01');
    expect(res.statusCode).toBe(201);
    const january = res.json();
    const arnauItems = january.items.filter((i: { userId: number }) => i.userId === arnau.id);
    const bravoItems = january.items.filter((i: { userId: number }) => i.userId === bravo.id);
    expect(bravoItems).toHaveLength(1);
    expect(arnauItems.map((i: { recollects: string | null }) => i.recollects).sort()).toEqual([
      '2026-12',
      null,
    ]);
    const xml = await fileOf('2027-01');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(await errorsAgainst('pain.008.001.08', xml)).toEqual([]);
    const [returned] = await t.app.db.select().from(sepaReturns).where(eq(sepaReturns.userId, arnau.id));
    expect(returned?.status).toBe('RECOLLECTED');
    const recollection = arnauItems.find((i: { recollects: string | null }) => i.recollects);
    expect(recollection.amount).toBeCloseTo((returned?.amountCents ?? 0) / 100 + 3.5, 2);
    // The earlier version still validates against its own schema.
    expect(await schemaErrors(await fileOf('2026-12'))).toEqual([]);
  });
});

const euro = (amount: number, language: 'ca' | 'es') =>
  new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(
    amount,
  );

describe.skipIf(!process.env.DATABASE_URL)(
  'two server processes exporting at once (needs DATABASE_URL)',
  () => {
    it('export one file and tell each member once', async () => {
      const a = await createTestApp({ clock: fixedClock('2026-11-23T09:00:00Z') });
      const b = await createTwinApp(a);
      try {
        const boxA = await seedBox(a);
        const apiA = bookingApi(a);
        const apiB = bookingApi(b);
        const boss = await addMember(a, { roles: ['USER', 'ADMIN'] });
        await apiA.call(boss, 'PUT', '/api/mandates/creditor', CREDITOR);
        const payer = await addMember(a, { planId: boxA.plans.twoDays, status: 'ACTIVE' });
        await apiA.call(boss, 'PUT', `/api/mandates/users/${payer.id}`, {
          holder: 'Titular',
          iban: 'ES9121000418450200051332',
          reference: 'TWIN-1',
          signedOn: '2026-10-15',
        });
        const answers = await Promise.all([
          apiA.call(boss, 'POST', '/api/mandates/remittances/2026-12'),
          apiB.call(boss, 'POST', '/api/mandates/remittances/2026-12'),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        const mails = await a.app.db.select().from(mailOutbox);
        expect(mails.filter((m) => m.text.includes('TWIN-1'))).toHaveLength(1);
        expect(await a.app.db.select().from(sepaPrenotices)).toHaveLength(
          answers.find((r) => r.statusCode === 201)?.json().items.length,
        );
      } finally {
        await b.close();
        await a.close();
      }
    });
  },
);
