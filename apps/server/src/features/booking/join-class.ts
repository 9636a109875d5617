import type { JoinResponse } from '@boxbook/domain';
import type { AccessClaims } from '../auth/access-token';
import { assertSelfOr } from '../auth/authenticate';
import { queueForClass } from './class-queue';
import { type App, blockFor, loadViewContext, type ViewContext, viewerOf } from './class-view';
import { creditSourceFor } from './credit-moves';
import { findClass } from './find-classes';
import { inTransaction } from './in-transaction';
import { type ClassRow, lockClass, lockUser, refuse } from './lock-rows';
import { insertEntry, takeFreePlace } from './place-entry';
import { holdsPlaceThatDay, placeState } from './place-queries';

/**
 * Refusals that depend only on the class: the block the joiner sees (staff are held only by a day
 * off) and cancellation. A day off added meanwhile cancels the class under its lock, which
 * `cancelledAt` (read under the lock) then tells.
 */
function assertBookable(cls: ClassRow, ctx: ViewContext): void {
  if (cls.cancelledAt) throw refuse('class_cancelled', 'The class has been cancelled');
  const { block } = blockFor(cls, ctx);
  if (block) throw refuse('class_not_bookable', `The class cannot be booked: ${block}`);
}

/**
 * Joins a class (DESIGN.md 3 and 4): IN with a credit while there is room, else WAIT with no
 * credit yet. When staff add a member who has no credit, the place is given (creditSource NONE).
 * Lock order: the class, then the user (lock-rows.ts).
 */
export async function joinClass(
  app: App,
  by: AccessClaims,
  classId: number,
  userId: number,
): Promise<JoinResponse> {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const viewer = viewerOf(by);
  // Read before the class is locked, so the lock is held briefly; the answer's view reuses it.
  const ctx = await loadViewContext(app, viewer);
  const entry = await queueForClass(classId, () =>
    inTransaction(app.db, async (tx) => {
      const { cls, activity } = await lockClass(tx, classId);
      assertBookable(cls, ctx);
      const payer = await lockUser(tx, userId);
      if (payer.user.status === 'INACTIVE') throw refuse('user_not_active', 'The member is not active');
      const { inCount, mine: already } = await placeState(tx, cls.id, userId);
      const hasRoom = inCount < cls.maxPeople;
      // A waiting user may take a place left free inside the cancellation window (nobody is moved
      // in automatically there, DESIGN.md 3): the first to join takes it.
      if (already && (already.status === 'IN' || !hasRoom))
        throw refuse('already_in_class', 'Already in this class or waiting for it');
      if (activity.singleBook && (await holdsPlaceThatDay(tx, userId, cls)))
        throw refuse('single_book', `Only one ${activity.name} class a day`);

      let creditSource = hasRoom ? await creditSourceFor(tx, payer, cls, activity.creditType) : null;
      if (hasRoom && !creditSource) {
        if (!viewer.staff) throw refuse('no_credits', `No ${activity.creditType.toLowerCase()} credits left`);
        creditSource = 'NONE';
      }
      const place = { by: by.userId, cls, activity, userId, creditSource };
      if (!already) return insertEntry(tx, { ...place, status: hasRoom ? 'IN' : 'WAIT', now: ctx.now });
      const taken = await takeFreePlace(tx, { ...place, classUserId: already.id });
      // Only a singleBook promotion elsewhere that day removes a waiting entry without this lock.
      if (!taken) throw refuse('single_book', `Only one ${activity.name} class a day`);
      return taken;
    }),
  );
  return {
    id: entry.id,
    status: entry.status,
    class: await findClass(app, viewer, classId, { evenHidden: true, ctx }),
  };
}
