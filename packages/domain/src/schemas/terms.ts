import { z } from 'zod';

/** One body of the terms: up to a long page of plain text, in one language. */
const termsBodySchema = z.string().trim().min(20).max(50_000);

/** One published version of the box's terms and informed consent (docs/product.md, Terms). */
export const termsVersionSchema = z.object({
  id: z.number().int(),
  /** 1, 2, 3…: what members and admins call it. */
  version: z.number().int().positive(),
  bodyCa: z.string(),
  bodyEs: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  publishedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** `GET /api/terms/current`: the version in force, or none while the box has published none. */
export const currentTermsSchema = z.object({ current: termsVersionSchema.nullable() });
export type CurrentTerms = z.infer<typeof currentTermsSchema>;

/** An admin publishes a new version, written in both languages. */
export const publishTermsSchema = z.strictObject({ bodyCa: termsBodySchema, bodyEs: termsBodySchema });
export type PublishTerms = z.infer<typeof publishTermsSchema>;

/** A member accepts a version: the one they were shown, which must still be the current one. */
export const acceptTermsSchema = z.strictObject({ versionId: z.number().int().positive() });
export type AcceptTerms = z.infer<typeof acceptTermsSchema>;

/** One acceptance kept: which version, when. */
export const termsAcceptanceSchema = z.object({
  version: z.number().int().positive(),
  versionId: z.number().int(),
  acceptedAt: z.iso.datetime({ offset: true }),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;

/** A member's standing with the terms: whether they must accept the current version before booking. */
export const memberTermsSchema = z.object({
  /** True when the box has no terms, or the member accepted the current version. */
  accepted: z.boolean(),
  current: termsVersionSchema.nullable(),
  acceptances: z.array(termsAcceptanceSchema),
});
export type MemberTerms = z.infer<typeof memberTermsSchema>;
