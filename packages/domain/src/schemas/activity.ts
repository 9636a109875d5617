import { z } from 'zod';
import { hexColorSchema } from './common';

export const creditTypeSchema = z.enum(['ACTIVITY', 'OPEN']);
export type CreditType = z.infer<typeof creditTypeSchema>;

/**
 * The box's own text comes in both languages (see docs/product.md, Languages and accessibility):
 * `nameCa`/`nameEs` and
 * `descriptionCa`/`descriptionEs`. `name` and `description` stay for clients that read one text;
 * they are the Spanish one, as before (docs/decisions.md).
 */
export const activitySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  nameCa: z.string(),
  nameEs: z.string(),
  description: z.string(),
  descriptionCa: z.string(),
  descriptionEs: z.string(),
  image: z.string(),
  icon: z.string(),
  color: hexColorSchema,
  enabled: z.boolean(),
  singleBook: z.boolean(),
  creditType: creditTypeSchema,
});
export type Activity = z.infer<typeof activitySchema>;

const activityName = z.string().trim().min(1).max(60);
const activityDescription = z.string().trim().max(1000);
export const activityUpdateSchema = activitySchema
  .omit({ id: true, key: true, name: true, description: true })
  .extend({
    nameCa: activityName,
    nameEs: activityName,
    descriptionCa: activityDescription,
    descriptionEs: activityDescription,
    /** Paths or URLs of the pictures; an uploaded image replaces `image` through its own call. */
    image: z.string().trim().max(300),
    icon: z.string().trim().max(300),
  });
export type ActivityUpdate = z.infer<typeof activityUpdateSchema>;

/** `POST /api/activities`: its key is unique and travels in URLs (/book/crossfit/…). */
export const activityCreateSchema = activityUpdateSchema.extend({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{2,40}$/),
});
export type ActivityCreate = z.infer<typeof activityCreateSchema>;
