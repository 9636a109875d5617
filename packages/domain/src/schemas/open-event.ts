import { z } from 'zod';
import { isoDateSchema } from './common';
import { sexSchema } from './user';

/**
 * The in-house Open (see docs/product.md, The in-house Open): an event, its workouts, the
 * divisions members register in, their scores and the judges' verdicts, and the leaderboard.
 */

/** Rx as written, Scaled lighter, Foundations for newcomers. */
export const openLevelSchema = z.enum(['RX', 'SCALED', 'FOUNDATIONS']);
export type OpenLevel = z.infer<typeof openLevelSchema>;

/** The CrossFit Open's groups folded into five (docs/decisions.md, "The in-house Open"). */
export const openAgeGroupSchema = z.enum(['14-17', '18-34', '35-44', '45-54', '55+']);
export type OpenAgeGroup = z.infer<typeof openAgeGroupSchema>;

/** A division: level × sex × age group, one key ("RX.FEMININE.18-34") for filters and URLs. */
export const openDivisionSchema = z.object({
  level: openLevelSchema,
  sex: sexSchema,
  ageGroup: openAgeGroupSchema,
});
export type OpenDivision = z.infer<typeof openDivisionSchema>;
export const openDivisionKeySchema = z
  .string()
  .regex(/^(RX|SCALED|FOUNDATIONS)\.(MASCULINE|FEMININE)\.(14-17|18-34|35-44|45-54|55\+)$/);
export const divisionKeyOf = (d: OpenDivision) => `${d.level}.${d.sex}.${d.ageGroup}`;

/** How a workout is scored; a `time` workout has a cap, and a result under it counts reps. */
export const openWorkoutKindSchema = z.enum(['time', 'reps', 'rounds_reps', 'load']);
export type OpenWorkoutKind = z.infer<typeof openWorkoutKindSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const count = (max: number) => z.number().int().min(0).max(max);

export const openEventInputSchema = z
  .object({
    nameCa: text(120),
    nameEs: text(120),
    startsOn: isoDateSchema,
    endsOn: isoDateSchema,
    registrationOpen: z.boolean(),
  })
  .refine((e) => e.endsOn >= e.startsOn, { message: 'ends_before_start', path: ['endsOn'] });
export type OpenEventInput = z.infer<typeof openEventInputSchema>;

export const openWorkoutInputSchema = z
  .object({
    nameCa: text(120),
    nameEs: text(120),
    descriptionCa: z.string().trim().max(2_000).default(''),
    descriptionEs: z.string().trim().max(2_000).default(''),
    kind: openWorkoutKindSchema,
    /** The time cap of a `time` workout, in seconds; none for the others. */
    capSeconds: z.number().int().min(60).max(7_200).nullable().default(null),
    /** Whether athletes also write down the time at the workout's tiebreak point. */
    hasTiebreak: z.boolean().default(false),
    /** Members enter scores only while a workout is open. */
    scoringOpen: z.boolean().default(false),
  })
  .refine((w) => (w.kind === 'time') === (w.capSeconds !== null), {
    message: 'cap_only_for_time',
    path: ['capSeconds'],
  });
export type OpenWorkoutInput = z.infer<typeof openWorkoutInputSchema>;

export const openWorkoutSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  position: z.number().int(),
  nameCa: z.string(),
  nameEs: z.string(),
  descriptionCa: z.string(),
  descriptionEs: z.string(),
  kind: openWorkoutKindSchema,
  capSeconds: z.number().int().nullable(),
  hasTiebreak: z.boolean(),
  scoringOpen: z.boolean(),
});
export type OpenWorkout = z.infer<typeof openWorkoutSchema>;

export const openEventSchema = z.object({
  id: z.number().int(),
  nameCa: z.string(),
  nameEs: z.string(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  registrationOpen: z.boolean(),
  workouts: z.array(openWorkoutSchema),
});
export type OpenEvent = z.infer<typeof openEventSchema>;

/**
 * A result: a `time` workout is either finished (seconds, at most the cap) or capped (reps done
 * when the cap came); the others as their kind says.
 */
export const openResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('time'), seconds: z.number().int().min(1).max(7_200) }),
  z.object({ kind: z.literal('capped'), reps: count(99_999) }),
  z.object({ kind: z.literal('reps'), reps: count(99_999).min(1) }),
  z
    .object({ kind: z.literal('rounds_reps'), rounds: count(999), reps: count(9_999) })
    .refine((r) => r.rounds + r.reps > 0, { message: 'rounds or reps above 0', path: ['reps'] }),
  z.object({ kind: z.literal('load'), load: z.number().gt(0).max(9_999).multipleOf(0.01) }),
]);
export type OpenResult = z.infer<typeof openResultSchema>;

export const openScoreInputSchema = z.object({
  result: openResultSchema,
  /** Seconds at the workout's tiebreak point; only for a workout that has one. */
  tiebreakSeconds: z.number().int().min(1).max(7_200).nullable().default(null),
});
export type OpenScoreInput = z.infer<typeof openScoreInputSchema>;

export const openScoreStatusSchema = z.enum(['PENDING', 'VALIDATED', 'REJECTED']);
export type OpenScoreStatus = z.infer<typeof openScoreStatusSchema>;

export const openScoreSchema = z.object({
  id: z.number().int(),
  workoutId: z.number().int(),
  userId: z.number().int(),
  result: openResultSchema,
  tiebreakSeconds: z.number().int().nullable(),
  status: openScoreStatusSchema,
  rejectReason: z.string().nullable(),
});
export type OpenScore = z.infer<typeof openScoreSchema>;

export const openRegistrationInputSchema = z.object({ level: openLevelSchema });

/** The caller's place in an event: their division and their own scores, pending ones too. */
export const openMyEntrySchema = z.object({
  division: openDivisionSchema,
  scores: z.array(openScoreSchema),
});
export type OpenMyEntry = z.infer<typeof openMyEntrySchema>;

export const openJudgementInputSchema = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('VALIDATED') }),
  z.object({ verdict: z.literal('REJECTED'), reason: z.string().trim().min(1).max(280) }),
]);
export type OpenJudgementInput = z.infer<typeof openJudgementInputSchema>;

/** A score waiting for a judge, with who and what it is for. */
export const openPendingScoreSchema = openScoreSchema.extend({
  athlete: z.string(),
  workoutName: z.object({ ca: z.string(), es: z.string() }),
  division: openDivisionSchema,
});
export type OpenPendingScore = z.infer<typeof openPendingScoreSchema>;

export const openLeaderboardQuerySchema = z.object({ division: openDivisionKeySchema.optional() });

const placingSchema = z.object({
  workoutId: z.number().int(),
  /** Null when the athlete has no validated score there (they count last + 1). */
  rank: z.number().int().nullable(),
  result: openResultSchema.nullable(),
  tiebreakSeconds: z.number().int().nullable(),
  /** Set only on the viewer's own row: a score of theirs the judges have not seen yet. */
  pending: openResultSchema.nullable(),
});
export const openLeaderboardRowSchema = z.object({
  userId: z.number().int(),
  athlete: z.string(),
  rank: z.number().int(),
  points: z.number().int(),
  placings: z.array(placingSchema),
});
export type OpenLeaderboardRow = z.infer<typeof openLeaderboardRowSchema>;

export const openLeaderboardSchema = z.object({
  eventId: z.number().int(),
  /** The divisions someone registered in, for the filter. */
  divisions: z.array(openDivisionSchema),
  division: openDivisionSchema.nullable(),
  rows: z.array(openLeaderboardRowSchema),
});
export type OpenLeaderboard = z.infer<typeof openLeaderboardSchema>;
