import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeAllOfUser } from './refresh-tokens';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'sessions'>;

/**
 * Changes a member's password and closes every other session of theirs (a phone left signed in
 * somewhere, a stolen token): only the session that made the change stays open.
 */
export async function changePassword(
  app: App,
  by: AccessClaims,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<void> {
  const { db } = app;
  const { userId } = by;
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw new AppError('wrong_password', 'The current password is not right', { field: 'oldPassword' });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllOfUser(tx, userId, app.clock.now(), by.sessionId);
  });
  app.sessions.forgetUser(userId);
}
