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

/** The pain.008 versions a box can send its bank (docs/sepa.md): .001.02 by default, .001.08 where the bank asks. */
export const pain008VersionSchema = z.enum(['pain.008.001.02', 'pain.008.001.08']);
export type Pain008Version = z.infer<typeof pain008VersionSchema>;

/**
 * What the box decides about its direct debits beside who it is (docs/sepa.md): the message
 * version, the days of notice before a debit (14 by the SEPA Core rulebook unless the mandate
 * agrees fewer), and what a returned debit does.
 */
function creditorSettingsShape() {
  return {
    messageVersion: pain008VersionSchema.default('pain.008.001.02'),
    noticeDays: z.number().int().min(1).max(30).default(14),
    /** Whether a member whose debit came back keeps the plan's weekly allowance until they pay. */
    returnKeepsAllowance: z.boolean().default(true),
    /** Whether the next remittance collects an unpaid return again. */
    recollectReturns: z.boolean().default(true),
    /** Euros charged on top of a returned debit (what the bank charges the box, at most 50). */
    returnFee: z.number().min(0).max(50).multipleOf(0.01).default(0),
  };
}

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
  ...creditorSettingsShape(),
});
export type CreditorInput = z.input<typeof creditorInputSchema>;
export const creditorSchema = z.object({
  name: z.string(),
  creditorId: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  messageVersion: pain008VersionSchema,
  noticeDays: z.number().int(),
  returnKeepsAllowance: z.boolean(),
  recollectReturns: z.boolean(),
  returnFee: z.number(),
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
  /** A debit that collects a returned one again (its month, YYYY-MM), not this month's fee. */
  recollects: z.string().nullable(),
  /** When the member was told of this debit (pre-notification); null before the export. */
  toldAt: z.iso.datetime({ offset: true }).nullable(),
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
  /** The plan started after the month (a late export of a month the member did not hold it). */
  'JOINED_LATER',
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
  /** The first collection date the box's notice allows when exporting today. */
  firstAllowedDate: z.string(),
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

/** `POST /api/mandates/remittances/{month}?collectionDate=`: an admin may ask for a later collection date. */
export const exportRemittanceSchema = z.object({ collectionDate: isoDateSchema.optional() });

/** The bank files a box imports on /admin/mandatos (docs/sepa.md). */
export const returnFileKindSchema = z.enum(['pain.002.001.03', 'camt.054.001.02']);
export type ReturnFileKind = z.infer<typeof returnFileKindSchema>;

/** A bank file as the admin uploads it, read as text (at most 2 MB). */
export const returnFileInputSchema = z.object({ xml: z.string().min(1).max(2_000_000) });

export const returnImportSchema = z.object({
  kind: returnFileKindSchema,
  messageId: z.string(),
  /** Debits this import marked returned; 0 when the file had been imported already. */
  returns: z.number().int(),
  alreadyImported: z.boolean(),
});
export type ReturnImport = z.infer<typeof returnImportSchema>;

export const sepaReturnStatusSchema = z.enum(['UNPAID', 'RECOLLECTED', 'PAID', 'CARRIED']);
export type SepaReturnStatus = z.infer<typeof sepaReturnStatusSchema>;

/** A returned or rejected debit, as /admin/mandatos lists it. */
export const sepaReturnSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  /** The month the debit charged, YYYY-MM. */
  month: monthSchema,
  /** The ISO 20022 reason code the bank gave (AC04, AM04, MD06…). */
  reasonCode: z.string(),
  amount: z.number(),
  fee: z.number(),
  status: sepaReturnStatusSchema,
  returnedAt: z.iso.datetime({ offset: true }),
});
export type SepaReturn = z.infer<typeof sepaReturnSchema>;

export const sepaReturnsSchema = z.object({
  returns: z.array(sepaReturnSchema),
  /** Returns by reason code, the most frequent first. */
  byReason: z.array(z.object({ reasonCode: z.string(), count: z.number().int(), amount: z.number() })),
});
export type SepaReturns = z.infer<typeof sepaReturnsSchema>;

/** What a member owes after a returned debit, as /config/your-payments shows it. */
export const sepaDebtSchema = z.object({
  id: z.number().int(),
  month: monthSchema,
  reasonCode: z.string(),
  amount: z.number(),
  fee: z.number(),
  /** What paying it by card charges: the debit plus the fee. */
  total: z.number(),
  /** UNPAID: pay it by card; RECOLLECTED: a later remittance collects it again. */
  status: sepaReturnStatusSchema,
});
export type SepaDebt = z.infer<typeof sepaDebtSchema>;

export const payDebtSchema = z.object({ receiptId: z.uuid() });
