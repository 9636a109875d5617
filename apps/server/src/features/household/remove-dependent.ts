import { and, eq, gt, isNull } from 'drizzle-orm';
import { classes, classUsers, standingBookings, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { ClassBatch } from '../booking/class-batch';
import { leaveClass } from '../booking/leave-class';
import type { BoxSettings } from '../settings/box-settings';
import { isDependent } from '../users/household';

/**
 * The guardian (or an admin) takes a dependent out of the household (docs/product.md, Households):
 * their future places are given up as a staff removal (the credit back, waiting members move in),
 * their standing bookings stop, and the account is kept for the box's records (receipts, invoices,
 * attendance) but no longer active, so no plan of theirs renews. The guardian stops acting for them
 * (`household_left_at`); `guardian_id` stays, so past invoices still name who paid.
 */
export async function removeDependent(
  tx: UnitOfWork,
  {
    by,
    guardianId,
    dependentId,
    now,
    settings,
  }: { by: AccessClaims; guardianId: number; dependentId: number; now: Date; settings: BoxSettings },
): Promise<void> {
  const [dependent] = await tx.select().from(users).where(eq(users.id, dependentId)).for('update');
  if (!dependent) throw notFound('User');
  if (!isDependent(dependent) || dependent.guardianId !== guardianId)
    throw new AppError('not_a_dependent', 'Not a dependent of this household');

  const future = await tx
    .select({ classId: classUsers.classId })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .where(and(eq(classUsers.userId, dependentId), gt(classes.startsAt, now), isNull(classes.cancelledAt)));
  // Given up as the desk removes a member: never a penalty, whatever the cancellation limit.
  const ctx = { now, settings, viewer: { userId: by.userId, staff: true } };
  for (const { classId } of future)
    await leaveClass(await ClassBatch.open(tx, classId), {
      by,
      userId: dependentId,
      penalization: false,
      ctx,
    });
  await tx.delete(standingBookings).where(eq(standingBookings.userId, dependentId));
  await tx.update(users).set({ householdLeftAt: now, status: 'INACTIVE' }).where(eq(users.id, dependentId));
  await recordAudit(tx, {
    by: by.userId,
    action: 'household.remove',
    userId: dependentId,
    before: { guardianId, status: dependent.status },
    after: { householdLeftAt: now.toISOString(), status: 'INACTIVE', placesGivenUp: future.length },
  });
  publishOnCommit(tx, { kind: 'user', userId: dependentId });
  publishOnCommit(tx, { kind: 'user', userId: guardianId });
}
