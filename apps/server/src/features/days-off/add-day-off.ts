import type { DayOff } from '@boxbook/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { classes, daysOff } from '../../infra/db/schema';
import type { AccessClaims } from '../auth/access-token';
import { cancelClass } from '../booking/cancel-class';
import type { App } from '../booking/class-view';
import { inTransaction } from '../booking/in-transaction';

/**
 * Adds a day off, or turns an existing one (same date and frequency) on or off through `skip`.
 * A day off in force cancels the classes already made on its dates that have not started yet,
 * giving every credit back (DESIGN.md 3), and is then marked `done`. Classes are not made on a
 * day off afterwards (makeClasses), and nothing can be booked on one.
 */
export async function addDayOff(
  app: App,
  by: AccessClaims,
  input: { when: string; frequency: 'ONCE' | 'RECURRENT'; skip: boolean },
): Promise<DayOff> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const [dayOff] = await tx
      .insert(daysOff)
      .values(input)
      .onConflictDoUpdate({ target: [daysOff.when, daysOff.frequency], set: { skip: input.skip } })
      .returning();
    if (!dayOff) throw new Error('upsert returned no row');
    if (dayOff.skip) return dayOff;

    const sameDate =
      dayOff.frequency === 'ONCE'
        ? eq(classes.date, dayOff.when)
        : sql`to_char(${classes.date}, 'MM-DD') = ${dayOff.when.slice(5)}`;
    const doomed = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(sameDate, isNull(classes.cancelledAt), gt(classes.startsAt, now)))
      .orderBy(asc(classes.id));
    for (const { id } of doomed) await cancelClass(tx, id, { by: by.userId, now });
    const [done] = await tx.update(daysOff).set({ done: true }).where(eq(daysOff.id, dayOff.id)).returning();
    return done ?? dayOff;
  });
}
