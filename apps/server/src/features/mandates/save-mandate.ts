import type { Mandate, mandateInputSchema } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../infra/db/client';
import { sepaMandates, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { recordAudit } from '../audit/record-audit';
import { findCreditor } from './creditor';
import { auditedMandate, collectedMandates, findActiveMandate, toMandate } from './mandate-rows';

type MandateFields = z.output<typeof mandateInputSchema>;

const referenceTaken = (reference: string) =>
  new AppError('mandate_reference_taken', `Mandate reference ${reference} is in use`, {
    field: 'reference',
    params: { reference },
  });

/** PostgreSQL's unique violation (23505), through Drizzle's wrapping, and the constraint it names. */
function uniqueViolation(error: unknown): string | null {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    e = e.cause as typeof e;
  }
  return null;
}

/**
 * Records a member's mandate, or corrects the one in force. A reference names one mandate of the
 * box for ever, revoked ones included (EPC rulebook), so it cannot be reused. A correction after
 * collections is allowed: the next debit tells the bank what changed (pain008.ts, amendments).
 */
export async function saveMandate(
  tx: Tx,
  { by, userId, fields, today }: { by: number; userId: number; fields: MandateFields; today: string },
): Promise<Mandate> {
  // A mandate is recorded from the form the member signed: never ahead of its signature.
  if (fields.signedOn > today)
    throw new AppError('future_date', 'The mandate is not signed yet', { field: 'signedOn' });
  // The box's own account would have the box debit itself: a mandate copied from the wrong form.
  const creditor = await findCreditor(tx);
  if (creditor && creditor.iban === fields.iban)
    throw new AppError('mandate_iban_is_creditor', "The account is the box's own", { field: 'iban' });
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!member) throw notFound('User');
  const [owner] = await tx
    .select({ id: sepaMandates.id, userId: sepaMandates.userId, revokedAt: sepaMandates.revokedAt })
    .from(sepaMandates)
    .where(eq(sepaMandates.reference, fields.reference));
  const current = await findActiveMandate(tx, userId);
  if (owner && owner.id !== current?.id) throw referenceTaken(fields.reference);

  let saved: typeof sepaMandates.$inferSelect | undefined;
  try {
    [saved] = current
      ? await tx
          .update(sepaMandates)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(sepaMandates.id, current.id))
          .returning()
      : await tx
          .insert(sepaMandates)
          .values({ ...fields, userId })
          .returning();
  } catch (error) {
    // Another admin saved the same reference a moment ago.
    if (uniqueViolation(error) !== null) throw referenceTaken(fields.reference);
    throw error;
  }
  if (!saved) throw new Error('mandate not saved');

  const before = current ? auditedMandate(current) : null;
  const after = auditedMandate(saved);
  if (JSON.stringify(before) !== JSON.stringify(after))
    await recordAudit(tx, { by, action: 'mandate.save', userId, before, after });
  const collected = await collectedMandates(tx, [saved.id]);
  return toMandate(saved, collected.has(saved.id));
}

/** Ends the member's mandate in force: no remittance collects on it again. */
export async function revokeMandate(
  tx: Tx,
  { by, userId, now }: { by: number; userId: number; now: Date },
): Promise<Mandate> {
  const current = await findActiveMandate(tx, userId);
  if (!current) throw new AppError('no_mandate', 'The member has no mandate in force');
  const [revoked] = await tx
    .update(sepaMandates)
    .set({ revokedAt: now, updatedAt: now })
    .where(eq(sepaMandates.id, current.id))
    .returning();
  if (!revoked) throw new Error('mandate not revoked');
  await recordAudit(tx, {
    by,
    action: 'mandate.revoke',
    userId,
    before: { reference: current.reference, revokedAt: null },
    after: { reference: current.reference, revokedAt: now.toISOString() },
  });
  const collected = await collectedMandates(tx, [revoked.id]);
  return toMandate(revoked, collected.has(revoked.id));
}
