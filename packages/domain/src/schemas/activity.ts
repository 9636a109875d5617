import { z } from 'zod';
import { hexColorSchema } from './common';

export const creditTypeSchema = z.enum(['ACTIVITY', 'OPEN']);
export type CreditType = z.infer<typeof creditTypeSchema>;

export const activitySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  icon: z.string(),
  color: hexColorSchema,
  enabled: z.boolean(),
  singleBook: z.boolean(),
  creditType: creditTypeSchema,
});
export type Activity = z.infer<typeof activitySchema>;

export const activityUpdateSchema = activitySchema.omit({ id: true, key: true }).extend({
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(1000),
});
export type ActivityUpdate = z.infer<typeof activityUpdateSchema>;
