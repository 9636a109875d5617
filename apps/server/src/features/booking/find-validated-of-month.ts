import type { ValidatedClass } from '@boxbook/domain';
import { and, asc, between, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes, classUsers } from '../../infra/db/schema';
import { monthOf } from '../schedule/calendar-dates';

/** The classes a member attended (validated by a trainer) in a month, for their calendar. */
export async function findValidatedOfMonth(
  db: DbOrTx,
  input: { userId: number; when: string },
): Promise<ValidatedClass[]> {
  const { first, last } = monthOf(input.when);
  return db
    .select({ when: classes.date, icon: activities.icon })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(
      and(
        eq(classUsers.userId, input.userId),
        eq(classUsers.validated, true),
        between(classes.date, first, last),
      ),
    )
    .orderBy(asc(classes.startsAt));
}
