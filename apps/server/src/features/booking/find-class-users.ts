import type { ClassUser } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { classes } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { findClassUsersOf, toClassUser } from './class-user-reads';

/** A class's users for trainers: IN first, then the waiting list, each in arrival order. */
export async function findClassUsers(db: DbOrTx, classId: number): Promise<ClassUser[]> {
  const [cls] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  if (!cls) throw notFound('Class');
  const found = await findClassUsersOf(db, [classId]);
  return [
    ...found.filter((classUser) => classUser.status === 'IN'),
    ...found.filter((classUser) => classUser.status === 'WAIT'),
  ].map(toClassUser);
}
