import type { UserStatus } from '@boxbook/domain';
import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

/** Every change that may take away an active admin waits for this lock, so two cannot both pass. */
const ADMINS_LOCK_ID = 7_270_020;

/** An admin who can sign in and run the box: not deactivated, not anonymised. */
export const isActiveAdmin = (user: { roles: readonly string[]; status: UserStatus }) =>
  user.roles.includes('ADMIN') && user.status !== 'INACTIVE';

/**
 * Refuses a change that would leave the box without an active admin (`last_admin`): `before` is
 * the member as they are, `after` as the change leaves them. Two admins stepping down at once are
 * taken one after the other (an advisory lock), so the count the second one reads includes the
 * first one's change.
 */
export async function assertAdminRemains(
  tx: Tx,
  {
    userId,
    before,
    after,
  }: {
    userId: number;
    before: { roles: readonly string[]; status: UserStatus };
    after: { roles: readonly string[]; status: UserStatus };
  },
): Promise<void> {
  if (!isActiveAdmin(before) || isActiveAdmin(after)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_ID})`);
  const [others] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        sql`'ADMIN' = any(${users.roles})`,
        ne(users.status, 'INACTIVE'),
        isNull(users.anonymisedAt),
      ),
    );
  if ((others?.count ?? 0) === 0)
    throw new AppError('last_admin', 'The box would be left without an active admin');
}
