import { isLateCancellation } from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { classUsers } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { queuePush } from '../../infra/push/push-outbox';
import { queueEvent } from '../../infra/realtime/event-queue';
import { balanceMoveCtes, forfeitCtes } from '../credits/credit-moves';
import { withCtes } from './class-user-writes';
import type { ViewContext } from './class-view';
import { lockBooker } from './lock-booker';
import { lockClass } from './lock-class';
import { promoteWaiting } from './promote-waiting';
import { forgetBooker, placesMoved } from './read-ahead';

export interface LeaveRequest {
  by: AccessClaims;
  classId: number;
  userId: number;
  /** The member accepts losing the credit of a late cancellation. */
  penalization: boolean;
  ctx: ViewContext;
}

/**
 * Leaves a class (see docs/product.md, Leaving and the late-cancellation penalty). WAIT: always
 * free. IN: the credit comes back up to cancelLimitMinutes before the start (exactly at the limit
 * included); later it is lost and the member must confirm with `penalization: true`. Staff removing
 * someone else always refund. A place freed outside the cancellation window goes to the first
 * waiting member who can pay; inside it nobody is moved in (the class event tells every waiting
 * member a place is free). Two statements when the class is locked already (a batch,
 * run-booking.ts), two more per promotion.
 */
export async function leaveClass(tx: Tx, { by, classId, userId, penalization, ctx }: LeaveRequest) {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const removal = (ctx.viewer?.staff ?? false) && by.userId !== userId;
  const { now } = ctx;
  const locked = await lockClass(tx, classId);
  const { cls, activity } = locked;
  const { mine: leaving } = await lockBooker(tx, locked, userId, { paying: false });
  if (!leaving) throw new AppError('not_in_class', 'Not in this class');
  // Someone who came used the class: their attendance stays on record (unmark it first).
  if (leaving.validated)
    throw new AppError('attended', 'The member came to this class; unmark attendance first');
  const wasIn = leaving.status === 'IN';
  const late = isLateCancellation(now, cls.startsAt, ctx.settings.config.cancelLimitMinutes);
  if (wasIn && !removal) {
    // After the start an IN place is attendance (or a no-show): only staff can change it.
    if (now >= cls.startsAt) throw new AppError('class_started', 'The class has already started');
    if (late && !penalization)
      throw new AppError('penalization_required', 'Leaving this late loses the credit; confirm to leave');
  }

  const paid = {
    userId,
    kind: activity.creditType,
    classUserId: leaving.id,
    creditSource: leaving.creditSource,
    by: by.userId,
  };
  // The class user goes with its credit's move, in one statement.
  const credit = !wasIn ? [] : late && !removal ? forfeitCtes(paid, cls) : balanceMoveCtes(paid, 'refund');
  await withCtes(
    tx,
    [sql`gone as (delete from ${classUsers} where id = ${leaving.id} returning id)`, ...credit],
    sql`select id from gone`,
  );
  if (wasIn) placesMoved(tx, cls.id, -1);
  forgetBooker(tx, userId);
  queueEvent(tx, { kind: 'classUser', action: 'delete', classId: cls.id, classUserId: leaving.id });
  queueEvent(tx, { kind: 'class', classId: cls.id });
  if (wasIn && leaving.creditSource !== 'NONE') queueEvent(tx, { kind: 'user', userId });
  if (wasIn && !late) await promoteWaiting(tx, { cls, activity, by: by.userId });
  // Inside the cancellation window nobody is moved in: everyone waiting hears a place is free.
  else if (wasIn) await queuePush(tx, { waitingIn: cls.id, kind: 'place_free', params: { classId: cls.id } });
}
