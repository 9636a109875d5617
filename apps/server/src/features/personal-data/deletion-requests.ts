import type { DeletionRequest } from '@boxbook/domain';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../infra/db/client';
import { deletionRequests, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit/record-audit';
import { assertNoDependents } from '../users/household';

/**
 * A member asks for their account to be deleted, confirming with their password (a phone left
 * unlocked must not be enough). Asking twice keeps the first request.
 */
export async function requestDeletion(
  tx: Tx,
  {
    userId,
    confirmedBy,
    password,
    now,
  }: {
    userId: number;
    /** Whose password confirms it: the member's, or the guardian's for a child under 14. */
    confirmedBy: number;
    password: string;
    now: Date;
  },
): Promise<{ requestedAt: string }> {
  const [user] = await tx
    .select({ anonymisedAt: users.anonymisedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.anonymisedAt) throw notFound('User');
  const [confirming] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, confirmedBy));
  if (!(await verifyPassword(confirming?.passwordHash ?? null, password).catch(() => false)))
    throw new AppError('wrong_password', 'The password is not right', { field: 'password' });
  await assertNoDependents(tx, userId);
  const [created] = await tx
    .insert(deletionRequests)
    .values({ userId, requestedAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await recordAudit(tx, {
      by: confirmedBy,
      action: 'member.deletion_request',
      userId,
      after: { requestedAt: created.requestedAt.toISOString() },
    });
    return { requestedAt: created.requestedAt.toISOString() };
  }
  const [open] = await tx
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.userId, userId))
    .orderBy(asc(deletionRequests.doneAt));
  return { requestedAt: (open?.requestedAt ?? now).toISOString() };
}

/** The requests still to carry out, oldest first: what the admin's list shows. */
export async function findOpenDeletionRequests(db: Db): Promise<DeletionRequest[]> {
  const rows = await db
    .select({ request: deletionRequests, name: users.name, surname: users.surname })
    .from(deletionRequests)
    .innerJoin(users, eq(users.id, deletionRequests.userId))
    .where(isNull(deletionRequests.doneAt))
    .orderBy(asc(deletionRequests.requestedAt), asc(deletionRequests.id));
  return rows.map(({ request, name, surname }) => ({
    id: request.id,
    userId: request.userId,
    name: `${name} ${surname}`,
    requestedAt: request.requestedAt.toISOString(),
  }));
}
