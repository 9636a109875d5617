import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { daysOff } from '../../infra/db/schema';

export type DayOffRow = typeof daysOff.$inferSelect;

/** ONCE is that date; RECURRENT is the same day and month of every year; `skip` turns one off. */
export function isDayOffOn(date: string, rows: readonly DayOffRow[]): boolean {
  return rows.some(
    (row) =>
      !row.skip && (row.frequency === 'ONCE' ? row.when === date : row.when.slice(5) === date.slice(5)),
  );
}

/** The days off in force (not skipped); a handful of rows, so callers match dates in memory. */
export function findActiveDaysOff(db: DbOrTx): Promise<DayOffRow[]> {
  return db.select().from(daysOff).where(eq(daysOff.skip, false));
}
