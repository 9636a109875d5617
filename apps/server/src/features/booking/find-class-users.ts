import type { ClassUser } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { classes } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { findEntries, toClassUser } from './class-entries';

/** A class's people for trainers: IN first, then the waiting list, each in arrival order. */
export async function findClassUsers(db: DbOrTx, classId: number): Promise<ClassUser[]> {
  const [cls] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  if (!cls) throw notFound('Class');
  const entries = await findEntries(db, [classId]);
  return [
    ...entries.filter((entry) => entry.status === 'IN'),
    ...entries.filter((entry) => entry.status === 'WAIT'),
  ].map(toClassUser);
}
