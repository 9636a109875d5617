import { z } from 'zod';
import { activitySchema, creditTypeSchema } from './activity';
import { classUserStatusSchema, ledgerReasonSchema } from './classes';
import { pageSchema, wholeTextSchema } from './common';

/**
 * One move of a member's bought credits, as the member or an admin reads the ledger (see
 * docs/product.md, Credits and plan allowance).
 */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  kind: creditTypeSchema,
  delta: z.number().int(),
  reason: ledgerReasonSchema,
  /** Why an admin adjusted the balance; null for every other move. */
  note: z.string().nullable(),
  /** A BOOKING whose place was given up too late: the credit is gone and did not come back. */
  lost: z.boolean(),
  /** Who made the move; null for the box itself or a deleted account. */
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
/** A page of the ledger, with the bought balance it adds up to (the plan allowance is not in it). */
export const ledgerPageSchema = pageSchema(ledgerEntrySchema).extend({
  balance: z.object({ activity: z.number().int(), open: z.number().int() }),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** `?page=n` of a list the server pages at a fixed size. */
export const pageNumberQuerySchema = z.object({ page: wholeTextSchema(0, 100_000).default(0) });

export const CREDIT_NOTE_MAX = 200;
/**
 * An admin's change of a member's bought credits: a number to add (or take, negative) of one kind,
 * and why. The reason is kept with the ledger row and the audit entry.
 */
export const creditAdjustmentRequestSchema = z.object({
  kind: creditTypeSchema,
  delta: z
    .number()
    .int()
    .min(-99)
    .max(99)
    .refine((delta) => delta !== 0, 'not_zero'),
  note: z.string().trim().min(3).max(CREDIT_NOTE_MAX),
});
export type CreditAdjustmentRequest = z.infer<typeof creditAdjustmentRequestSchema>;

/** A member's place in a class, past or coming, as the admin reads their bookings. */
export const memberBookingSchema = z.object({
  classUserId: z.number().int(),
  classId: z.number().int(),
  activity: activitySchema,
  date: z.iso.date(),
  startTime: z.iso.datetime({ offset: true }),
  status: classUserStatusSchema,
  validated: z.boolean(),
  /** The class has ended and the place was neither validated nor given up. */
  noShow: z.boolean(),
});
export type MemberBooking = z.infer<typeof memberBookingSchema>;

export const memberAttendanceSchema = z.object({
  attended: z.number().int(),
  noShows: z.number().int(),
  upcoming: z.number().int(),
  waiting: z.number().int(),
  /** The date of the last class attended, or null. */
  lastAttended: z.iso.date().nullable(),
});
export type MemberAttendance = z.infer<typeof memberAttendanceSchema>;

export const memberBookingsSchema = z.object({
  attendance: memberAttendanceSchema,
  bookings: pageSchema(memberBookingSchema),
});
export type MemberBookings = z.infer<typeof memberBookingsSchema>;
