import { eq } from 'drizzle-orm';
import { classUsers } from '../../infra/db/schema';
import type { UnitOfWork } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { cancelClass } from '../booking/cancel-class';
import { lockClass } from '../booking/lock-class';
import { assertEditable } from './update-class';

/**
 * Staff call a class off (see docs/product.md, Classes and the timetable): everyone in it or
 * waiting leaves, every credit comes back (cancel-class.ts, which also returns credits lost to late
 * leaves), and each member hears of it through the realtime events of their class and their
 * credits. A STAFF cancellation is not undone by deleting a day off. Returns the members it
 * concerned.
 */
export async function cancelClassByStaff(
  tx: UnitOfWork,
  { by, classId, now }: { by: number; classId: number; now: Date },
): Promise<number[]> {
  const { cls } = await lockClass(tx, classId);
  assertEditable(cls, now);
  const members = await tx
    .select({ userId: classUsers.userId, status: classUsers.status, creditSource: classUsers.creditSource })
    .from(classUsers)
    .where(eq(classUsers.classId, cls.id));
  await cancelClass(tx, { by, classId, now, reason: 'STAFF' });
  for (const member of members)
    await recordAudit(tx, {
      by,
      action: 'class.cancel',
      userId: member.userId,
      before: { classId, status: member.status, creditSource: member.creditSource },
      after: { classId, status: null, refunded: member.status === 'IN' && member.creditSource !== 'NONE' },
    });
  await recordAudit(tx, {
    by,
    action: 'class.cancel',
    before: { classId, startsAt: cls.startsAt.toISOString() },
    after: { classId, cancelled: true, members: members.map((m) => m.userId) },
  });
  return members.map((m) => m.userId);
}
