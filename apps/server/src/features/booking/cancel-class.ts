import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { classes, classUsers, lateCancellations } from '../../infra/db/schema';
import { refundCredit } from './credit-moves';
import { lockClass, lockUser } from './lock-rows';
import { queueEvent } from './queued-events';

/**
 * Cancels a class the box will not hold (a day off, DESIGN.md 3): every entry goes and EVERY
 * credit comes back, including credits lost to late cancellations of this class, since the
 * class never took place. The class row stays, marked cancelled, so it is never made again.
 */
export async function cancelClass(tx: Tx, classId: number, input: { by: number; now: Date }): Promise<void> {
  const { cls, activity } = await lockClass(tx, classId);
  if (cls.cancelledAt) return;
  const entries = await tx
    .select()
    .from(classUsers)
    .where(eq(classUsers.classId, cls.id))
    .orderBy(asc(classUsers.id));
  const lost = await tx.select().from(lateCancellations).where(eq(lateCancellations.classId, cls.id));
  // Class first, then its users in id order: the lock order every booking follows.
  const userIds = [...new Set([...entries, ...lost].map((row) => row.userId))].sort((a, b) => a - b);
  for (const userId of userIds) await lockUser(tx, userId);

  const kind = activity.creditType;
  for (const entry of entries) {
    await tx.delete(classUsers).where(eq(classUsers.id, entry.id));
    if (entry.status === 'IN')
      await refundCredit(tx, {
        userId: entry.userId,
        kind,
        classUserId: entry.id,
        creditSource: entry.creditSource,
        by: input.by,
      });
    queueEvent(tx, { kind: 'classUser', action: 'delete', classId: cls.id, classUserId: entry.id });
  }
  for (const forfeit of lost) {
    await tx.delete(lateCancellations).where(eq(lateCancellations.id, forfeit.id));
    await refundCredit(tx, {
      userId: forfeit.userId,
      kind,
      classUserId: null,
      creditSource: forfeit.creditSource,
      by: input.by,
    });
  }
  await tx.update(classes).set({ cancelledAt: input.now }).where(eq(classes.id, cls.id));
  queueEvent(tx, { kind: 'class', classId: cls.id });
  for (const userId of userIds) queueEvent(tx, { kind: 'user', userId });
}
