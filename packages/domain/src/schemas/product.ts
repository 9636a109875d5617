import { z } from 'zod';
import { moneySchema } from './common';

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
});
export type Product = z.infer<typeof productSchema>;

export const productCreateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  image: z.string().trim().min(1).max(300),
  price: moneySchema.positive(),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;
