import { z } from 'zod';
import { checkinMethodSchema } from './checkin';
import { openDivisionSchema, openResultSchema, openScoreStatusSchema } from './open-event';
import { scoreResultSchema } from './score';
import { userSchema } from './user';

/**
 * Everything the box holds about one member (GDPR art. 15 and 20), as they download it. Secrets
 * never leave: no password hash, no tokens, no full card or IBAN, no push keys (docs/decisions.md).
 */
const at = z.string();
export const personalDataSchema = z.object({
  exportedAt: at,
  user: userSchema,
  bookings: z.array(
    z.object({
      classId: z.number().int(),
      activity: z.string(),
      startsAt: at,
      status: z.string(),
      attended: z.boolean(),
    }),
  ),
  credits: z.array(
    z.object({
      at,
      kind: z.string(),
      delta: z.number().int(),
      reason: z.string(),
      note: z.string().nullable(),
    }),
  ),
  receipts: z.array(
    z.object({
      number: z.number().int().nullable(),
      issuedAt: at.nullable(),
      amount: z.number(),
      concept: z.string(),
      status: z.string(),
    }),
  ),
  cards: z.array(
    z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() }),
  ),
  planHistory: z.array(
    z.object({
      kind: z.string(),
      /** The plan's Spanish name, and its key for the screen to name it in its language. */
      plan: z.string().nullable(),
      planKey: z.string().nullable(),
      effectiveOn: z.string(),
      appliedAt: at.nullable(),
    }),
  ),
  movementRecords: z.array(
    z.object({ movement: z.string(), when: z.string(), value: z.number(), rm: z.boolean() }),
  ),
  scores: z.array(
    z.object({ wodDate: z.string(), blockId: z.string(), division: z.string(), result: scoreResultSchema }),
  ),
  chatMessages: z.array(z.object({ at, from: z.string(), content: z.string() })),
  pushDevices: z.array(z.object({ host: z.string(), language: z.string(), createdAt: at })),
  mandates: z.array(
    z.object({
      holder: z.string(),
      iban: z.string(),
      reference: z.string(),
      signedOn: z.string(),
      revokedAt: at.nullable(),
    }),
  ),
  settings: z.object({
    reminderMinutes: z.number().int().nullable(),
    showScoresOnWhiteboard: z.boolean(),
    calendarFeed: z.boolean(),
  }),
  standingBookings: z.array(z.object({ activity: z.string(), day: z.number().int(), startTime: z.string() })),
  /** Each time the member came in at the door (docs/product.md, Check-in at the door). */
  checkins: z.array(
    z.object({ date: z.string(), at, classId: z.number().int().nullable(), method: checkinMethodSchema }),
  ),
  /**
   * Each in-house Open the member entered, its division, and their scores with the judge's
   * verdict (docs/product.md, The in-house Open).
   */
  openEntries: z.array(
    z.object({
      nameCa: z.string(),
      nameEs: z.string(),
      startsOn: z.string(),
      division: openDivisionSchema,
      scores: z.array(
        z.object({
          nameCa: z.string(),
          nameEs: z.string(),
          result: openResultSchema,
          tiebreakSeconds: z.number().int().nullable(),
          status: openScoreStatusSchema,
          rejectReason: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** Each version of the box's terms the member accepted, and when (docs/product.md, Terms). */
  termsAcceptances: z.array(z.object({ version: z.number().int(), acceptedAt: at })),
  audit: z.array(z.object({ at, action: z.string(), before: z.unknown(), after: z.unknown() })),
  deletionRequestedAt: at.nullable(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** The member confirms with their password that they want their account deleted. */
export const deletionRequestBodySchema = z.object({ password: z.string().min(1).max(200) });

export const deletionRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  requestedAt: at,
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
export const deletionRequestListSchema = z.array(deletionRequestSchema);
