import { z } from 'zod';

export const movementUnitSchema = z.enum(['kg', 'lb', 'reps']);

export const movementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  unit: movementUnitSchema,
  hasRm: z.boolean(),
});
export type Movement = z.infer<typeof movementSchema>;
