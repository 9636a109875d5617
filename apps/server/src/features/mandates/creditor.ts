import type { Creditor, creditorInputSchema } from '@boxbook/domain';
import { maskIban } from '@boxbook/domain';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { sepaCreditor } from '../../infra/db/schema';
import { recordAudit } from '../audit/record-audit';

type CreditorFields = z.output<typeof creditorInputSchema>;

/** The box as creditor, or null until an admin has filled it in. */
export async function findCreditor(db: DbOrTx): Promise<Creditor | null> {
  const [row] = await db.select().from(sepaCreditor);
  return row ? { name: row.name, creditorId: row.creditorId, iban: row.iban, bic: row.bic } : null;
}

const audited = (c: Creditor) => ({ ...c, iban: maskIban(c.iban) });

/** Where the box's direct debits are paid in: changing it is a change of where money goes, so audited. */
export async function saveCreditor(tx: Tx, { by, fields }: { by: number; fields: CreditorFields }) {
  const before = await findCreditor(tx);
  await tx
    .insert(sepaCreditor)
    .values({ id: 1, ...fields })
    .onConflictDoUpdate({ target: sepaCreditor.id, set: { ...fields, updatedAt: new Date() } });
  const after: Creditor = { ...fields };
  if (JSON.stringify(before) !== JSON.stringify(after))
    await recordAudit(tx, {
      by,
      action: 'creditor.save',
      before: before && audited(before),
      after: audited(after),
    });
  return after;
}
