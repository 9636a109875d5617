import { z } from 'zod';
import { idTextSchema } from './common';
import { movementUnitSchema } from './movement';
import { divisionSchema, scoreResultSchema } from './score';
import { scoreKindSchema, WORKOUT_LIMITS } from './workout';

/**
 * A benchmark workout the box comes back to (see docs/product.md, Benchmark workouts): the
 * "Girls", the "Heroes", past Open workouts, and the box's own.
 */
export const benchmarkCategorySchema = z.enum(['GIRL', 'HERO', 'OPEN', 'BOX']);
export type BenchmarkCategory = z.infer<typeof benchmarkCategorySchema>;

/** How a benchmark is scored: the kinds a WOD block already takes, calories aside. */
export const benchmarkScoreSchema = scoreKindSchema.extract(['time', 'rounds_reps', 'reps', 'load']);
export type BenchmarkScore = z.infer<typeof benchmarkScoreSchema>;

export const benchmarkSchema = z.object({
  id: z.number().int(),
  nameCa: z.string(),
  nameEs: z.string(),
  /** The workout, one exercise line per line: a linked block takes these lines. */
  descriptionCa: z.string(),
  descriptionEs: z.string(),
  category: benchmarkCategorySchema,
  score: benchmarkScoreSchema,
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

const benchmarkName = z.string().trim().min(1).max(WORKOUT_LIMITS.titleLength);
/** Each line must fit a WOD block's exercise line, and there are no more lines than a block holds. */
const benchmarkDescription = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(
    (text) => descriptionLines(text).every((line) => line.length <= WORKOUT_LIMITS.lineLength),
    `lines of at most ${WORKOUT_LIMITS.lineLength} characters`,
  )
  .refine(
    (text) => descriptionLines(text).length <= WORKOUT_LIMITS.linesPerBlock,
    `at most ${WORKOUT_LIMITS.linesPerBlock} lines`,
  );

export const benchmarkInputSchema = z.object({
  nameCa: benchmarkName,
  nameEs: benchmarkName,
  descriptionCa: benchmarkDescription,
  descriptionEs: benchmarkDescription,
  category: benchmarkCategorySchema,
  score: benchmarkScoreSchema,
});
export type BenchmarkInput = z.infer<typeof benchmarkInputSchema>;

/** A description as a block's exercise lines: each non-empty line, trimmed. */
export function descriptionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** One of a member's results on a benchmark, with whether it was a personal record when logged. */
export const benchmarkResultSchema = z.object({
  scoreId: z.number().int(),
  wodId: z.number().int(),
  when: z.iso.date(),
  division: divisionSchema,
  result: scoreResultSchema,
  note: z.string(),
  /** It beat every earlier result of the member on this benchmark (their first one does not). */
  pr: z.boolean(),
});
export type BenchmarkResult = z.infer<typeof benchmarkResultSchema>;

/** A member's history on one benchmark, newest first, and which result is their best. */
export const benchmarkHistorySchema = z.object({
  benchmark: benchmarkSchema,
  results: z.array(benchmarkResultSchema),
  bestScoreId: z.number().int().nullable(),
});
export type BenchmarkHistory = z.infer<typeof benchmarkHistorySchema>;

export const benchmarkHistoryQuerySchema = z.object({ user: idTextSchema.optional() });

/** "Laia P.", as the whiteboard names members. */
const prUserSchema = z.object({ id: z.number().int(), name: z.string() });

/** A new best on a benchmark: the member's own feed shows all of theirs, the box's feed only whiteboard members'. */
export const benchmarkPrSchema = z.object({
  kind: z.literal('benchmark'),
  scoreId: z.number().int(),
  when: z.iso.date(),
  user: prUserSchema,
  benchmark: benchmarkSchema.pick({ id: true, nameCa: true, nameEs: true, score: true }),
  division: divisionSchema,
  result: scoreResultSchema,
  /** The best it beat. */
  previous: z.object({ division: divisionSchema, result: scoreResultSchema }),
});
export type BenchmarkPr = z.infer<typeof benchmarkPrSchema>;

/** A day's lift above every earlier value of that movement (markNewBests). */
export const movementPrSchema = z.object({
  kind: z.literal('movement'),
  recordId: z.number().int(),
  when: z.iso.date(),
  user: prUserSchema,
  movement: z.object({ id: z.number().int(), name: z.string(), unit: movementUnitSchema }),
  value: z.number(),
  /** The best it beat. */
  previous: z.number(),
});
export type MovementPr = z.infer<typeof movementPrSchema>;

/** One line of a PR feed: benchmarks' and movements' new bests, mixed, newest first. */
export const prEntrySchema = z.discriminatedUnion('kind', [benchmarkPrSchema, movementPrSchema]);
export type PrEntry = z.infer<typeof prEntrySchema>;
