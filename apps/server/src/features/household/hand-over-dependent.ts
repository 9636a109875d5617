import { ageGroupOn, type HandOverDependent } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { isDependent } from '../users/household';

/**
 * Staff hand a dependent to another guardian, the other parent say (docs/product.md, Households):
 * the new guardian declares they are a parent or legal guardian and consents, recorded now as when
 * a dependent is added. Bookings, credits and plan stay the dependent's; from now on the new
 * guardian books and pays for them, and the old one no longer acts for them. A dependent taken out
 * of a household (not of age) may be handed over too, and is back in one. Answers the guardian
 * before.
 */
export async function handOverDependent(
  tx: UnitOfWork,
  input: { by: number; dependentId: number; request: HandOverDependent; today: string; now: Date },
): Promise<number | null> {
  const { request, now } = input;
  if (!request.consent)
    throw new AppError('guardian_consent_required', 'The new guardian must consent', { field: 'consent' });
  const [dependent] = await tx.select().from(users).where(eq(users.id, input.dependentId)).for('update');
  if (!dependent || dependent.anonymisedAt) throw notFound('User');
  const minor = dependent.birth !== null && ageGroupOn(dependent.birth, input.today) !== 'adult';
  if (dependent.guardianId === null || !minor)
    throw new AppError('not_a_dependent', 'Only a minor of a household is handed over');
  const [guardian] = await tx.select().from(users).where(eq(users.id, request.guardianId)).for('update');
  if (!guardian || guardian.anonymisedAt) throw notFound('User');
  const guardianIsMinor = guardian.birth !== null && ageGroupOn(guardian.birth, input.today) !== 'adult';
  if (
    guardian.id === dependent.id ||
    isDependent(guardian) ||
    guardianIsMinor ||
    guardian.passwordHash === null ||
    guardian.status !== 'ACTIVE'
  )
    throw new AppError('guardian_not_eligible', 'The new guardian must be an adult member of their own', {
      field: 'guardianId',
    });
  await tx
    .update(users)
    .set({ guardianId: guardian.id, guardianConsentAt: now, householdLeftAt: null, status: 'ACTIVE' })
    .where(eq(users.id, dependent.id));
  await recordAudit(tx, {
    by: input.by,
    action: 'household.hand_over',
    userId: dependent.id,
    before: {
      guardianId: dependent.guardianId,
      householdLeftAt: dependent.householdLeftAt?.toISOString() ?? null,
    },
    after: { guardianId: guardian.id, guardianConsentAt: now.toISOString() },
  });
  for (const userId of [dependent.id, guardian.id, dependent.guardianId])
    publishOnCommit(tx, { kind: 'user', userId });
  return dependent.guardianId;
}
