import type { CoachOption } from '@boxbook/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

/** An active trainer or admin: the only people a class or a weekly slot may name as its coach. */
const isActiveStaff = sql`${users.roles} && array['TRAINER', 'ADMIN']::text[] and ${users.status} = 'ACTIVE'`;

/** The staff a coach select offers, by first name. */
export function findCoachOptions(db: DbOrTx): Promise<CoachOption[]> {
  return db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(isActiveStaff)
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Refuses a coach who is not an active trainer or admin (a member, someone gone), as
 * `coach_not_staff` on the field that named them. Null (no coach) is always fine.
 */
export async function assertCoach(db: DbOrTx, coachId: number | null, field = 'coachId'): Promise<void> {
  if (coachId === null) return;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, coachId), isActiveStaff));
  if (!found) throw new AppError('coach_not_staff', `${field}: not a trainer or admin of the box`, { field });
}
