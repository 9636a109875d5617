import {
  bookingBlockSchema,
  type ClassUserStatus,
  type CreditSource,
  type CreditType,
} from '@boxbook/domain';
import type { Tx } from '../../infra/db/client';
import type { ClassRow } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { creditSourceFor } from '../credits/credit-moves';
import { insertClassUser, takeFreePlace } from './class-user-writes';
import { blockFor, type ViewContext } from './class-view';
import { type Booker, lockBooker } from './lock-booker';
import { type LockedClass, lockClass } from './lock-class';
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
 * What a join would give the member, or the refusal it meets: a place (with where its credit comes
 * from, null when they have none left) while there is room, else a wait. The one-class-a-day rule
 * of a singleBook activity is the member's own: staff adding someone else may break it (a trainer
 * records that a member came to another class than the one booked, docs/decisions.md).
 */
export function placeFor(
  booker: Booker,
  { cls, activity }: LockedClass,
  { staffAdds }: { staffAdds: boolean },
): { hasRoom: boolean; creditSource: CreditSource | null } {
  if (booker.user.status === 'INACTIVE') throw new AppError('user_not_active', 'The member is not active');
  const { mine } = booker;
  const hasRoom = booker.inCount < cls.maxPeople;
  if (mine && (mine.status === 'IN' || !hasRoom))
    throw new AppError('already_in_class', 'Already in this class or waiting for it');
  if (activity.singleBook && booker.holdsPlaceThatDay && !staffAdds) throw singleBook(activity.id);
  const creditSource = hasRoom ? creditSourceFor(booker, cls, activity.creditType, booker.planUsed) : null;
  return { hasRoom, creditSource };
}

/**
 * Joins a class (see docs/product.md, Joining a class, and Credits and plan allowance): IN with a
 * credit while there is room, else WAIT with no credit yet. A waiting member who joins again takes
 * a place left free inside the cancellation window, where nobody is moved in automatically. Staff
 * may give the place `free` (creditSource NONE); otherwise the member's credit pays for it, and a
 * member with none is refused, never put in unpaid without a word. Lock order: the class, then the
 * member. Two statements when the class is locked already (a batch, run-booking.ts): the member's
 * lock with what the rules read, then the place with its credit.
 */
export async function joinClass(
  tx: Tx,
  {
    by,
    classId,
    userId,
    free = false,
    ctx,
  }: { by: AccessClaims; classId: number; userId: number; free?: boolean; ctx: ViewContext },
): Promise<{ id: number; status: ClassUserStatus }> {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const staff = ctx.viewer?.staff ?? false;
  if (free && !staff) throw new AppError('forbidden', 'Only staff give free places');
  const locked = await lockClass(tx, classId);
  const { cls, activity } = locked;
  assertBookable(cls, ctx);
  // A disabled activity is off the members' pages; staff may still place someone.
  if (!activity.enabled && !staff)
    throw new AppError('class_not_bookable', 'The activity is disabled', {
      params: { block: bookingBlockSchema.enum.disabled },
    });
  const booker = await lockBooker(tx, locked, userId);
  const staffAdds = staff && by.userId !== userId;
  const { hasRoom, creditSource: owed } = placeFor(booker, locked, { staffAdds });
  const creditSource = !hasRoom ? null : free ? 'NONE' : owed;
  if (hasRoom && !creditSource) throw noCredits(activity.creditType, staffAdds);
  const place = { by: by.userId, cls, activity, userId, creditSource };
  const { mine } = booker;
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

/** Said to the member themselves, or to staff about the member they are adding. */
function noCredits(creditType: CreditType, staffAdds: boolean): AppError {
  const params = { creditType };
  return staffAdds
    ? new AppError('member_no_credits', 'The member has no credit of this kind left', { params })
    : new AppError('no_credits', 'No credits of this kind left', { params });
}
