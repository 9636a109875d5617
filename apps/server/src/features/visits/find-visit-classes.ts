import type { VisitClass } from '@boxbook/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { activities, classes, classUsers, visits } from '../../infra/db/schema';
import { blockFor } from '../booking/class-view';
import type { BoxSettings } from '../settings/box-settings';

/**
 * A date's classes as the public schedule offers them to a visitor: shown, of an enabled activity,
 * not cancelled, with the places left (members IN and visitors taken off) and whether a member
 * could book it now. No names: who is in is for members.
 */
export async function findVisitClasses(
  db: Db,
  { date, now, settings }: { date: string; now: Date; settings: BoxSettings },
): Promise<VisitClass[]> {
  const rows = await db
    .select({
      cls: classes,
      activity: { key: activities.key, nameCa: activities.nameCa, nameEs: activities.nameEs },
      taken: sql<number>`(select count(*)::int from ${classUsers}
          where ${classUsers.classId} = ${classes.id} and ${classUsers.status} = 'IN')
        + (select count(*)::int from ${visits} where ${visits.classId} = ${classes.id})`,
    })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(
      and(
        eq(classes.date, date),
        eq(classes.show, true),
        isNull(classes.cancelledAt),
        eq(activities.enabled, true),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return rows.map(({ cls, activity, taken }) => {
    const placesLeft = Math.max(0, cls.maxPeople - Number(taken));
    return {
      id: cls.id,
      templateId: cls.templateId,
      activity,
      startTime: cls.startsAt.toISOString(),
      endTime: cls.endsAt.toISOString(),
      placesLeft,
      bookable: blockFor(cls, { now, settings, viewer: null }).block === null,
    };
  });
}
