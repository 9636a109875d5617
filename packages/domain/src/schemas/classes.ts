import { z } from 'zod';
import { DEFAULT_CLASS_SIZE } from '../constants';
import { activitySchema } from './activity';
import { idSchema, idTextSchema, isoDateSchema } from './common';
import { classDrawSchema } from './draw';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/**
 * Who coaches a class or a weekly slot, as anyone may see it: the staff member's id and first name
 * only (the public schedule shows it too). Null: no coach named.
 */
export const coachSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type Coach = z.infer<typeof coachSchema>;

/** A weekly slot: the class made on every date whose weekday is `day` (0 = Monday). */
export const classTemplateSchema = z.object({
  id: z.number().int(),
  activity: activitySchema,
  startTime: hhmm,
  endTime: hhmm,
  maxPeople: z.number().int().min(1).max(200),
  day: z.number().int().min(0).max(6),
  coach: coachSchema,
});
export type ClassTemplate = z.infer<typeof classTemplateSchema>;

/** The API's "day calendar": one weekday's templates; its id is the weekday. */
export const dayCalendarSchema = z.object({
  id: z.number().int().min(0).max(6),
  classes: z.array(classTemplateSchema),
});
export type DayCalendar = z.infer<typeof dayCalendarSchema>;

/** What a trainer sends to set a weekday's templates; templates with an id are edited, the rest created. */
export const dayCalendarInputSchema = z.object({
  id: z.number().int().min(0).max(6),
  classes: z
    .array(
      z
        .object({
          id: idSchema.optional(),
          activityId: idSchema,
          startTime: hhmm,
          endTime: hhmm,
          maxPeople: z.number().int().min(1).max(200).default(DEFAULT_CLASS_SIZE),
          /** A trainer or admin; null or left out: no coach. */
          coachId: idSchema.nullable().default(null),
        })
        .refine((t) => t.endTime > t.startTime, { message: 'end_before_start', path: ['endTime'] }),
    )
    .max(60),
  /** Staff saw the overlap with another class of the same activity and keep it. */
  confirmOverlap: z.boolean().optional(),
});
export type DayCalendarInput = z.infer<typeof dayCalendarInputSchema>;

export const classUserStatusSchema = z.enum(['IN', 'WAIT']);
export type ClassUserStatus = z.infer<typeof classUserStatusSchema>;
/** A member's state in a class as they see it: a class user's status, or entered in its draw. */
export const placeStatusSchema = z.enum(['IN', 'WAIT', 'DRAW']);
export type PlaceStatus = z.infer<typeof placeStatusSchema>;
/** Where the credit of a place came from: the week's plan allowance, a bought credit, or none. */
export const creditSourceSchema = z.enum(['PLAN', 'BALANCE', 'NONE']);
export type CreditSource = z.infer<typeof creditSourceSchema>;
/** A credit lost to a late cancellation was a real one. */
export const lostCreditSourceSchema = creditSourceSchema.exclude(['NONE']);
/** Why a member's bought balance moved, as the credit ledger records it. */
export const ledgerReasonSchema = z.enum(['PURCHASE', 'ADJUSTMENT', 'BOOKING', 'REFUND', 'DEMO']);

/** Someone in or waiting for a class, as trainers see them and the booking screen shows avatars. */
export const classPersonSchema = z.object({ id: z.number().int(), name: z.string(), image: z.string() });

/** A day off cancels the classes of its dates; staff may cancel one class. */
export const classCancelReasonSchema = z.enum(['DAY_OFF', 'STAFF']);
export type ClassCancelReason = z.infer<typeof classCancelReasonSchema>;

/**
 * Why a class cannot be booked: a class view's `block`, and a `class_not_bookable` refusal's
 * `params.block` (with `opensAt` when it opens later). `disabled` (the activity is off the
 * members' pages) comes only with the refusal.
 */
export const bookingBlockSchema = z.enum([
  'hidden',
  'started',
  'too_far',
  'day_off',
  'not_open_yet',
  'disabled',
]);
export type BookingBlock = z.infer<typeof bookingBlockSchema>;

/**
 * A class on a date plus what the booking screen needs at a glance: who is in, the
 * caller's own state and position, and why it cannot be booked yet.
 */
export const classViewSchema = z.object({
  id: z.number().int(),
  activity: activitySchema,
  date: z.iso.date(),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  maxPeople: z.number().int(),
  usersIn: z.array(z.number().int()),
  usersWait: z.array(z.number().int()),
  show: z.boolean(),
  free: z.boolean(),
  cancelled: z.boolean(),
  /** Why a cancelled class is off (a day off, or staff called it off); null while it is on. */
  cancelReason: classCancelReasonSchema.nullable(),
  people: z.array(classPersonSchema),
  me: z.object({ status: placeStatusSchema, position: z.number().int().nullable() }).nullable(),
  block: bookingBlockSchema.nullable(),
  opensAt: z.iso.datetime({ offset: true }).nullable(),
  /** The class's booking draw, while it is to come or collects joins (docs/product.md, The booking draw). */
  draw: classDrawSchema.nullable().optional(),
  coach: coachSchema,
});
export type ClassView = z.infer<typeof classViewSchema>;

