import { z } from 'zod';
import { priceSchema } from './common';

/** `name` and `description` are the Spanish texts, for clients that read one (docs/decisions.md). */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameCa: z.string(),
  nameEs: z.string(),
  description: z.string(),
  descriptionCa: z.string(),
  descriptionEs: z.string(),
  image: z.string(),
  price: z.number(),
  /** A disabled product is off the shop; receipts that name it keep it. */
  enabled: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

const productName = z.string().trim().min(1).max(80);
const productDescription = z.string().trim().max(500);
/** `POST /api/products/{id}/img` and `/api/activities/{id}/img`: a PNG or JPEG as a data URL. */
export const catalogImageSchema = z.object({ fileSource: z.string().max(6 * 1024 * 1024) });

const productFields = z.object({
  nameCa: productName,
  nameEs: productName,
  descriptionCa: productDescription,
  descriptionEs: productDescription,
  /** A picture's address; empty until one is uploaded (the shop shows a plain tile). */
  image: z.string().trim().max(300),
  price: priceSchema,
});

/** `POST /api/products`: the picture may come with the new product, as an upload would send it. */
export const productCreateSchema = productFields.extend({
  fileSource: catalogImageSchema.shape.fileSource.optional(),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;

export const productUpdateSchema = productFields.extend({ enabled: z.boolean() });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
