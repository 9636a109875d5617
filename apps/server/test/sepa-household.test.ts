import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailOutbox, users } from '../src/infra/db/schema';
import { addMember, type Box, type bookingApi, type Member } from './booking-support';
import { PDF_WARM_UP_MS, pdfText, warmUpPdfReading } from './pdf-reading';
import { openSepaBox } from './sepa-support';
import { fixedClock, type TestApp } from './test-app';

/**
 * A dependent's plan paid by their guardian's SEPA mandate (docs/decisions.md, "Households
 * finished"; docs/sepa.md): the month's direct debit charges the guardian's account, and the
 * guardian, who holds the mandate, is the one told before the bank collects it.
 */
// Monday 23 November 2026, 10:00 in Madrid.
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, admin } = await openSepaBox(clock));
});
afterAll(() => t.close());

let serial = 0;
async function signMandate(who: Member, holder: string) {
  serial += 1;
  const res = await api.call(admin, 'PUT', `/api/mandates/users/${who.id}`, {
    holder,
    iban: 'ES9121000418450200051332',
    reference: `HOUSE-${serial}`,
    signedOn: '2026-10-15',
  });
  expect(res.statusCode).toBe(200);
  return res.json().reference as string;
}

/** A guardian with a mandate and a child of 11 on the two-day plan. */
async function household(surname: string) {
  const guardian = await addMember(t, { name: 'Núria', surname });
  const reference = await signMandate(guardian, `Núria ${surname}`);
  const added = await api.call(guardian, 'POST', `/api/users/${guardian.id}/dependents`, {
    consent: true,
    name: 'Pau',
    surname,
    birth: '2015-03-01',
  });
  expect(added.statusCode).toBe(201);
  const child: Member = { id: added.json().id, roles: ['USER'] };
  await t.app.db.update(users).set({ planId: box.plans.twoDays }).where(eq(users.id, child.id));
  return { guardian, child, reference };
}

const preview = async (month: string) =>
  (await api.call(admin, 'GET', `/api/mandates/remittances/${month}`)).json();

describe("a dependent's month", () => {
  beforeAll(warmUpPdfReading, PDF_WARM_UP_MS);

  it("is debited from the guardian's mandate, and the guardian is told, naming the child", async () => {
    const { guardian, child, reference } = await household('Vidal');
    const november = await preview('2026-11');
    expect(november.skipped.map((s: { userId: number }) => s.userId)).not.toContain(child.id);
    expect(november.items).toMatchObject([
      { userId: child.id, name: 'Pau', holder: 'Núria Vidal', reference, amount: 59, sequenceType: 'FRST' },
    ]);

    expect((await api.call(admin, 'POST', '/api/mandates/remittances/2026-11')).statusCode).toBe(201);
    const [guardianRow] = await t.app.db.select().from(users).where(eq(users.id, guardian.id));
    const told = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, guardianRow?.email ?? ''));
    const notice = told.find((mail) => mail.text.includes(reference));
    expect(notice?.text).toMatch(/^Hola Núria,/);
    expect(notice?.text).toContain('Pau Vidal');

    // The debit's invoice names both, as a guardian's card payment does; the guardian reads it.
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.userId, child.id));
    const pdf = await api.call(guardian, 'GET', `/api/invoices/${invoice?.id}/pdf?lang=ca`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Núria Vidal (Pau Vidal)');
  });

  it("is not the guardian's once the dependent has left the household", async () => {
    const { child } = await household('Soler');
    await t.app.db
      .update(users)
      .set({ householdLeftAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(users.id, child.id));
    const december = await preview('2026-12');
    expect(december.items.map((i: { userId: number }) => i.userId)).not.toContain(child.id);
    expect(december.skipped).toContainEqual(
      expect.objectContaining({ userId: child.id, reason: 'NO_MANDATE' }),
    );
  });

  it("is debited from the dependent's own mandate when they have one", async () => {
    const { child } = await household('Roca');
    const own = await signMandate(child, 'Pau Roca');
    const december = await preview('2026-12');
    expect(december.items).toContainEqual(
      expect.objectContaining({ userId: child.id, holder: 'Pau Roca', reference: own }),
    );
  });
});
