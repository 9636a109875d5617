import { z } from 'zod';
import { idSchema, isoDateSchema, moneySchema } from './common';
import { invoiceRefSchema } from './invoice';
import { userStatusSchema } from './user';

/** A provider's id (Stripe's `pm_…`, `pi_…`, the sandbox's alike): letters, digits and underscores. */
export const providerIdSchema = z.string().regex(/^[A-Za-z0-9_]{3,255}$/, 'a payment provider id');

/** A stored card as the member sees it: never more than brand, last4 and expiry. */
export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  defaultPaymentMethod: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardAddSchema = z.object({ pmId: providerIdSchema });
export const cardParamsSchema = z.object({ id: providerIdSchema });

/** What a receipt is for: CHECKOUT until it pays for something, PLAN_RENEWAL for a monthly charge. */
export const receiptPurposeSchema = z.enum([
  'CHECKOUT',
  'CREDIT_ACTIVITY',
  'CREDIT_OPEN',
  'PLAN',
  'PLAN_RENEWAL',
  /** A direct debit the bank sent back, paid by card (docs/sepa.md). */
  'SEPA_DEBT',
  // A visitor's paid class (docs/product.md, The first visit): the receipt names a lead, not a member.
  'DROP_IN',
]);
export type ReceiptPurpose = z.infer<typeof receiptPurposeSchema>;

/** What a payment is for; a receipt bought for one thing cannot pay for another. */
export const paymentPurposeSchema = receiptPurposeSchema.extract([
  'CREDIT_ACTIVITY',
  'CREDIT_OPEN',
  'PLAN',
  'SEPA_DEBT',
]);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/**
 * `POST /api/payments/checkout`; `purpose` is ours, optional for older clients. A plan's checkout
 * names the plan (and whether Pro is added) so that its invoice, issued with the charge, says
 * which plan it paid; the receipt then pays for that plan only.
 */
/** How a member pays once: a stored card, or Bizum (a phone and the bank app's approval). */
export const PAYMENT_METHODS = ['card', 'bizum'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethodKind = z.infer<typeof paymentMethodSchema>;

/**
 * A Spanish mobile number as Bizum knows it: nine digits starting 6 or 7, with or without +34;
 * spaces, dots and dashes dropped. Normalised to `+34XXXXXXXXX`.
 */
export const bizumPhoneSchema = z
  .string()
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^(\+34|0034)?[67]\d{8}$/, 'invalid_phone'))
  .transform((v) => `+34${v.slice(-9)}`);

