import type { RestoredClasses } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { daysOff } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { restoreClasses } from './restore-classes';

/** Deletes a day off and brings back the classes it cancelled that have not started. */
export async function deleteDayOff(
  tx: UnitOfWork,
  { id, now }: { id: number; now: Date },
): Promise<RestoredClasses> {
  const [dayOff] = await tx.select().from(daysOff).where(eq(daysOff.id, id)).for('update');
  if (!dayOff) throw notFound('Day off');
  const restoredClasses = dayOff.skip ? 0 : await restoreClasses(tx, dayOff, now);
  await tx.delete(daysOff).where(eq(daysOff.id, id));
  publishOnCommit(tx, { kind: 'settings' });
  return { restoredClasses };
}
