import { z } from 'zod';
import { pageSchema, wholeTextSchema } from './common';

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  message: z.string().trim().min(1).max(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A message in the admin's contact inbox. */
export const contactInboxItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Who answered it and when; null while it waits (`by` null once their account is gone). */
  handled: z
    .object({
      at: z.iso.datetime({ offset: true }),
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type ContactInboxItem = z.infer<typeof contactInboxItemSchema>;

export const contactInboxPageSchema = pageSchema(contactInboxItemSchema);
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

/** `?unhandled=true` lists only the messages still to answer; newest first either way. */
export const contactInboxQuerySchema = z.object({
  unhandled: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: wholeTextSchema(0, 100_000).default(0),
});

export const contactHandledSchema = z.strictObject({ handled: z.boolean() });
