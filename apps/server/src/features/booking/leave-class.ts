import { type ClassView, isLateCancellation } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import { classUsers } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import type { AccessClaims } from '../auth/access-token';
import { assertSelfOr } from '../auth/authenticate';
import { queueForClass } from './class-queue';
import { type App, loadViewContext, viewerOf } from './class-view';
import { forfeitCredit, refundCredit } from './credit-moves';
import { findClass } from './find-classes';
import { inTransaction } from './in-transaction';
import { lockClass, lockUser, refuse } from './lock-rows';
import { promoteWaiting } from './promote-waiting';
import { queueEvent } from './queued-events';

/**
 * Leaves a class (DESIGN.md 3). WAIT: always free. IN: the credit comes back up to
 * cancelLimitMinutes before the start (exactly at the limit included); later it is lost and the
 * member must confirm with `penalization: true`. Staff removing someone else always refund. A
 * place freed outside the cancellation window goes to the first waiting user who can pay; inside
 * it nobody is moved in (the class event tells every waiting user a place is free).
 */
export async function leaveClass(
  app: App,
  by: AccessClaims,
  classId: number,
  request: { userId: number; penalization: boolean },
): Promise<ClassView> {
  const { userId } = request;
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const viewer = viewerOf(by);
  const removal = viewer.staff && by.userId !== userId;
  const ctx = await loadViewContext(app, viewer);
  const { now } = ctx;
  const { cancelLimitMinutes } = ctx.config;
  await queueForClass(classId, () =>
    inTransaction(app.db, async (tx) => {
      const { cls, activity } = await lockClass(tx, classId);
      await lockUser(tx, userId);
      const [entry] = await tx
        .select()
        .from(classUsers)
        .where(and(eq(classUsers.classId, cls.id), eq(classUsers.userId, userId)));
      if (!entry) throw new AppError(404, 'not_in_class', 'Not in this class');
      const wasIn = entry.status === 'IN';
      const late = isLateCancellation(now, cls.startsAt, cancelLimitMinutes);
      if (wasIn && !removal) {
        // After the start an IN place is attendance (or a no-show): only staff can change it.
        if (now >= cls.startsAt) throw refuse('class_started', 'The class has already started');
        if (late && !request.penalization)
          throw refuse('penalization_required', 'Leaving this late loses the credit; confirm to leave');
      }

      await tx.delete(classUsers).where(eq(classUsers.id, entry.id));
      const paid = {
        userId,
        kind: activity.creditType,
        classUserId: entry.id,
        creditSource: entry.creditSource,
        by: by.userId,
      };
      if (wasIn && late && !removal) await forfeitCredit(tx, paid, cls);
      else if (wasIn) await refundCredit(tx, paid);
      queueEvent(tx, { kind: 'classUser', action: 'delete', classId: cls.id, classUserId: entry.id });
      queueEvent(tx, { kind: 'class', classId: cls.id });
      if (wasIn && entry.creditSource !== 'NONE') queueEvent(tx, { kind: 'user', userId });
      if (wasIn && !late) await promoteWaiting(tx, { cls, activity, by: by.userId });
    }),
  );
  return findClass(app, viewer, classId, { evenHidden: true, ctx });
}
