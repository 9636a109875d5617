import { z } from 'zod';

/**
 * Workouts (WOD) and recovery sessions are trees of blocks: a title, a time cap in
 * minutes, exercise lines and child blocks. The tree is bounded in depth and size so a stored
 * workout always fits a screen and a request can never make the server recurse without end.
 */
export const WORKOUT_LIMITS = {
  /** a, a.1, a.1.1: three levels. */
  depth: 3,
  blocksPerLevel: 12,
  blocksInAll: 40,
  linesPerBlock: 40,
  linesInAll: 200,
  lineLength: 200,
  titleLength: 80,
  /** Minutes. */
  maxTimeCap: 600,
} as const;

/** What a member logs for a block, as the block says (time, rounds + reps, load, reps or calories). */
export const scoreKindSchema = z.enum(['time', 'rounds_reps', 'load', 'reps', 'calories']);
export type ScoreKind = z.infer<typeof scoreKindSchema>;

/** Blocks are named by an id that survives edits, so a score stays on its block. */
export const blockIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _');

const lineSchema = z.string().trim().min(1).max(WORKOUT_LIMITS.lineLength);

const blockFields = {
  title: z.string().trim().max(WORKOUT_LIMITS.titleLength).default(''),
  /** Time cap in minutes (docs/product.md, Training and WOD publication: a number, minimum 1). */
  tc: z.number().int().min(1).max(WORKOUT_LIMITS.maxTimeCap).nullish(),
  exercices: z.array(lineSchema).max(WORKOUT_LIMITS.linesPerBlock).default([]),
  score: scoreKindSchema.nullish(),
  /** The benchmark the block is (docs/product.md, Benchmark workouts): its scores count for it. */
  benchmarkId: z.number().int().min(1).max(2_147_483_647).nullish(),
};

/**
 * One schema per level rather than a recursive one: parsing stops at the depth limit by
 * construction, whatever nesting a request sends.
 */
function blockLevels<Id extends z.ZodType>(id: Id) {
  const leaf = z.object({ id, ...blockFields, wbs: z.array(z.never()).max(0).default([]) });
  const middle = z.object({
    id,
    ...blockFields,
    wbs: z.array(leaf).max(WORKOUT_LIMITS.blocksPerLevel).default([]),
  });
  return z.object({
    id,
    ...blockFields,
    wbs: z.array(middle).max(WORKOUT_LIMITS.blocksPerLevel).default([]),
  });
}

/** A block as stored and sent: every block has its id. */
export const workoutBlockSchema = blockLevels(blockIdSchema);
export type WorkoutBlock = z.infer<typeof workoutBlockSchema>;

/** A block as a designer sends it: a new block has no id yet, the server gives it one. */
export const workoutBlockInputSchema = blockLevels(blockIdSchema.optional());
export type WorkoutBlockInput = z.infer<typeof workoutBlockInputSchema>;

interface Countable {
  exercices: readonly string[];
  wbs: readonly Countable[];
}

/** Every block of a tree, depth first, with its path of indexes (the label comes from it). */
export function walkBlocks<B extends Countable>(blocks: readonly B[], path: number[] = []): [B, number[]][] {
  return blocks.flatMap((block, i) => [
    [block, [...path, i]] as [B, number[]],
    ...walkBlocks(block.wbs as readonly B[], [...path, i]),
  ]);
}

const boundedTree = <T extends z.ZodType<Countable[]>>(schema: T) =>
  schema.superRefine((blocks, ctx) => {
    const all = walkBlocks(blocks);
    if (all.length > WORKOUT_LIMITS.blocksInAll)
      ctx.addIssue({ code: 'custom', message: `at most ${WORKOUT_LIMITS.blocksInAll} blocks` });
    const lines = all.reduce((sum, [block]) => sum + block.exercices.length, 0);
    if (lines > WORKOUT_LIMITS.linesInAll)
      ctx.addIssue({ code: 'custom', message: `at most ${WORKOUT_LIMITS.linesInAll} lines` });
  });

export const workoutTreeSchema = boundedTree(z.array(workoutBlockSchema).max(WORKOUT_LIMITS.blocksPerLevel));
export const workoutTreeInputSchema = boundedTree(
  z.array(workoutBlockInputSchema).min(1).max(WORKOUT_LIMITS.blocksPerLevel),
);

/** The workout of the day. `when` is the box's date it is programmed for. */
export const wodSchema = z.object({
  id: z.number().int(),
  when: z.iso.date(),
  wbs: workoutTreeSchema,
  /** Set while members may not read it yet (wodPublishesAt): they get it without blocks until then. */
  publishesAt: z.iso.datetime().optional(),
});
export type Wod = z.infer<typeof wodSchema>;

/**
 * `when` as a date, or an instant that is normalised to its UTC day: the designer
 * sends the date it shows, older clients an ISO instant.
 */
export const wodWhenSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((value) => (value.length === 10 ? value : new Date(value).toISOString().slice(0, 10)))
  .pipe(z.iso.date().refine((d) => d >= '2000-01-01' && d <= '2199-12-31', 'out of range (2000–2199)'));

export const wodInputSchema = z.object({ when: wodWhenSchema, wbs: workoutTreeInputSchema });
export type WodInput = z.input<typeof wodInputSchema>;

/** The recovery session of an ISO week; `when` is that week's Monday. */
export const recoverySchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  week: z.number().int(),
  when: z.iso.date(),
  wbs: workoutTreeSchema,
});
export type Recovery = z.infer<typeof recoverySchema>;

export const recoveryInputSchema = z.object({
  year: z.number().int().min(2000).max(2199),
  week: z.number().int().min(1).max(53),
  wbs: workoutTreeInputSchema,
});
export type RecoveryInput = z.input<typeof recoveryInputSchema>;

/** A path's `{utcMillis}`: any instant, written as plain decimal milliseconds since 1970. */
export const utcMillisParamsSchema = z.object({
  utcMillis: z
    .string()
    .regex(/^(0|[1-9]\d{0,14})$/, 'milliseconds since 1970')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(Date.UTC(2000, 0, 1))
        .max(Date.UTC(2199, 11, 31)),
    ),
});

export const pageQuerySchema = z.object({
  page: z
    .string()
    .regex(/^(0|[1-9]\d{0,5})$/)
    .transform(Number)
    .default(0),
  size: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(100))
    .default(20),
});
