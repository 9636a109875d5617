import { type DayCalendar, type DayCalendarInput, type TimetableSlot, timetableClash } from '@boxbook/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { activities, classTemplates } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { assertCoach } from '../coaches/assert-coach';
import { findDayCalendar } from './find-day-calendar';

/** Any constant works; it only has to be the same for every process (one lock per weekday). */
export const WEEKDAY_LOCK_BASE = 7_270_100;

const invalid = (field: string, message: string) =>
  new AppError('validation', `${field}: ${message}`, { field });

async function assertKnownActivities(tx: Tx, input: DayCalendarInput): Promise<void> {
  const ids = [...new Set(input.classes.map((c) => c.activityId))];
  if (ids.length === 0) return;
  const known = await tx.select({ id: activities.id }).from(activities).where(inArray(activities.id, ids));
  const index = input.classes.findIndex((c) => !known.some((k) => k.id === c.activityId));
  if (index >= 0) throw invalid(`classes.${index}.activityId`, 'unknown activity');
}

/**
 * The same class twice is refused; an overlap of the same activity only once staff confirmed it
 * (two coaches sharing an hour is a real timetable, a slip of the finger is more likely).
 */
function assertNoClash(input: DayCalendarInput, current: readonly TimetableSlot[]): void {
  // The database answers HH:MM:SS; the timetable speaks HH:MM.
  const before = current.map((t) => ({
    ...t,
    startTime: t.startTime.slice(0, 5),
    endTime: t.endTime.slice(0, 5),
  }));
  const clash = timetableClash(input.classes, before);
  if (!clash || (clash.kind === 'overlap' && input.confirmOverlap)) return;
  const { startTime: start, endTime: end } = clash.other;
  throw new AppError(
    clash.kind === 'duplicate' ? 'schedule_duplicate' : 'schedule_overlap',
    `classes.${clash.index}: ${clash.kind === 'duplicate' ? 'the same class' : 'overlaps the class'} ${start}–${end}`,
    { field: `classes.${clash.index}`, params: { start, end } },
  );
}

/**
 * Sets a weekday's templates: those sent with an id are edited, those without are created, and
 * those not sent are deleted. Only classes not made yet follow (see docs/product.md, Classes and
 * the timetable): classes already made keep their time, size and bookings (a deleted template
 * leaves them with template_id null).
 */
export async function setDayCalendar(tx: Tx, input: DayCalendarInput): Promise<DayCalendar> {
  // Two trainers saving the same weekday at once: the second one works on the first one's result.
  await tx.execute(sql`select pg_advisory_xact_lock(${WEEKDAY_LOCK_BASE + input.id})`);
  await assertKnownActivities(tx, input);
  const current = await tx
    .select({
      id: classTemplates.id,
      activityId: classTemplates.activityId,
      startTime: classTemplates.startTime,
      endTime: classTemplates.endTime,
    })
    .from(classTemplates)
    .where(eq(classTemplates.day, input.id));
  const index = input.classes.findIndex((c) => c.id !== undefined && !current.some((t) => t.id === c.id));
  if (index >= 0) throw invalid(`classes.${index}.id`, `not a template of day ${input.id}`);
  assertNoClash(input, current);
  for (const [i, slot] of input.classes.entries())
    await assertCoach(tx, slot.coachId, `classes.${i}.coachId`);

  const kept = input.classes.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  await tx
    .delete(classTemplates)
    .where(
      and(eq(classTemplates.day, input.id), kept.length ? notInArray(classTemplates.id, kept) : undefined),
    );
  for (const { id, ...template } of input.classes) {
    const values = { ...template, day: input.id };
    if (id === undefined) await tx.insert(classTemplates).values(values);
    else await tx.update(classTemplates).set(values).where(eq(classTemplates.id, id));
  }
  return findDayCalendar(tx, input.id);
}
