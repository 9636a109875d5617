import { isDayOffOn } from '@boxbook/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { classes, type DayOffRow, daysOff } from '../../infra/db/schema';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';

/**
 * Brings back the classes a day off cancelled that have not started, when it is skipped or
 * deleted: one mistaken tap must not lose a day of classes. They come back empty (every credit
 * was refunded when they were cancelled) and bookable again. A date still covered by another day
 * off in force stays cancelled. Returns how many came back.
 */
export async function restoreClasses(tx: UnitOfWork, dayOff: DayOffRow, now: Date): Promise<number> {
  const others = await tx.select().from(daysOff).where(eq(daysOff.skip, false));
  const stillOff = others.filter((other) => other.id !== dayOff.id);
  const cancelled = await tx
    .select({ id: classes.id, date: classes.date })
    .from(classes)
    .where(and(eq(classes.cancelReason, 'DAY_OFF'), gt(classes.startsAt, now)));
  const back = cancelled
    .filter((cls) => isDayOffOn(cls.date, [{ ...dayOff, skip: false }]) && !isDayOffOn(cls.date, stillOff))
    .map((cls) => cls.id);
  if (back.length === 0) return 0;
  await tx.update(classes).set({ cancelledAt: null, cancelReason: null }).where(inArray(classes.id, back));
  for (const classId of back) publishOnCommit(tx, { kind: 'class', classId });
  return back.length;
}
