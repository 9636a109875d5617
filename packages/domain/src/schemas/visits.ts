import { z } from 'zod';
import { idSchema, isoDateSchema, wholeTextSchema } from './common';
import { bizumPhoneSchema, paymentMethodSchema, paymentResultSchema, providerIdSchema } from './payment';

/**
 * The PAR-Q's seven questions (the Physical Activity Readiness Questionnaire), by key; their
 * texts are the web's translations (`visit.parq.{key}`). See docs/product.md, The first visit.
 */
export const PARQ_QUESTIONS = [
  'heart_condition',
  'chest_pain_activity',
  'chest_pain_rest',
  'dizziness',
  'bone_joint',
  'blood_pressure_drugs',
  'other_reason',
] as const;
export type ParqQuestion = (typeof PARQ_QUESTIONS)[number];

/** One answer per question, each yes (true) or no (false). */
export const parqAnswersSchema = z.strictObject(
  Object.fromEntries(PARQ_QUESTIONS.map((key) => [key, z.boolean()])) as Record<ParqQuestion, z.ZodBoolean>,
);
export type ParqAnswers = z.infer<typeof parqAnswersSchema>;

/** A phone people can dial: an optional +, then digits, spaces, dots or dashes. */
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 .-]{7,23}$/, 'invalid_phone');

/** What a visitor sends to book a free trial class from the public schedule. */
export const visitRequestSchema = z.strictObject({
  classId: idSchema,
  name: z.string().trim().min(1).max(80),
  surname: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  phone: phoneSchema,
  parq: parqAnswersSchema,
  /** Health data are a special category (GDPR art. 9): kept only with this explicit consent. */
  healthConsent: z.literal(true),
  termsAccepted: z.literal(true),
  language: z.enum(['ca', 'es']),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;

export const visitKindSchema = z.enum(['TRIAL', 'DROP_IN']);
export type VisitKind = z.infer<typeof visitKindSchema>;

/** The booking a visitor gets back: its reference is what they show at the door. */
export const visitBookedSchema = z.object({
  reference: z.string(),
  kind: visitKindSchema,
  classId: z.number().int(),
  activityKey: z.string(),
  date: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
});
export type VisitBooked = z.infer<typeof visitBookedSchema>;

/**
 * A paid drop-in (docs/product.md, The first visit): the trial's request, paid with a card the
 * browser turned into a payment method (Stripe.js, or the sandbox's form) or with Bizum.
 */
export const dropInRequestSchema = visitRequestSchema.extend({
  pmId: providerIdSchema.optional(),
  bizumPhone: bizumPhoneSchema.optional(),
});
export type DropInRequest = z.input<typeof dropInRequestSchema>;

/**
 * A drop-in as it stands: booked (paid), or its place held until `heldUntil` while the bank asks
 * for an extra step (`requires_action`) or Bizum waits for the app (`processing`).
 */
export const dropInBookedSchema = visitBookedSchema.extend({
  heldUntil: z.iso.datetime({ offset: true }).nullable(),
  payment: paymentResultSchema,
});
export type DropInBooked = z.infer<typeof dropInBookedSchema>;

/** The visitor's own cancellation, from the link in their mail: the reference and their e-mail. */
export const visitCancelSchema = z.strictObject({ email: z.email().max(254) });
export const visitCancelledSchema = z.object({
  reference: z.string(),
  /** A paid drop-in cancelled in time is refunded whole: the amount given back, in euros. */
  refunded: z.number().nullable(),
  /** How the refunded drop-in was paid, where the money goes back: card or Bizum; null with no refund. */
  refundedTo: paymentMethodSchema.nullable(),
});
export type VisitCancelled = z.infer<typeof visitCancelledSchema>;

/** A booking reference: eight of the letters and digits nobody misreads (no 0/O, 1/I/L). */
export const VISIT_REFERENCE = /^[A-HJKMNP-Z2-9]{8}$/;
export const VISIT_CALENDAR_FILE = /^[A-HJKMNP-Z2-9]{8}\.ics$/;
export const visitReferenceParamsSchema = z.object({ reference: z.string().regex(VISIT_REFERENCE) });

/**
 * Where a lead stands, worked out from what happened (never stored twice): LOST when staff said
 * so, MEMBER once a member has the lead's e-mail, ATTENDED once a class sheet marked a visit,
 * else BOOKED.
 */
export const leadStageSchema = z.enum(['BOOKED', 'ATTENDED', 'MEMBER', 'LOST']);
export type LeadStage = z.infer<typeof leadStageSchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  stage: leadStageSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** The lead's last visit: which class, and whether any PAR-Q answer was yes (for the coach). */
  visit: z
    .object({
      reference: z.string(),
      kind: visitKindSchema,
      activity: z.object({ key: z.string(), nameCa: z.string(), nameEs: z.string() }),
      startTime: z.iso.datetime({ offset: true }),
      attended: z.boolean(),
      parqAnyYes: z.boolean(),
    })
    .nullable(),
  /** Staff were reminded to follow the lead up (the day after the class). */
  remindedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.array(leadSchema);

/** `?stage=LOST` lists one stage; newest first either way. */
export const leadQuerySchema = z.object({
  stage: leadStageSchema.optional(),
  page: wholeTextSchema(0, 100_000).default(0),
});

/** Staff mark a lead lost, or take that back. */
export const leadLostSchema = z.strictObject({ lost: z.boolean() });

/** A visitor on a class sheet: who, trial or drop-in, whether they came, and their PAR-Q for the coach. */
export const classVisitorSchema = z.object({
  reference: z.string(),
  kind: visitKindSchema,
  name: z.string(),
  surname: z.string(),
  attended: z.boolean(),
  parqAnyYes: z.boolean(),
  /** The questions answered yes, while the box keeps them (null once deleted). */
  parqYes: z.array(z.enum(PARQ_QUESTIONS)).nullable(),
});
export type ClassVisitor = z.infer<typeof classVisitorSchema>;

export const visitAttendedSchema = z.strictObject({ attended: z.boolean() });

/** A class of a date as a visitor sees it on the public schedule: when, what, and whether it has room. */
export const visitClassSchema = z.object({
  id: z.number().int(),
  templateId: z.number().int().nullable(),
  activity: z.object({ key: z.string(), nameCa: z.string(), nameEs: z.string() }),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  placesLeft: z.number().int(),
  /** Open to book now (the members' booking window, not cancelled, not started). */
  bookable: z.boolean(),
});
export type VisitClass = z.infer<typeof visitClassSchema>;
export const visitClassesQuerySchema = z.object({ date: isoDateSchema });

/** The door reads a visitor's booking reference (typed, or from the QR code of their confirmation). */
export const doorVisitorRequestSchema = z.strictObject({
  reference: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(VISIT_REFERENCE)),
});

/** A visitor at the door: who, trial or drop-in, their class, and whether this scan marked them. */
export const doorVisitorSchema = z.object({
  reference: z.string(),
  kind: visitKindSchema,
  name: z.string(),
  surname: z.string(),
  parqAnyYes: z.boolean(),
  recorded: z.boolean(),
  class: z.object({
    id: z.number().int(),
    nameCa: z.string(),
    nameEs: z.string(),
    startTime: z.iso.datetime({ offset: true }),
  }),
});
export type DoorVisitor = z.infer<typeof doorVisitorSchema>;
