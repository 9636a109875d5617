import { type AttendanceReport, addDaysTo, gymWeekOf, type ReportRange } from '@boxbook/domain';
import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { classes, classUsers } from '../../infra/db/schema';

/**
 * Attendance of the held (not cancelled) classes dated in the range, per week (Monday) and per
 * gym-local start time. A no-show is an IN place never validated of a class that has ended, as on
 * the trainers' today screen (class-admin/find-week-attendance.ts).
 */
export async function findAttendanceReport(
  db: DbOrTx,
  { range, now, timeZone }: { range: ReportRange; now: Date; timeZone: string },
): Promise<AttendanceReport> {
  const ended = sql`${classes.endsAt} <= ${now.toISOString()}::timestamptz`;
  const counts = {
    classes: sql<number>`count(distinct ${classes.id})::int`,
    booked: sql<number>`(count(${classUsers.id}) filter (where ${classUsers.status} = 'IN'))::int`,
    attended: sql<number>`(count(${classUsers.id}) filter (where ${classUsers.validated}))::int`,
    noShows: sql<number>`(count(${classUsers.id}) filter (where ${classUsers.status} = 'IN' and not ${classUsers.validated} and ${ended}))::int`,
  };
  const held = and(between(classes.date, range.from, range.to), isNull(classes.cancelledAt));
  const week = sql<string>`to_char(date_trunc('week', ${classes.date}::timestamp), 'YYYY-MM-DD')`;
  // The wall-clock start at the box, whatever zone the database session runs in.
  const time = sql<string>`to_char(${classes.startsAt} at time zone ${timeZone}, 'HH24:MI')`;
  const base = () => db.select({ key: week, ...counts }).from(classes);
  const [byWeek, byTime] = await Promise.all([
    base().leftJoin(classUsers, eq(classUsers.classId, classes.id)).where(held).groupBy(week),
    db
      .select({ key: time, ...counts })
      .from(classes)
      .leftJoin(classUsers, eq(classUsers.classId, classes.id))
      .where(held)
      // By position: the zone is a bound parameter, and PostgreSQL does not see two `$n` as one expression.
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  const numbers = (row: (typeof byWeek)[number] | undefined) => ({
    classes: Number(row?.classes ?? 0),
    booked: Number(row?.booked ?? 0),
    attended: Number(row?.attended ?? 0),
    noShows: Number(row?.noShows ?? 0),
  });
  // Every week of the range, empty ones too, so that a chart shows a quiet week as a gap.
  const weeks: AttendanceReport['weeks'] = [];
  const last = gymWeekOf(range.to).monday;
  for (let monday = gymWeekOf(range.from).monday; monday <= last; monday = addDaysTo(monday, 7))
    weeks.push({ week: monday, ...numbers(byWeek.find((row) => row.key === monday)) });
  return {
    from: range.from,
    to: range.to,
    weeks,
    times: byTime.map((row) => ({ time: row.key, ...numbers(row) })),
  };
}
