import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../../infra/db/client';
import { activities, calendarFeeds, classes, classUsers } from '../../infra/db/schema';

/** How far back the feed goes: recent classes stay visible in the member's calendar. */
const PAST_DAYS = 60;
/** Calendar apps poll; an hour is what they are asked to wait at least. */
const REFRESH_SECONDS = 60 * 60;

const WAITING = { ca: "llista d'espera", es: 'lista de espera' } as const;

/**
 * The member's bookings as an iCalendar feed (RFC 5545), times in the box's zone with its
 * VTIMEZONE, one event per class (UID stable, so a calendar updates it rather than duplicating
 * it). A waiting-list entry is TENTATIVE. Null when the token is not (or no longer) anyone's.
 */
export async function buildCalendar(
  db: Db,
  { token, now, timeZone, publicUrl }: { token: string; now: Date; timeZone: string; publicUrl: string },
): Promise<string | null> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) return null;
  const since = new Date(now.getTime() - PAST_DAYS * 24 * 60 * 60_000);
  const rows = await db
    .select({ cls: classes, activity: activities, status: classUsers.status })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(and(eq(classUsers.userId, feed.userId), isNull(classes.cancelledAt), gte(classes.startsAt, since)))
    .orderBy(asc(classes.startsAt));

  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: 'Boxbook CrossFit',
    prodId: { company: 'Boxbook', product: 'classes', language: feed.language.toUpperCase() },
    timezone: { name: timeZone, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  for (const { cls, activity, status } of rows) {
    const name = feed.language === 'ca' ? activity.nameCa : activity.nameEs;
    const waiting = status === 'WAIT';
    calendar.createEvent({
      id: `class-${cls.id}@${host}`,
      start: new TZDate(cls.startsAt, timeZone),
      end: new TZDate(cls.endsAt, timeZone),
      timezone: timeZone,
      stamp: now,
      summary: waiting ? `${name} (${WAITING[feed.language]})` : name,
      status: waiting ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      location: 'Boxbook CrossFit',
      url: new URL(`/book/${encodeURIComponent(activity.key)}/${cls.date}`, publicUrl).toString(),
    });
  }
  return calendar.toString();
}
