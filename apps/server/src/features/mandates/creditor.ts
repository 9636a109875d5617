import type { Creditor, creditorInputSchema } from '@boxbook/domain';
import { fromCents, maskIban, toCents } from '@boxbook/domain';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { sepaCreditor } from '../../infra/db/schema';
import { recordAudit } from '../audit/record-audit';

type CreditorFields = z.output<typeof creditorInputSchema>;

/** The box as creditor, with its SEPA settings, or null until an admin has filled it in. */
export async function findCreditor(db: DbOrTx): Promise<Creditor | null> {
  const [row] = await db.select().from(sepaCreditor);
  return row
    ? {
        name: row.name,
        creditorId: row.creditorId,
        iban: row.iban,
        bic: row.bic,
        messageVersion: row.messageVersion,
        noticeDays: row.noticeDays,
        returnKeepsAllowance: row.returnKeepsAllowance,
        recollectReturns: row.recollectReturns,
        returnFee: fromCents(row.returnFeeCents),
      }
    : null;
}

const audited = (c: Creditor) => ({ ...c, iban: maskIban(c.iban) });

/** Where the box's direct debits are paid in: changing it is a change of where money goes, so audited. */
export async function saveCreditor(tx: Tx, { by, fields }: { by: number; fields: CreditorFields }) {
  const before = await findCreditor(tx);
  const { returnFee, ...rest } = fields;
  const row = { ...rest, returnFeeCents: toCents(returnFee) };
  await tx
    .insert(sepaCreditor)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: sepaCreditor.id, set: { ...row, updatedAt: new Date() } });
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
