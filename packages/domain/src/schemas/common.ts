import { z } from 'zod';

export const idSchema = z.coerce.number().int().positive();
export const idParamsSchema = z.object({ id: idSchema });

/** A page of results, the shape of spec point 3. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    empty: z.boolean(),
    number: z.number().int(),
    content: z.array(item),
  });

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const moneySchema = z.number().nonnegative().multipleOf(0.01);
