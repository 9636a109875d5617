import type { DayCalendar } from '@boxbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { classTemplates } from '../../infra/db/schema';
import { WEEKDAY_LOCK_BASE } from './set-day-calendar';

/**
 * Removes a weekday's templates; classes already made stay, with their bookings (see
 * docs/product.md, Classes and the timetable).
 */
export async function deleteDayCalendar(tx: Tx, day: number): Promise<DayCalendar> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WEEKDAY_LOCK_BASE + day})`);
  await tx.delete(classTemplates).where(eq(classTemplates.day, day));
  return { id: day, classes: [] };
}
