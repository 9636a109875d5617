import { z } from 'zod';

/** What the draw gave an entrant: a place, the waiting list, or a refusal by the booking rules (its code). */
export const drawOutcomeSchema = z.object({
  userId: z.number().int(),
  status: z.enum(['IN', 'WAIT', 'REFUSED']),
  /** The booking rule's error code of a refusal (no_credits, single_book…); null otherwise. */
  code: z.string().nullable(),
});
export type DrawOutcome = z.infer<typeof drawOutcomeSchema>;

/** A draw's result, kept with it: the entrants, the order the seed gave, and what each got. */
export const drawResultSchema = z.object({
  entrants: z.array(z.object({ userId: z.number().int(), standing: z.boolean() })),
  order: z.array(z.number().int()),
  outcomes: z.array(drawOutcomeSchema),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

/**
 * GET /api/classes/{id}/draw: before the draw, the commitment (SHA-256 of the seed) and how many
 * have entered; after it, the seed itself, the entrants and the order, so anyone can recompute it
 * (docs/product.md, The booking draw).
 */
export const drawViewSchema = z.object({
  classId: z.number().int(),
  seedHash: z.string(),
  opensAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  entrantCount: z.number().int(),
  drawnAt: z.iso.datetime({ offset: true }).nullable(),
  seed: z.string().nullable(),
  result: drawResultSchema.nullable(),
});
export type DrawView = z.infer<typeof drawViewSchema>;

/** A class's draw as the booking screen shows it while it collects: until when, and who entered. */
export const classDrawSchema = z.object({
  endsAt: z.iso.datetime({ offset: true }),
  entrants: z.array(z.number().int()),
});
