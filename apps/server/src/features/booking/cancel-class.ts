import type { ClassCancelReason } from '@boxbook/domain';
import { asc, eq } from 'drizzle-orm';
import { classes, classUsers, lateCancellations } from '../../infra/db/schema';
import { queuePush } from '../../infra/push/push-outbox';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { refundCredit } from '../credits/credit-moves';
import { lockPayer } from '../credits/lock-payer';
import { lockClass } from './lock-class';

/**
 * Cancels a class the box will not hold (a day off; see docs/product.md, Days off): every class
 * user goes and EVERY credit comes back, including credits lost to late cancellations of this
 * class, since the class never took place. The class row stays, marked cancelled, so it is never
 * made again.
 */
export async function cancelClass(
  tx: UnitOfWork,
  { by, classId, now, reason }: { by: number; classId: number; now: Date; reason: ClassCancelReason },
): Promise<void> {
  const { cls, activity } = await lockClass(tx, classId);
  if (cls.cancelledAt) return;
  const classUsersOfClass = await tx
    .select()
    .from(classUsers)
    .where(eq(classUsers.classId, cls.id))
    .orderBy(asc(classUsers.id));
  const lost = await tx.select().from(lateCancellations).where(eq(lateCancellations.classId, cls.id));
  // Class first, then its users in id order: the lock order every booking follows.
  const userIds = [...new Set([...classUsersOfClass, ...lost].map((row) => row.userId))].sort(
    (a, b) => a - b,
  );
  for (const userId of userIds) await lockPayer(tx, userId);

  const kind = activity.creditType;
  for (const classUser of classUsersOfClass) {
    await tx.delete(classUsers).where(eq(classUsers.id, classUser.id));
    if (classUser.status === 'IN')
      await refundCredit(tx, {
        userId: classUser.userId,
        kind,
        classUserId: classUser.id,
        creditSource: classUser.creditSource,
        by,
      });
    publishOnCommit(tx, { kind: 'classUser', action: 'delete', classId: cls.id, classUserId: classUser.id });
  }
  for (const forfeit of lost) {
    await tx.delete(lateCancellations).where(eq(lateCancellations.id, forfeit.id));
    await refundCredit(tx, {
      userId: forfeit.userId,
      kind,
      classUserId: null,
      creditSource: forfeit.creditSource,
      by,
    });
  }
  await tx.update(classes).set({ cancelledAt: now, cancelReason: reason }).where(eq(classes.id, cls.id));
  publishOnCommit(tx, { kind: 'class', classId: cls.id });
  for (const userId of userIds) publishOnCommit(tx, { kind: 'user', userId });
  await queuePush(tx, { userIds, kind: 'class_cancelled', params: { classId: cls.id } });
}
