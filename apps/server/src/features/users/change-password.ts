import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';

export async function changePassword(
  db: Db,
  userId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw new AppError(400, 'wrong_password', 'The current password is not right', 'oldPassword');
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
}
