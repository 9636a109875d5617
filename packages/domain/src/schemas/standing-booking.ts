import { z } from 'zod';
import { activitySchema } from './activity';
import { idSchema } from './common';

/**
 * What came of a standing booking in one week: a place (IN), the waiting list (WAIT), already
 * booked by hand (ALREADY), or not taken (NOT_TAKEN, with the refusal's error code).
 */
export const standingOutcomeSchema = z.enum(['IN', 'WAIT', 'ALREADY', 'NOT_TAKEN']);
export type StandingOutcome = z.infer<typeof standingOutcomeSchema>;

export const standingTakeSchema = z.object({
  classId: z.number().int(),
  date: z.iso.date(),
  outcome: standingOutcomeSchema,
  code: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type StandingTake = z.infer<typeof standingTakeSchema>;

/** "Every Tuesday at 19:00, Crossfit": a member's place taken each week when the class opens. */
export const standingBookingSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  template: z.object({
    id: z.number().int(),
    day: z.number().int().min(0).max(6),
    startTime: z.string(),
    endTime: z.string(),
    activity: activitySchema,
  }),
  createdAt: z.iso.datetime({ offset: true }),
  /** The latest weeks, newest first. */
  takes: z.array(standingTakeSchema),
});
export type StandingBooking = z.infer<typeof standingBookingSchema>;

export const standingBookingInputSchema = z.object({ templateId: idSchema });
