import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeAllOfUser } from './refresh-tokens';

/**
 * Changes a member's password and closes every other session of theirs (a phone left signed in
 * somewhere, a stolen token): only the session that made the change stays open. The user row is
 * locked, so two changes made with the same old password cannot both pass. The caller forgets
 * the user's cached sessions once this commits.
 */
export async function changePassword(
  tx: Tx,
  {
    by,
    oldPassword,
    newPassword,
    now,
  }: { by: AccessClaims; oldPassword: string; newPassword: string; now: Date },
): Promise<void> {
  const { userId } = by;
  const [user] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('User');
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw new AppError('wrong_password', 'The current password is not right', { field: 'oldPassword' });
  }
  const passwordHash = await hashPassword(newPassword);
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await revokeAllOfUser(tx, userId, now, by.sessionId);
}
