import type { ClassUserStatus } from '@boxbook/domain';
import type { Tx } from '../../infra/db/client';
import type { ClassRow } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { creditSourceFor } from '../credits/credit-moves';
import { insertClassUser, takeFreePlace } from './class-user-writes';
import { blockFor, type ViewContext } from './class-view';
import { lockBooker } from './lock-booker';
import { lockClass } from './lock-class';
import { joinedWaitingList } from './read-ahead';

/**
 * Refusals that depend only on the class: the block the joiner sees (staff are held only by a day
 * off) and cancellation. A day off added meanwhile cancels the class under its lock, which
 * `cancelledAt` (read under the lock) then tells.
 */
function assertBookable(cls: ClassRow, ctx: ViewContext): void {
  if (cls.cancelledAt) throw new AppError('class_cancelled', 'The class has been cancelled');
  const { block, opensAt } = blockFor(cls, ctx);
  if (block) {
    const params: Record<string, string> = opensAt ? { block, opensAt } : { block };
    throw new AppError('class_not_bookable', `The class cannot be booked: ${block}`, { params });
  }
}

const singleBook = (activityId: number) =>
  new AppError('single_book', 'Only one class of this activity a day', { params: { activityId } });

/**
 * Joins a class (DESIGN.md 3 and 4): IN with a credit while there is room, else WAIT with no
 * credit yet. A waiting member who joins again takes a place left free inside the cancellation
 * window, where nobody is moved in automatically. When staff add a member who has no credit, the
 * place is given (creditSource NONE). Lock order: the class, then the member. Two statements when
 * the class is locked already (a batch, run-booking.ts): the member's lock with what the rules
 * read, then the place with its credit.
 */
export async function joinClass(
  tx: Tx,
  { by, classId, userId, ctx }: { by: AccessClaims; classId: number; userId: number; ctx: ViewContext },
): Promise<{ id: number; status: ClassUserStatus }> {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const staff = ctx.viewer?.staff ?? false;
  const locked = await lockClass(tx, classId);
  const { cls, activity } = locked;
  assertBookable(cls, ctx);
  // A disabled activity is off the members' pages (issue 13); staff may still place someone.
  if (!activity.enabled && !staff)
    throw new AppError('class_not_bookable', 'The activity is disabled', { params: { block: 'disabled' } });
  const booker = await lockBooker(tx, locked, userId);
  if (booker.user.status === 'INACTIVE') throw new AppError('user_not_active', 'The member is not active');
  const { mine } = booker;
  const hasRoom = booker.inCount < cls.maxPeople;
  if (mine && (mine.status === 'IN' || !hasRoom))
    throw new AppError('already_in_class', 'Already in this class or waiting for it');
  if (activity.singleBook && booker.holdsPlaceThatDay) throw singleBook(activity.id);

  let creditSource = hasRoom ? creditSourceFor(booker, cls, activity.creditType, booker.planUsed) : null;
  if (hasRoom && !creditSource) {
    if (!staff)
      throw new AppError('no_credits', 'No credits of this kind left', {
        params: { creditType: activity.creditType },
      });
    creditSource = 'NONE';
  }
  const place = { by: by.userId, cls, activity, userId, creditSource };
  if (!mine) {
    const joined = await insertClassUser(tx, { ...place, status: hasRoom ? 'IN' : 'WAIT', now: ctx.now });
    const waiting = { id: joined.id, status: 'WAIT', validated: false, creditSource: null } as const;
    if (joined.status === 'WAIT') joinedWaitingList(tx, cls.id, { ...booker, mine: waiting });
    return joined;
  }
  const taken = await takeFreePlace(tx, { ...place, classUserId: mine.id });
  // Only a singleBook promotion elsewhere that day removes a waiting class user without this lock.
  if (!taken) throw singleBook(activity.id);
  return taken;
}
