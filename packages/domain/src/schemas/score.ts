import { z } from 'zod';
import { SCORE_COMMENT_MAX } from '../constants';
import { idSchema, idTextSchema, isoDateSchema } from './common';
import { blockIdSchema, scoreKindSchema } from './workout';

const count = (max: number) => z.number().int().min(0).max(max);

/** A result in the shape its block asks for. */
export const scoreResultSchema = z.discriminatedUnion('kind', [
  /** Seconds to finish, up to 24 hours. */
  z.object({ kind: z.literal('time'), seconds: z.number().int().min(1).max(86_400) }),
  z
    .object({ kind: z.literal('rounds_reps'), rounds: count(999), reps: count(9_999) })
    .refine((r) => r.rounds + r.reps > 0, { message: 'rounds or reps above 0', path: ['reps'] }),
  z.object({
    kind: z.literal('load'),
    load: z
      .number()
      .gt(0)
      .max(9_999)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'at most two decimals'),
  }),
  z.object({ kind: z.literal('reps'), reps: count(99_999).min(1) }),
  z.object({ kind: z.literal('calories'), calories: count(99_999).min(1) }),
]);
export type ScoreResult = z.infer<typeof scoreResultSchema>;

/** Rx: as written; Scaled: lighter or easier. The whiteboard ranks Rx first. */
export const divisionSchema = z.enum(['RX', 'SCALED']);
export type Division = z.infer<typeof divisionSchema>;

export const scoreInputSchema = z.object({
  wodId: idSchema,
  blockId: blockIdSchema,
  /** Whose score; a member logs only their own, staff may log for anyone. */
  userId: idSchema,
  division: divisionSchema,
  result: scoreResultSchema,
  note: z.string().trim().max(280).default(''),
});
export type ScoreInput = z.infer<typeof scoreInputSchema>;

export const scoreSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  wodId: z.number().int(),
  /** The WOD's date, so a history reads without a second call. */
  when: z.iso.date(),
  blockId: z.string(),
  blockTitle: z.string(),
  /** The benchmark the block is linked to, if any (left out by older servers). */
  benchmarkId: z.number().int().nullable().optional(),
  division: divisionSchema,
  result: scoreResultSchema,
  note: z.string(),
});
export type Score = z.infer<typeof scoreSchema>;

export const scoreQuerySchema = z.object({
  user: idTextSchema.optional(),
  wod: idTextSchema.optional(),
});

/**
 * Whether a member's scores appear on the box's whiteboard (off until they choose), and whether
 * others may react to them there (on unless they turn it off; left out, it stays as it was).
 */
export const scoreSettingsSchema = z.object({
  showOnWhiteboard: z.boolean(),
  reactionsOff: z.boolean().optional(),
});
export type ScoreSettings = z.infer<typeof scoreSettingsSchema>;

/** A comment on a whiteboard score, by a member shown as on the board ("Laia P."). */
export const scoreCommentSchema = z.object({
  id: z.number().int(),
  scoreId: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ScoreComment = z.infer<typeof scoreCommentSchema>;

/** Fist bumps and comments on one score; null when its owner turned reactions off. */
export const scoreReactionsSchema = z
  .object({
    bumps: z.number().int(),
    /** Whether the viewer gave one. */
    bumped: z.boolean(),
    comments: z.array(scoreCommentSchema),
  })
  .nullable();
export type ScoreReactions = z.infer<typeof scoreReactionsSchema>;

/** A comment as typed: trimmed, and refused as `comment_empty` or `comment_too_long` by the server. */
export const commentInputSchema = z.object({ body: z.string().max(SCORE_COMMENT_MAX * 4) });
export const bumpResultSchema = z.object({ bumped: z.boolean(), bumps: z.number().int() });

export const whiteboardEntrySchema = z.object({
  rank: z.number().int(),
  scoreId: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
  division: divisionSchema,
  result: scoreResultSchema,
  note: z.string(),
  reactions: scoreReactionsSchema,
});
export type WhiteboardEntry = z.infer<typeof whiteboardEntrySchema>;

/** The day's whiteboard: one ranking per scored block of the WOD. */
export const whiteboardSchema = z.object({
  when: z.iso.date(),
  wodId: z.number().int().nullable(),
  blocks: z.array(
    z.object({
      blockId: z.string(),
      label: z.string(),
      title: z.string(),
      kind: scoreKindSchema,
      entries: z.array(whiteboardEntrySchema),
    }),
  ),
  /** Set while members may not read the day's WOD yet; they get no blocks until then. */
  publishesAt: z.iso.datetime().optional(),
});
export type Whiteboard = z.infer<typeof whiteboardSchema>;

export const whiteboardParamsSchema = z.object({ date: isoDateSchema });
