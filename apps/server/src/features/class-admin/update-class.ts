import { type ClassEdit, classTimes, isLateCancellation } from '@boxbook/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { type ClassRow, classes, classUsers, visits } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { queuePush } from '../../infra/push/push-outbox';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { changedFields, recordAudit } from '../audit/record-audit';
import { ClassBatch } from '../booking/class-batch';
import type { ViewContext } from '../booking/class-view';
import { lockClass } from '../booking/lock-class';
import { promoteWaiting } from '../booking/promote-waiting';
import { assertCoach } from '../coaches/assert-coach';

/** A class that is on, and has not started: the only kind staff edit or cancel. */
export function assertEditable(cls: ClassRow, now: Date): void {
  if (cls.cancelledAt) throw new AppError('class_cancelled', 'The class has been cancelled');
  if (now >= cls.startsAt) throw new AppError('class_started', 'The class has already started');
}

/** The places taken: members IN and visitors (trials, drop-ins). */
async function countIn(tx: Tx, classId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(classUsers)
    .where(and(eq(classUsers.classId, classId), eq(classUsers.status, 'IN')));
  const [visitors] = await tx.select({ n: count() }).from(visits).where(eq(visits.classId, classId));
  return (row?.n ?? 0) + (visitors?.n ?? 0);
}

const auditedFields = (cls: ClassRow) => ({
  startsAt: cls.startsAt.toISOString(),
  endsAt: cls.endsAt.toISOString(),
  maxPeople: cls.maxPeople,
  show: cls.show,
  free: cls.free,
  coachId: cls.coachId,
});

/**
 * Edits a class already made (see docs/product.md, Classes and the timetable): its times on its own
 * date, its size, whether members see it and whether it is free (for places given from then on: a
 * place already paid keeps its credit, docs/decisions.md). A size below the places taken is
 * refused: nobody loses a place to an edit. A larger size outside the cancellation window moves
 * waiting members in by the rules of promote-waiting.ts; inside it, every waiting member is told a
 * place is free (live and by push).
 */
export async function updateClass(
  tx: UnitOfWork,
  { by, classId, edit, ctx }: { by: AccessClaims; classId: number; edit: ClassEdit; ctx: ViewContext },
): Promise<{ promoted: number[] }> {
  const { cls, activity, coach } = await lockClass(tx, classId);
  assertEditable(cls, ctx.now);
  const { config } = ctx.settings;
  const times = classTimes(cls.date, edit, config.timeZone);
  if (times.startsAt <= ctx.now)
    throw new AppError('validation', 'startTime: the class would have started', { field: 'startTime' });
  const inCount = await countIn(tx, cls.id);
  if (edit.maxPeople < inCount)
    throw new AppError('capacity_below_booked', 'More members hold a place than that size', {
      params: { inCount },
    });

  // Left out, the coach stays: an edit made before coaches existed keeps working.
  const coachId = edit.coachId === undefined ? cls.coachId : edit.coachId;
  if (coachId !== cls.coachId) await assertCoach(tx, coachId);
  const changes = { ...times, maxPeople: edit.maxPeople, show: edit.show, free: edit.free, coachId };
  const updated: ClassRow = { ...cls, ...changes };
  await tx.update(classes).set(changes).where(eq(classes.id, cls.id));
  const grew = edit.maxPeople > cls.maxPeople;
  const late = isLateCancellation(ctx.now, updated.startsAt, config.cancelLimitMinutes);
  const promoted =
    grew && !late
      ? await promoteWaiting(ClassBatch.of(tx, { cls: updated, activity, coach }), { by: by.userId })
      : [];
  // Inside the window nobody is moved in: whoever waits hears a place is free, as after a leave.
  if (grew && late && inCount < edit.maxPeople)
    await queuePush(tx, { waitingIn: cls.id, kind: 'place_free', params: { classId: cls.id } });
  publishOnCommit(tx, { kind: 'class', classId: cls.id });

  const changed = changedFields(auditedFields(cls), auditedFields(updated));
  if (changed)
    await recordAudit(tx, {
      by: by.userId,
      action: 'class.update',
      before: { classId: cls.id, ...changed.before },
      after: { classId: cls.id, ...changed.after, promoted },
    });
  return { promoted };
}
