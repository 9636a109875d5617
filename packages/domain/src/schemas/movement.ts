import { z } from 'zod';
import { idSchema, idTextSchema, isoDateSchema } from './common';

export const movementUnitSchema = z.enum(['kg', 'lb', 'reps']);
export type MovementUnit = z.infer<typeof movementUnitSchema>;

export const movementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  unit: movementUnitSchema,
  hasRm: z.boolean(),
  /** A disabled movement is not offered for new records; old records keep it. */
  enabled: z.boolean(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  abbreviation: z.string().trim().min(1).max(10),
  unit: movementUnitSchema,
  hasRm: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type MovementInput = z.input<typeof movementInputSchema>;

const flagText = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/movements filters (query filters, `hasRm` among them). */
export const movementQuerySchema = z.object({
  hasRm: flagText.optional(),
  unit: movementUnitSchema.optional(),
  name: z.string().trim().max(60).optional(),
  /** Staff keeping the list see the disabled ones too (`all=true`). */
  all: flagText.optional(),
});

/** Largest value a record holds: far above any lift or rep count, inside numeric(10,2). */
export const MOVEMENT_VALUE_MAX = 99_999;

/**
 * A value as the API takes it: above 0, at most two decimals (see docs/product.md, Movements and
 * personal bests).
 */
export const movementValueSchema = z
  .number()
  .gt(0)
  .max(MOVEMENT_VALUE_MAX)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'at most two decimals');

export const movementRecordSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  movement: movementSchema,
  when: z.iso.date(),
  value: z.number(),
  /** The user's best for this movement (the server keeps exactly one per movement). */
  rm: z.boolean(),
});
export type MovementRecord = z.infer<typeof movementRecordSchema>;

/**
 * One record per user, movement and day: a second one that day replaces the first, a lower one
 * only with `replace` (refused as `movement_record_lower` otherwise, so a best is never lost
 * without the member saying so).
 */
export const movementRecordInputSchema = z.object({
  when: isoDateSchema,
  value: movementValueSchema,
  user: idSchema,
  movement: idSchema,
  replace: z.boolean().optional(),
});
export type MovementRecordInput = z.infer<typeof movementRecordInputSchema>;

export const movementRecordQuerySchema = z.object({
  user: idTextSchema.optional(),
  movement: idTextSchema.optional(),
  isRm: flagText.optional(),
});

/** What createOrUpdate answers: the record and whether it is a new personal best worth celebrating. */
export const savedMovementRecordSchema = movementRecordSchema.extend({
  /** The user's best before this save, for the celebration ("+5 kg"); null for a first record. */
  previousBest: z.number().nullable(),
});
export type SavedMovementRecord = z.infer<typeof savedMovementRecordSchema>;
