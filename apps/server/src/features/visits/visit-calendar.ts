import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { eq } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../../infra/db/client';
import { activities, classes, leads, visits } from '../../infra/db/schema';

/**
 * A visit as one iCalendar event (RFC 5545), as the members' feed writes a class
 * (features/calendar-feed): times in the box's zone with its VTIMEZONE. The reference is the key,
 * as a feed's token is. Null when no visit has it.
 */
export async function buildVisitCalendar(
  db: Db,
  {
    reference,
    now,
    timeZone,
    publicUrl,
  }: { reference: string; now: Date; timeZone: string; publicUrl: string },
): Promise<string | null> {
  const [row] = await db
    .select({ cls: classes, activity: activities, language: leads.language })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .innerJoin(classes, eq(classes.id, visits.classId))
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(visits.reference, reference));
  if (!row) return null;
  const { cls, activity, language } = row;
  const calendar = ical({
    name: 'Boxbook CrossFit',
    prodId: { company: 'Boxbook', product: 'visits', language: language.toUpperCase() },
    timezone: { name: timeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `visit-${reference}@${new URL(publicUrl).hostname}`,
    start: new TZDate(cls.startsAt, timeZone),
    end: new TZDate(cls.endsAt, timeZone),
    timezone: timeZone,
    stamp: now,
    summary: language === 'ca' ? activity.nameCa : activity.nameEs,
    description: reference,
    status: cls.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    location: 'Boxbook CrossFit',
  });
  return calendar.toString();
}
