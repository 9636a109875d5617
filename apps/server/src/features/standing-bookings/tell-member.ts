import type { Tx } from '../../infra/db/client';
import { queuePush } from '../../infra/push/push-outbox';

/**
 * Tells a member that this week's place of their standing booking was not taken (`code` is why:
 * an error code of the booking rules, or `class_full` when they were put in the waiting list), by
 * a push to their devices, sent only if the transaction that recorded it commits. The take row
 * the caller wrote is what the member's standing bookings screen shows.
 */
export async function tellNotTaken(
  tx: Tx,
  notice: { userId: number; classId: number; code: string },
): Promise<void> {
  await queuePush(tx, {
    userId: notice.userId,
    kind: 'standing_not_taken',
    params: { classId: notice.classId, code: notice.code },
  });
}
