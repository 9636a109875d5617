import { decideLeave, isRefusal } from '@boxbook/domain';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { refusalError } from './booking-refusal';
import type { ClassBatch } from './class-batch';
import type { ViewContext } from './class-view';
import { promoteWaiting } from './promote-waiting';

export interface LeaveRequest {
  by: AccessClaims;
  userId: number;
  /** The member accepts losing the credit of a late cancellation. */
  penalization: boolean;
  ctx: ViewContext;
}

/**
 * Leaves a class (see docs/product.md, Leaving and the late-cancellation penalty): the domain's
 * decideLeave says what becomes of the credit and of the freed place; the batch writes it. A
 * place freed outside the cancellation window goes to the first waiting member who can pay;
 * inside it nobody is moved in, and everyone waiting hears a place is free. Two statements when
 * the class is locked already, two more per promotion; in a batch read ahead, none of its own:
 * the place goes with the batch's next statement (ClassBatch.leave).
 */
export async function leaveClass(batch: ClassBatch, { by, userId, penalization, ctx }: LeaveRequest) {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const { cls } = batch;
  const booker = await batch.booker(userId, { paying: false });
  const decision = decideLeave({
    place: booker.mine,
    now: ctx.now,
    startsAt: cls.startsAt,
    cancelLimitMinutes: ctx.settings.config.cancelLimitMinutes,
    removal: (ctx.viewer?.staff ?? false) && by.userId !== userId,
    penalization,
  });
  if (isRefusal(decision)) throw refusalError(decision);
  await batch.leave(booker, decision, { by: by.userId });
  if (decision.afterwards === 'promote') await promoteWaiting(batch, { by: by.userId });
  else if (decision.afterwards === 'tell waiting')
    await batch.queuePush({ waitingIn: cls.id, kind: 'place_free', params: { classId: cls.id } });
}
