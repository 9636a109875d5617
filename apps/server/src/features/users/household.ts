import {
  type AddDependent,
  ageGroupOn,
  DEFAULT_AVATAR,
  type Household,
  type HouseholdPerson,
} from '@boxbook/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { type UserRow, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { hashPassword } from '../../lib/password';
import { recordAudit } from '../audit/record-audit';

const personOf = (row: UserRow): HouseholdPerson => ({
  id: row.id,
  name: row.name,
  surname: row.surname,
  image: row.image ?? DEFAULT_AVATAR,
  birth: row.birth,
  hasLogin: row.passwordHash !== null,
  guardianConsentAt: row.guardianId === null ? null : (row.guardianConsentAt?.toISOString() ?? null),
});

/** Whether a row is someone's dependent now: a guardian, and not yet of age (household_left_at). */
export const isDependent = (row: Pick<UserRow, 'guardianId' | 'householdLeftAt'>) =>
  row.guardianId !== null && row.householdLeftAt === null;

/** The dependents a guardian books and pays for now, oldest first. */
export async function findDependentRows(db: DbOrTx, guardianId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.guardianId, guardianId), isNull(users.householdLeftAt)))
    .orderBy(asc(users.birth), asc(users.id));
}

/** A member's household: their guardian, if they are a dependent, and their dependents. */
export async function findHousehold(db: DbOrTx, userId: number): Promise<Household> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  const [guardian] =
    row.guardianId !== null && isDependent(row)
      ? await db.select().from(users).where(eq(users.id, row.guardianId))
      : [];
  const dependents = await findDependentRows(db, userId);
  return { guardian: guardian ? personOf(guardian) : null, dependents: dependents.map(personOf) };
}

/**
 * Adds a dependent to a member's household, with the guardian's consent recorded now. Under 14 the
 * dependent has no login, e-mail or DNI (LOPDGDD art. 7: the guardian consents and manages the
 * account); from 14 to 17 they sign in themselves; an adult is a member of their own.
 */
export async function addDependent(
  tx: Tx,
  input: { guardianId: number; by: number; request: AddDependent; today: string; now: Date },
): Promise<HouseholdPerson> {
  const { request, today } = input;
  if (!request.consent)
    throw new AppError('guardian_consent_required', 'The guardian must consent', { field: 'consent' });
  const [guardian] = await tx.select().from(users).where(eq(users.id, input.guardianId)).for('update');
  if (!guardian || guardian.anonymisedAt) throw notFound('User');
  if (isDependent(guardian))
    throw new AppError('guardian_is_dependent', 'A dependent cannot have dependents of their own');
  if (request.birth > today)
    throw new AppError('future_date', 'The birth date is in the future', { field: 'birth' });
  const group = ageGroupOn(request.birth, today);
  if (group === 'adult')
    throw new AppError('dependent_adult', 'An adult is a member of their own', { field: 'birth' });
  const login = request.login ?? null;
  if (group === 'child' && login)
    throw new AppError('dependent_login_too_young', 'Under 14 the guardian manages the account', {
      field: 'login',
    });
  if (group === 'teen' && !login)
    throw new AppError('dependent_login_required', 'From 14 a dependent signs in themselves', {
      field: 'login',
    });
  const [created] = await tx
    .insert(users)
    .values({
      name: request.name,
      surname: request.surname,
      birth: request.birth,
      cin: login?.cin ?? null,
      email: login?.email ?? null,
      passwordHash: login ? await hashPassword(login.password) : null,
      language: guardian.language,
      guardianId: guardian.id,
      guardianConsentAt: input.now,
    })
    .onConflictDoNothing({ target: users.cin })
    .returning();
  if (!created)
    throw new AppError('cin_taken', 'An account with this DNI/NIE exists already', { field: 'cin' });
  await recordAudit(tx, {
    by: input.by,
    action: 'household.add_dependent',
    userId: created.id,
    after: { guardianId: guardian.id, birth: request.birth, hasLogin: login !== null },
  });
  return personOf(created);
}

/**
 * A guardian with dependents is not deleted: the dependents would be left with nobody to book and
 * pay for them, and a child's account is the guardian's to manage. Remove or hand over the
 * dependents first (docs/decisions.md, "Households").
 */
export async function assertNoDependents(db: DbOrTx, userId: number): Promise<void> {
  const [dependent] = await findDependentRows(db, userId);
  if (dependent)
    throw new AppError('household_has_dependents', 'Their dependents must be removed or handed over first');
}

/**
 * Whether `userId` is a child under 14 of `guardianId`'s household: the one whose personal data
 * the guardian exports and whose deletion the guardian asks for (LOPDGDD art. 7). From 14 a
 * dependent decides for themselves.
 */
export async function isChildOf(
  db: DbOrTx,
  input: { guardianId: number; userId: number; today: string },
): Promise<boolean> {
  const [row] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!row || row.guardianId !== input.guardianId || !isDependent(row) || row.birth === null) return false;
  return ageGroupOn(row.birth, input.today) === 'child';
}
