import { type AppConfig, type CheckinMethod, type CheckinResult, gymDateOf } from '@boxbook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { checkins, classUsers } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { findUserRow, toMemberSummary, toUser } from '../users/find-user';
import { warningsFor } from './checkin-warnings';
import { checkinWindow } from './checkin-window';
import { findBookedPlace, findFreeClasses } from './find-checkin-classes';

/**
 * A member came in at the door (docs/product.md, Check-in at the door). Their place in a class of
 * the check-in window is marked as come (class_users.validated, as a trainer's tick on the class
 * sheet, whose `classUser` event updates the sheet and the box TV live); without one the visit is
 * recorded for the day, as an open-box visit. A second scan for the same class (or, without one,
 * the same day) records nothing and answers the first one's time.
 *
 * The place is marked from the window's start, before the sheet's own attendance opens
 * (ATTENDANCE_OPENS_MINUTES): a member standing at the door has come.
 */
export async function recordCheckin(
  unit: UnitOfWork,
  input: {
    userId: number;
    by: number;
    method: CheckinMethod;
    now: Date;
    settings: Pick<AppConfig, 'checkinBeforeMinutes' | 'checkinAfterMinutes' | 'timeZone'>;
  },
): Promise<CheckinResult> {
  const { userId, now, settings } = input;
  const found = await findUserRow(unit, userId);
  if (!found) throw notFound('User');
  if (found.user.status === 'INACTIVE') throw new AppError('user_not_active', 'This member is not active');
  const today = gymDateOf(now, settings.timeZone);
  const window = checkinWindow(now, settings);
  const place = await findBookedPlace(unit, { userId, window, now });

  const [inserted] = await unit
    .insert(checkins)
    .values({
      userId,
      classId: place?.id ?? null,
      date: today,
      checkedInAt: now,
      byUserId: input.by,
      method: input.method,
    })
    .onConflictDoNothing()
    .returning({ checkedInAt: checkins.checkedInAt });
  const checkedInAt =
    inserted?.checkedInAt ?? (await firstCheckinAt(unit, { userId, classId: place?.id ?? null, today }));
  if (place && inserted) {
    await unit
      .update(classUsers)
      .set({ validated: true })
      .where(and(eq(classUsers.id, place.classUserId), eq(classUsers.status, 'IN')));
    publishOnCommit(unit, {
      kind: 'classUser',
      action: 'update',
      classId: place.id,
      classUserId: place.classUserId,
    });
  }

  return {
    member: toMemberSummary(await toUser(unit, found.user, found.plan, today)),
    class: place && {
      id: place.id,
      nameCa: place.nameCa,
      nameEs: place.nameEs,
      startTime: place.startsAt.toISOString(),
    },
    recorded: inserted !== undefined,
    checkedInAt: checkedInAt.toISOString(),
    warnings: await warningsFor(unit, { user: found.user, booked: place !== null, today }),
    freeClasses: place ? [] : await findFreeClasses(unit, window),
  };
}

/** When the check-in a second scan repeats was recorded. */
async function firstCheckinAt(
  unit: UnitOfWork,
  { userId, classId, today }: { userId: number; classId: number | null; today: string },
): Promise<Date> {
  const [first] = await unit
    .select({ checkedInAt: checkins.checkedInAt })
    .from(checkins)
    .where(
      and(
        eq(checkins.userId, userId),
        classId === null
          ? and(isNull(checkins.classId), eq(checkins.date, today))
          : eq(checkins.classId, classId),
      ),
    );
  if (!first) throw notFound('Check-in');
  return first.checkedInAt;
}
