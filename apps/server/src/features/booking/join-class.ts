import { bookingBlockSchema, type ClassUserStatus, decideJoin, isRefusal } from '@boxbook/domain';
import type { ClassRow } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { refusalError } from './booking-refusal';
import type { ClassBatch } from './class-batch';
import { blockFor, type ViewContext } from './class-view';
import { factsOf } from './lock-booker';

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

/**
 * Joins a class (see docs/product.md, Joining a class, and Credits and plan allowance): the
 * domain's decideJoin says IN with which credit, WAIT, or why not; the batch writes it. Staff may
 * give the place `free` (creditSource NONE). Lock order: the class (the batch holds it), then the
 * member. Two statements when the class is locked already: the member's lock with what the rules
 * read (none when the batch read them ahead), then the place with its credit.
 */
export async function joinClass(
  batch: ClassBatch,
  { by, userId, free = false, ctx }: { by: AccessClaims; userId: number; free?: boolean; ctx: ViewContext },
): Promise<{ id: number; status: ClassUserStatus }> {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const staff = ctx.viewer?.staff ?? false;
  if (free && !staff) throw new AppError('forbidden', 'Only staff give free places');
  const { cls, activity } = batch;
  assertBookable(cls, ctx);
  // A disabled activity is off the members' pages; staff may still place someone.
  if (!activity.enabled && !staff)
    throw new AppError('class_not_bookable', 'The activity is disabled', {
      params: { block: bookingBlockSchema.enum.disabled },
    });
  const booker = await batch.booker(userId);
  const facts = factsOf(booker, batch.locked);
  const staffAdds = staff && by.userId !== userId;
  const decision = decideJoin(facts.member, facts.cls, { staffAdds, free });
  if (isRefusal(decision)) throw refusalError(decision);
  const joined = await batch.join(booker, decision, { by: by.userId, now: ctx.now });
  if (!joined) throw refusalError({ refused: 'single_book', params: { activityId: activity.id } });
  return joined;
}
