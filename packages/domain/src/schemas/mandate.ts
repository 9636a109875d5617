import { z } from 'zod';
import {
  isValidCreditorId,
  isValidSepaBic,
  isValidSepaIban,
  MANDATE_REFERENCE_PATTERN,
  normalizeBic,
  normalizeCreditorId,
  normalizeIban,
  normalizeMandateReference,
} from '../rules/sepa';
import { isoDateSchema, pageSchema, wholeTextSchema } from './common';
import { userStatusSchema } from './user';

/** Messages the web app translates as `forms.{message}` next to the field. */
export const ibanSchema = z
  .string()
  .trim()
  .max(42)
  .refine(isValidSepaIban, 'invalid_iban')
  .transform(normalizeIban);
const bicSchema = z
  .string()
  .trim()
  .max(14)
  .transform(normalizeBic)
  .refine((bic) => bic === '' || isValidSepaBic(bic), 'invalid_bic')
  .transform((bic) => (bic === '' ? null : bic));
const nameSchema = z.string().trim().min(1).max(70);

/** A mandate as an admin records it from the paper (or PDF) the member signed. */
export const mandateInputSchema = z.object({
  holder: nameSchema,
  iban: ibanSchema,
  /** Optional since the IBAN-only rule; checked when given. */
  bic: bicSchema.nullable().default(null),
  reference: z
    .string()
    .transform(normalizeMandateReference)
    .refine((reference) => MANDATE_REFERENCE_PATTERN.test(reference), 'invalid_reference'),
  signedOn: isoDateSchema,
});
export type MandateInput = z.input<typeof mandateInputSchema>;

export const mandateStateSchema = z.enum(['ACTIVE', 'REVOKED', 'NONE']);
export type MandateState = z.infer<typeof mandateStateSchema>;

export const mandateSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  holder: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  reference: z.string(),
  signedOn: z.string(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether a remittance has collected on it: the next debit is RCUR, not FRST. */
  collected: z.boolean(),
});
export type Mandate = z.infer<typeof mandateSchema>;

/**
 * A plan as the mandates screens name it, in both languages (see docs/decisions.md, The box's
 * content in both languages).
 */
const planNameSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  nameCa: z.string(),
  nameEs: z.string(),
});

/** A member as /admin/mandatos lists them: their plan and their mandate (the active one, else the last). */
export const mandateMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  status: userStatusSchema,
  plan: planNameSchema.nullable(),
  state: mandateStateSchema,
  mandate: mandateSchema.nullable(),
});
export type MandateMember = z.infer<typeof mandateMemberSchema>;
export const mandateMemberPageSchema = pageSchema(mandateMemberSchema);

export const mandateMemberQuerySchema = z.object({
  name: z.string().trim().max(100).optional(),
  state: mandateStateSchema.optional(),
  page: wholeTextSchema(0, 100_000).default(0),
});

/** The box as the creditor of its direct debits. */
export const creditorInputSchema = z.object({
  name: nameSchema,
  creditorId: z
    .string()
    .trim()
    .max(40)
    .refine(isValidCreditorId, 'invalid_creditor_id')
    .transform(normalizeCreditorId),
  iban: ibanSchema,
  bic: bicSchema.nullable().default(null),
});
export type CreditorInput = z.input<typeof creditorInputSchema>;
export const creditorSchema = z.object({
  name: z.string(),
  creditorId: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
});
export type Creditor = z.infer<typeof creditorSchema>;

/** A month of direct debits, `YYYY-MM`. */
export const monthSchema = z
  .string()
  .regex(/^(20[2-9]\d|21\d\d)-(0[1-9]|1[0-2])$/, 'a month, YYYY-MM, from 2020');
export const monthParamsSchema = z.object({ month: monthSchema });

export const sequenceTypeSchema = z.enum(['FRST', 'RCUR']);
export type SequenceType = z.infer<typeof sequenceTypeSchema>;

/** One member's debit of a month. */
export const remittanceItemSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  plan: planNameSchema,
  /** Pro charged on top of the plan (the top plan includes it). */
  pro: z.boolean(),
  discount: z.number(),
  holder: z.string(),
  iban: z.string(),
  reference: z.string(),
  sequenceType: sequenceTypeSchema,
  amount: z.number(),
});
export type RemittanceItem = z.infer<typeof remittanceItemSchema>;

/** Why a member with a plan is not charged by the remittance. */
export const remittanceSkipReasonSchema = z.enum([
  'NO_MANDATE',
  'MAINTENANCE',
  'INACTIVE',
  'PAID',
  'FREE',
  /** The mandate was signed after the month: it does not pay for months before it. */
  'SIGNED_LATER',
]);
export type RemittanceSkipReason = z.infer<typeof remittanceSkipReasonSchema>;

export const remittanceSchema = z.object({
  month: monthSchema,
  /** Set once the month was exported: it is never charged again. */
  exported: z
    .object({
      at: z.iso.datetime({ offset: true }),
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      messageId: z.string(),
    })
    .nullable(),
  collectionDate: z.string(),
  transactions: z.number().int(),
  controlSum: z.number(),
  items: z.array(remittanceItemSchema),
  skipped: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      surname: z.string(),
      reason: remittanceSkipReasonSchema,
    }),
  ),
});
export type Remittance = z.infer<typeof remittanceSchema>;

export const exportedMonthSchema = z.object({
  month: monthSchema,
  at: z.iso.datetime({ offset: true }),
  transactions: z.number().int(),
  controlSum: z.number(),
});
export type ExportedMonth = z.infer<typeof exportedMonthSchema>;
