import type { sql } from 'drizzle-orm';
import { type IssueInvoiceInput, issueInvoice } from '../src/features/invoicing/issue-invoice';
import { sistemaInformatico } from '../src/features/invoicing/software';
import type { Db } from '../src/infra/db/client';
import { inTransaction } from '../src/infra/db/in-transaction';
import { users } from '../src/infra/db/schema';

export const BOX = { nif: 'B12345678', name: 'Boxbook Fitness SL' };
export const SOFTWARE = sistemaInformatico({ APP_VERSION: '1.2.3', GYM_TAX_ID: BOX.nif });

/** A member to invoice. */
export async function invoicedMember(db: Db): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      cin: `I${process.pid}${Math.floor(Math.random() * 1e6)}X`,
      passwordHash: 'not-used',
      name: 'Núria',
      surname: 'Puig',
      email: `nuria${Math.random()}@example.com`,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no member');
  return row.id;
}

/** Issues one invoice in a transaction of its own, as a payment would. */
export const issue = (db: Db, input: Partial<IssueInvoiceInput> & { userId: number; now: Date }) =>
  inTransaction(db, (tx) =>
    issueInvoice(tx, {
      kind: 'F2',
      concept: 'Crèdit de classe',
      totalCents: 1200,
      language: 'ca',
      issuer: BOX,
      software: SOFTWARE,
      timeZone: 'Europe/Madrid',
      ...input,
    }),
  );

/** Rows of a raw query, on either driver. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
