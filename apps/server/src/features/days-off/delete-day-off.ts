import type { RestoredClasses } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { daysOff } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { queueEvent } from '../../infra/realtime/event-queue';
import { restoreClasses } from './restore-classes';

/** Deletes a day off and brings back the classes it cancelled that have not started. */
export async function deleteDayOff(tx: Tx, { id, now }: { id: number; now: Date }): Promise<RestoredClasses> {
  const [dayOff] = await tx.select().from(daysOff).where(eq(daysOff.id, id)).for('update');
  if (!dayOff) throw notFound('Day off');
  const restoredClasses = dayOff.skip ? 0 : await restoreClasses(tx, dayOff, now);
  await tx.delete(daysOff).where(eq(daysOff.id, id));
  queueEvent(tx, { kind: 'settings' });
  return { restoredClasses };
}
