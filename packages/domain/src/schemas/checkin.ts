import { z } from 'zod';
import { idSchema } from './common';
import { memberSummarySchema } from './user';

/** How a check-in was made: a code read at the door, or staff picking the member by name. */
export const checkinMethodSchema = z.enum(['code', 'staff']);
export type CheckinMethod = z.infer<typeof checkinMethodSchema>;

/**
 * The member's check-in secret (base32), which their app turns into the rotating code at the door
 * (rules/checkin-code.ts); null until they first open their code.
 */
export const checkinSecretSchema = z.object({ secret: z.string().nullable() });
export type CheckinSecret = z.infer<typeof checkinSecretSchema>;

/**
 * A check-in at the door: a member's code as read (camera or hand scanner), or a member staff
 * found by name.
 */
export const checkinRequestSchema = z.union([
  z.strictObject({ code: z.string().trim().min(1).max(64) }),
  z.strictObject({ userId: idSchema }),
]);
export type CheckinRequest = z.infer<typeof checkinRequestSchema>;

/**
 * What the door's staff should know about a member who just came in. Each is one check in the
 * server's list (features/checkins/checkin-warnings.ts).
 */
export const checkinWarningSchema = z.enum([
  'no_booking',
  'unpaid',
  'no_guardian_consent',
  'terms_not_accepted',
]);
export type CheckinWarning = z.infer<typeof checkinWarningSchema>;

/** A class starting soon with a place free: the door offers it to a member who has no booking. */
export const checkinFreeClassSchema = z.object({
  id: z.number().int(),
  /** The activity's name in both languages: the door shows the one it speaks. */
  nameCa: z.string(),
  nameEs: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  placesLeft: z.number().int(),
});
export type CheckinFreeClass = z.infer<typeof checkinFreeClassSchema>;

export const checkinResultSchema = z.object({
  member: memberSummarySchema,
  /** The booked class the check-in marked the member as come to; null for an open-box visit. */
  class: checkinFreeClassSchema.omit({ placesLeft: true }).nullable(),
  /** False when this member was already checked in for it (a second scan records nothing). */
  recorded: z.boolean(),
  checkedInAt: z.iso.datetime({ offset: true }),
  warnings: z.array(checkinWarningSchema),
  freeClasses: z.array(checkinFreeClassSchema),
});
export type CheckinResult = z.infer<typeof checkinResultSchema>;
