import type { Mandate } from '@boxbook/domain';
import { maskIban } from '@boxbook/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { sepaMandates, sepaRemittanceItems } from '../../infra/db/schema';

export type MandateRow = typeof sepaMandates.$inferSelect;

export const toMandate = (row: MandateRow, collected: boolean): Mandate => ({
  id: row.id,
  userId: row.userId,
  holder: row.holder,
  iban: row.iban,
  bic: row.bic,
  reference: row.reference,
  signedOn: row.signedOn,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  collected,
});

/** What an audit entry keeps of a mandate: the account masked, the rest as it is. */
export const auditedMandate = (
  row: Pick<MandateRow, 'holder' | 'iban' | 'bic' | 'reference' | 'signedOn'>,
) => ({
  holder: row.holder,
  iban: maskIban(row.iban),
  bic: row.bic,
  reference: row.reference,
  signedOn: row.signedOn,
});

/** The member's mandate in force, if any. */
export async function findActiveMandate(db: DbOrTx, userId: number): Promise<MandateRow | null> {
  const [row] = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.userId, userId), isNull(sepaMandates.revokedAt)));
  return row ?? null;
}

/** Of these mandates, the ones a remittance has collected on. */
export async function collectedMandates(db: DbOrTx, mandateIds: number[]): Promise<Set<number>> {
  if (mandateIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: sepaRemittanceItems.mandateId })
    .from(sepaRemittanceItems)
    .where(inArray(sepaRemittanceItems.mandateId, mandateIds));
  return new Set(rows.map((r) => r.id));
}

/** For each member, their newest mandate: the one in force, or else the last revoked. */
export async function latestMandates(db: DbOrTx, userIds: number[]): Promise<Map<number, MandateRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sepaMandates)
    .where(inArray(sepaMandates.userId, userIds))
    .orderBy(desc(sepaMandates.id));
  // A new mandate is recorded only once the last one is revoked, so the newest is the one in force.
  const latest = new Map<number, MandateRow>();
  for (const row of rows) if (!latest.has(row.userId)) latest.set(row.userId, row);
  return latest;
}
