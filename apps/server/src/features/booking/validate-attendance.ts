import type { ClassUser } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { classUsers } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { findEntry, toClassUser } from './class-entries';
import { inTransaction } from './in-transaction';
import { refuse } from './lock-rows';
import { queueEvent } from './queued-events';

/**
 * Marks whether a member came (DESIGN.md 3, attendance). Only an IN place can be validated; the
 * check constraint class_users_validated_in says the same in the database.
 */
export async function validateAttendance(
  db: Db,
  input: { classId: number; classUserId: number; validated: boolean },
): Promise<ClassUser> {
  return inTransaction(db, async (tx) => {
    const [entry] = await tx
      .select({ status: classUsers.status })
      .from(classUsers)
      .where(and(eq(classUsers.id, input.classUserId), eq(classUsers.classId, input.classId)))
      .for('update');
    if (!entry) throw notFound('Class user');
    if (input.validated && entry.status !== 'IN')
      throw refuse('not_in_place', 'Only members with a place (IN) can be validated');
    await tx
      .update(classUsers)
      .set({ validated: input.validated })
      .where(eq(classUsers.id, input.classUserId));
    queueEvent(tx, {
      kind: 'classUser',
      action: 'update',
      classId: input.classId,
      classUserId: input.classUserId,
    });
    const row = await findEntry(tx, input.classUserId);
    if (!row) throw notFound('Class user');
    return toClassUser(row);
  });
}
