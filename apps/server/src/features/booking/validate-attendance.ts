import { attendanceOpensAt, type ClassUser } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import { classes, classUsers } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { findClassUser, toClassUser } from './class-user-reads';

/**
 * Marks whether a member came (see docs/product.md, Attendance), from ATTENDANCE_OPENS_MINUTES before the
 * start on. Only an IN place can be validated; the check constraint class_users_validated_in says
 * the same in the database.
 */
export async function validateAttendance(
  tx: UnitOfWork,
  {
    classId,
    classUserId,
    validated,
    now,
  }: { classId: number; classUserId: number; validated: boolean; now: Date },
): Promise<ClassUser> {
  const [found] = await tx
    .select({ status: classUsers.status, startsAt: classes.startsAt })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .where(and(eq(classUsers.id, classUserId), eq(classUsers.classId, classId)))
    .for('update', { of: classUsers });
  if (!found) throw notFound('Class user');
  if (validated && found.status !== 'IN')
    throw new AppError('not_in_place', 'Only members with a place (IN) can be validated');
  const opensAt = attendanceOpensAt(found.startsAt);
  if (validated && now < opensAt)
    throw new AppError('attendance_not_open', 'Attendance opens shortly before the class', {
      params: { opensAt: opensAt.toISOString() },
    });
  await tx.update(classUsers).set({ validated }).where(eq(classUsers.id, classUserId));
  publishOnCommit(tx, { kind: 'classUser', action: 'update', classId, classUserId });
  const row = await findClassUser(tx, classUserId);
  if (!row) throw notFound('Class user');
  return toClassUser(row);
}
