import { type DayOffInput, isDayOffOn, type SavedDayOff } from '@boxbook/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { classes, daysOff } from '../../infra/db/schema';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { cancelClass } from '../booking/cancel-class';
import { restoreClasses } from './restore-classes';

/**
 * Adds a day off, or turns an existing one (same date and frequency) on or off through `skip`;
 * skipping it brings back the classes it cancelled (restore-classes.ts), and the answer says how
 * many, as deleting it does.
 * A day off in force cancels the classes already made on its dates that have not started yet,
 * giving every credit back (see docs/product.md, Days off), and is then marked `done`. Classes are
 * not made on a day off afterwards (schedule/make-classes.ts), and nothing can be booked on one.
 */
export async function addDayOff(
  tx: UnitOfWork,
  { by, dayOff: input, now }: { by: number; dayOff: DayOffInput; now: Date },
): Promise<SavedDayOff> {
  const [dayOff] = await tx
    .insert(daysOff)
    .values(input)
    .onConflictDoUpdate({ target: [daysOff.when, daysOff.frequency], set: { skip: input.skip } })
    .returning();
  if (!dayOff) throw new Error('upsert returned no row');
  // Every process forgets the days off it keeps in memory (settings/box-settings.ts).
  publishOnCommit(tx, { kind: 'settings' });
  if (dayOff.skip) return { ...dayOff, restoredClasses: await restoreClasses(tx, dayOff, now) };

  // The classes made are those of the booking window: few enough to match dates here, with the
  // same rule the class views use.
  const upcoming = await tx
    .select({ id: classes.id, date: classes.date })
    .from(classes)
    .where(and(isNull(classes.cancelledAt), gt(classes.startsAt, now)))
    .orderBy(asc(classes.id));
  for (const { id } of upcoming.filter((cls) => isDayOffOn(cls.date, [dayOff])))
    await cancelClass(tx, { by, classId: id, now, reason: 'DAY_OFF' });
  const [done] = await tx.update(daysOff).set({ done: true }).where(eq(daysOff.id, dayOff.id)).returning();
  return { ...(done ?? dayOff), restoredClasses: 0 };
}