export const classUserSchema = z.object({
  id: z.number().int(),
  user: classPersonSchema,
  status: classUserStatusSchema,
  validated: z.boolean(),
  /** A dependent's guardian, "Núria Vidal" (docs/product.md, Households); null for a member on their own. */
  guardian: z.string().nullable(),
});
export type ClassUser = z.infer<typeof classUserSchema>;

export const joinResponseSchema = z.object({
  /** The class user's id; for an entry in the draw, the class's. */
  id: z.number().int(),
  status: placeStatusSchema,
  class: classViewSchema,
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

export const classesQuerySchema = z.object({
  activityId: idTextSchema.optional(),
  date: isoDateSchema.optional(),
  /** The dependent a guardian books for: the list shows their places (docs/product.md, Households). */
  as: idTextSchema.optional(),
});
/** Whose next classes: the caller's by default, or a dependent's of their household. */
export const nextClassesQuerySchema = z.object({ as: idTextSchema.optional() });
/**
 * Who is booked. `free` (staff only) gives the place without a credit; otherwise the member's own
 * credit pays for it, and a member who has none is refused.
 */
export const joinRequestSchema = z.object({ userId: idSchema, free: z.boolean().default(false) });
/**
 * What adding a member to a class would give them, for staff before they choose: a place (IN) or a
 * wait, and where its credit would come from (null: the member has none left), with their bought
 * credits of the activity's kind.
 */
export const placeCostSchema = z.object({
  status: classUserStatusSchema,
  creditSource: creditSourceSchema.nullable(),
  balance: z.number().int(),
});
export type PlaceCost = z.infer<typeof placeCostSchema>;
export const leaveRequestSchema = z.object({
  userId: idSchema,
  penalization: z.boolean().default(false),
});
export const validateRequestSchema = z.object({ validated: z.boolean() });

/** A member's next booking, for the profile list (dd/MM HH:mm → /book/{activity}/{date}). */
export const nextClassSchema = z.object({
  classId: z.number().int(),
  activity: activitySchema,
  date: z.iso.date(),
  startTime: z.iso.datetime({ offset: true }),
  status: classUserStatusSchema,
});
export type NextClass = z.infer<typeof nextClassSchema>;

export const validatedOfMonthRequestSchema = z.object({ when: isoDateSchema, userId: idSchema });
export const validatedClassSchema = z.object({ when: z.iso.date(), icon: z.string() });
export type ValidatedClass = z.infer<typeof validatedClassSchema>;

/** ONCE is that date; RECURRENT is the same day and month every year. */
export const dayOffFrequencySchema = z.enum(['ONCE', 'RECURRENT']);
export const dayOffSchema = z.object({
  id: z.number().int(),
  when: z.iso.date(),
  frequency: dayOffFrequencySchema,
  skip: z.boolean(),
  done: z.boolean(),
});
export type DayOff = z.infer<typeof dayOffSchema>;
export const dayOffInputSchema = dayOffSchema
  .omit({ id: true, done: true })
  .extend({ when: isoDateSchema, skip: z.boolean().default(false) });
export type DayOffInput = z.infer<typeof dayOffInputSchema>;
/** How many classes undoing a day off (skipping or deleting it) brought back, empty and bookable. */
export const restoredClassesSchema = z.object({ restoredClasses: z.number().int().min(0) });
export type RestoredClasses = z.infer<typeof restoredClassesSchema>;
/** The answer to adding a day off or turning one on or off: 0 restored unless it was skipped. */
export const savedDayOffSchema = dayOffSchema.extend(restoredClassesSchema.shape);
export type SavedDayOff = z.infer<typeof savedDayOffSchema>;
export const dayOffForMonthSchema = z.object({ when: isoDateSchema });

export const creditsAdjustmentSchema = z.object({
  credits: z.object({ activity: z.number().int().min(0).max(999), open: z.number().int().min(0).max(999) }),
});

/** A coach's week: their classes from Monday to Sunday ("my classes"). */
export const coachWeekQuerySchema = z.object({ date: isoDateSchema.optional() });
export const coachWeekSchema = z.object({
  monday: z.iso.date(),
  sunday: z.iso.date(),
  classes: z.array(classViewSchema),
});
export type CoachWeek = z.infer<typeof coachWeekSchema>;
/** The staff a class or slot may name as its coach. */
export const coachOptionSchema = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type CoachOption = z.infer<typeof coachOptionSchema>;
