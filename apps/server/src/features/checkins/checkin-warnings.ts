import { type CheckinWarning, needsGuardianConsent } from '@boxbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { sepaReturns, type UserRow } from '../../infra/db/schema';
import { hasAcceptedCurrentTerms } from '../terms/terms-acceptance';

/** What a warning is decided from: the member, and whether the check-in found their booking. */
export interface CheckinFacts {
  user: Pick<UserRow, 'id' | 'birth' | 'guardianConsentAt' | 'guardianId'>;
  booked: boolean;
  /** The gym's date of the check-in. */
  today: string;
}

type Check = (db: DbOrTx, facts: CheckinFacts) => Promise<boolean> | boolean;

/**
 * What the door's staff should see about a member who came in (docs/product.md, Check-in at the
 * door), one line each: a new warning is a value in checkinWarningSchema and its check here.
 */
const CHECKS: Record<CheckinWarning, Check> = {
  /** No class booked in the check-in window: the door offers the free places. */
  no_booking: (_db, facts) => !facts.booked,
  /** A direct debit the bank returned and the member has not paid yet (docs/sepa.md). */
  unpaid: async (db, { user }) => {
    const [owed] = await db
      .select({ id: sepaReturns.id })
      .from(sepaReturns)
      .where(and(eq(sepaReturns.userId, user.id), inArray(sepaReturns.status, ['UNPAID', 'RECOLLECTED'])))
      .limit(1);
    return owed !== undefined;
  },
  /** A minor for whom no parent or guardian has consented (docs/product.md, Households). */
  no_guardian_consent: (_db, { user, today }) => needsGuardianConsent(user, today),
  /** The box's current terms not accepted yet, by the member or, for a dependent, their guardian (docs/product.md, Terms). */
  terms_not_accepted: async (db, { user }) =>
    !(await hasAcceptedCurrentTerms(db, user.guardianId ?? user.id)),
};

/** The warnings that apply, in the order staff read them. */
export async function warningsFor(db: DbOrTx, facts: CheckinFacts): Promise<CheckinWarning[]> {
  const found: CheckinWarning[] = [];
  // One after another: on a transaction, statements run one at a time anyway.
  for (const [warning, check] of Object.entries(CHECKS) as [CheckinWarning, Check][])
    if (await check(db, facts)) found.push(warning);
  return found;
}