export const checkoutSchema = z.object({
  /** The card to charge; absent when paying with Bizum. */
  pmId: providerIdSchema.optional(),
  /** Pay with Bizum from this phone instead of a card. */
  bizumPhone: bizumPhoneSchema.optional(),
  amount: moneySchema.positive().max(10_000),
  description: z.string().trim().max(200).default(''),
  purpose: paymentPurposeSchema.optional(),
  /**
   * PLAN only: the plan and Pro the member is paying for, so the server refuses a price it no
   * longer asks (`price_changed`) before the card is charged. Optional for older clients.
   */
  planId: idSchema.optional(),
  pro: z.boolean().optional(),
  /**
   * The member it is for when a guardian pays for a dependent (docs/product.md, Households): the
   * receipt, the plan and the credits are the dependent's, the card or Bizum the guardian's.
   * Absent: the one paying.
   */
  forUserId: idSchema.optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * The result of a checkout: `succeeded` with the receipt, `requires_action` with
 * the client secret for the extra confirmation step, or `failed` with the provider's error code.
 */
export const paymentStatusSchema = z.enum(['succeeded', 'requires_action', 'processing', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const paymentResultSchema = z.object({
  status: paymentStatusSchema,
  id: z.string(),
  clientSecret: z.string().nullable(),
  error: z.string().nullable(),
  receiptId: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** The sandbox's card form posts here, as Stripe.js posts to Stripe: the number goes no further. */
export const sandboxCardSchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/)),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/),
});
export const sandboxAuthorizeSchema = z.object({ approve: z.boolean() });

/** The longest reason an admin can give for a refund: it is printed on the rectifying invoice's concept. */
export const REFUND_REASON_MAX = 200;

/**
 * A refund of (part of) a receipt (docs/invoicing.md, Refunds), with its rectifying invoice (R5)
 * when the receipt had an invoice to correct. `automatic`: the app refunded a payment it then
 * refused to use.
 */
export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  refundedAt: z.iso.datetime({ offset: true }),
  automatic: z.boolean(),
  invoice: invoiceRefSchema.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * `POST /api/payments/receipts/{id}/refund` (admins): the whole of what is left by default, or
 * `amountCents`; `plan` says whether a refunded plan month also ends the member's plan now.
 */
export const refundRequestSchema = z.object({
  amountCents: z.number().int().positive().max(1_000_000).optional(),
  reason: z.string().trim().min(1).max(REFUND_REASON_MAX),
  plan: z.enum(['keep', 'end']).default('keep'),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/**
 * A receipt (see docs/decisions.md, Payments, plans and renewals): one numbered series, the VAT
 * shown apart, the concept in both languages.
 */
export const receiptSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  issuedAt: z.iso.datetime({ offset: true }),
  amount: z.number(),
  base: z.number(),
  vat: z.number(),
  vatRate: z.number(),
  purpose: receiptPurposeSchema,
  /** Card or Bizum. */
  paymentMethod: paymentMethodSchema,
  /** A plan's first payment: the first and last day it paid for. */
  coversFrom: isoDateSchema.nullable(),
  coversTo: isoDateSchema.nullable(),
  /** The plan a PLAN or PLAN_RENEWAL receipt paid for, in both languages. */
  planNameCa: z.string().nullable(),
  planNameEs: z.string().nullable(),
  /** The month a renewal paid, YYYY-MM-01. */
  period: isoDateSchema.nullable(),
  used: z.boolean(),
  /** The simplified invoice (F2) issued with the charge; null while it waits to be issued. */
  invoice: invoiceRefSchema.nullable(),
  /** Its refunds, oldest first, and their sum in euros: equal to `amount` when fully refunded. */
  refunds: z.array(refundSchema),
  refunded: z.number(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** `GET /api/users/{id}/payments`: a member's cards and receipts as an admin sees them. */
export const memberPaymentsSchema = z.object({
  cards: z.array(cardSchema.pick({ brand: true, last4: true, expMonth: true, expYear: true })),
  receipts: z.array(receiptSchema),
});
export type MemberPayments = z.infer<typeof memberPaymentsSchema>;

export const receiptParamsSchema = z.object({ id: z.uuid() });
export const receiptPdfQuerySchema = z.object({ lang: z.enum(['ca', 'es']).default('es') });

/** `PUT /api/users/{id}/creditsWithReceiptId`: one credit of one kind. */
export const creditsWithReceiptSchema = z.object({
  credits: z
    .object({ activity: z.number().int().min(0).max(1), open: z.number().int().min(0).max(1) })
    .refine((c) => c.activity + c.open === 1, 'exactly one credit, of one kind'),
  receiptId: z.uuid(),
});

export const planChoiceSchema = z.object({ planId: idSchema, pro: z.boolean().default(false) });
export const joinWithReceiptSchema = planChoiceSchema.extend({ receiptId: z.uuid() });

/** How a plan's monthly renewal is paid: the member's card, a SEPA direct debit, or nothing to pay. */
export const renewalMethodSchema = z.enum(['CARD', 'SEPA', 'NONE']);

/** Where a month's renewal ended: charged, declined, left to the SEPA remittance, or nothing to charge. */
export const renewalStatusSchema = z.enum(['PENDING', 'SUCCEEDED', 'FAILED', 'SEPA', 'SKIPPED']);

/** Where a receipt's charge stands; REQUIRES_ACTION waits for the member's bank (3-D Secure). */
export const receiptStatusSchema = z.enum(['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED']);

/** A refund is PENDING while the provider is asked, SUCCEEDED once it gave the money back. */
export const refundStatusSchema = z.enum(['PENDING', 'SUCCEEDED']);

/** What a member asked for that waits for the 1st of a month (see docs/product.md, Plans and renewals). */
export const membershipRequestKindSchema = z.enum(['CHANGE', 'LEAVE', 'PAUSE', 'RESUME']);

export const membershipSchema = z.object({
  status: userStatusSchema,
  plan: z
    .object({ id: z.number().int(), key: z.string(), nameCa: z.string(), nameEs: z.string() })
    .nullable(),
  pro: z.boolean(),
  /** What the next renewal charges, in euros; null without a plan. */
  monthlyAmount: z.number().nullable(),
  nextRenewal: z.object({ date: isoDateSchema, amount: z.number(), method: renewalMethodSchema }).nullable(),
  pending: z
    .object({
      kind: membershipRequestKindSchema,
      plan: z.object({ id: z.number().int(), nameCa: z.string(), nameEs: z.string() }).nullable(),
      pro: z.boolean(),
      effectiveOn: isoDateSchema,
    })
    .nullable(),
  /** The last renewal that did not go through, while the member has not joined again since. */
  failedRenewal: z.object({ month: isoDateSchema, error: z.string() }).nullable(),
  /** Up to this day of a month a request takes effect on the 1st of the next one. */
  changePlanDayLimit: z.number().int(),
  /** When a request made today would take effect. */
  requestEffectiveOn: isoDateSchema,
});
export type Membership = z.infer<typeof membershipSchema>;

/** What a refund answers: the refund made (or the one a retry found) and the receipt as it stands now. */
export const refundResultSchema = z.object({
  refund: refundSchema,
  receipt: receiptSchema,
  /** A bought credit was taken back (`true`), was spent already and kept (`false`), or none was bought (null). */
  creditTakenBack: z.boolean().nullable(),
  /** The member's plan was ended by this refund. */
  planEnded: z.boolean(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;
