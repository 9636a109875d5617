import { z } from 'zod';
import { priceSchema } from './common';

/** A week's credits: a whole number from 0 to 99 (`credits_range`, translated by the web app). */
const weeklyCredits = z.number().int('credits_range').min(0, 'credits_range').max(99, 'credits_range');
export const planCreditsSchema = z.object({ activity: weeklyCredits, open: weeklyCredits });

export const planSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** The Spanish name, for clients that read one text; `nameCa`/`nameEs` are both (docs/decisions.md). */
  name: z.string(),
  nameCa: z.string(),
  nameEs: z.string(),
  credits: planCreditsSchema,
  price: z.number(),
  /** A disabled plan is off the rates page and cannot be joined; members on it keep it. */
  enabled: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const planCreateSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{2,40}$/),
  nameCa: z.string().trim().min(1).max(60),
  nameEs: z.string().trim().min(1).max(60),
  credits: planCreditsSchema,
  price: priceSchema,
});
export type PlanCreate = z.infer<typeof planCreateSchema>;

/** `PUT /api/plans/{id}`: everything but the key, which the app config names (`topPlanKey`). */
export const planUpdateSchema = planCreateSchema.omit({ key: true }).extend({ enabled: z.boolean() });
export type PlanUpdate = z.infer<typeof planUpdateSchema>;
