import { z } from 'zod';
import { DEFAULT_CLASS_SIZE } from '../constants';
import { activitySchema } from './activity';
import { classViewSchema, dayOffFrequencySchema } from './classes';
import { isoDateSchema } from './common';

/** A wall-clock time at the box, as templates and class edits speak it. */
export const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/**
 * What staff change in a class already made (docs/product.md, Classes and the timetable: classes
 * already made are edited one by one). Times are the box's wall-clock on the class's own date.
 */
export const classEditSchema = z
  .object({
    startTime: hhmmSchema,
    endTime: hhmmSchema,
    maxPeople: z.number().int().min(1).max(200).default(DEFAULT_CLASS_SIZE),
    show: z.boolean(),
    free: z.boolean(),
    /** A trainer or admin; null: no coach. Left out: the coach stays as it is. */
    coachId: z.number().int().positive().nullable().optional(),
  })
  .refine((c) => c.endTime > c.startTime, { message: 'end_before_start', path: ['endTime'] });
export type ClassEdit = z.infer<typeof classEditSchema>;

/** The class after an edit, and who a larger capacity moved in from the waiting list. */
export const classEditResultSchema = z.object({
  class: classViewSchema,
  promoted: z.array(z.number().int()),
});

/** The class after staff cancelled it, and how many members were in it or waiting (all told). */
export const classCancelResultSchema = z.object({
  class: classViewSchema,
  members: z.number().int(),
});

/** A class a day off would cancel, with how many hold a place or wait: what the trainer is warned of. */
export const dayOffVictimSchema = z.object({
  id: z.number().int(),
  activity: activitySchema,
  date: z.iso.date(),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  usersIn: z.number().int(),
  usersWait: z.number().int(),
});
export type DayOffVictim = z.infer<typeof dayOffVictimSchema>;

export const dayOffPreviewQuerySchema = z.object({ when: isoDateSchema, frequency: dayOffFrequencySchema });
export const dayOffPreviewSchema = z.object({ classes: z.array(dayOffVictimSchema) });
export type DayOffPreview = z.infer<typeof dayOffPreviewSchema>;

/** One day of a week's attendance: places offered, taken, confirmed and not turned up to. */
export const attendanceDaySchema = z.object({
  date: z.iso.date(),
  classes: z.number().int(),
  places: z.number().int(),
  booked: z.number().int(),
  attended: z.number().int(),
  /** Places IN, not validated, of classes that have ended. */
  noShows: z.number().int(),
  waiting: z.number().int(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

export const weekAttendanceQuerySchema = z.object({ date: isoDateSchema });
export const weekAttendanceSchema = z.object({
  monday: z.iso.date(),
  sunday: z.iso.date(),
  days: z.array(attendanceDaySchema),
});
export type WeekAttendance = z.infer<typeof weekAttendanceSchema>;
