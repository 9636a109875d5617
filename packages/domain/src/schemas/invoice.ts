import { z } from 'zod';
import { idSchema, isoDateSchema, pageSchema, wholeTextSchema } from './common';

/** F2: a simplified invoice; R5: the rectifying invoice that corrects one (docs/invoicing.md). */
export const invoiceKindSchema = z.enum(['F2', 'R5']);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/** Where a billing record stands with the AEAT: the `aeat_status` column. */
export const aeatStatusSchema = z.enum(['pending', 'sent', 'accepted', 'accepted_with_errors', 'refused']);
export type AeatStatus = z.infer<typeof aeatStatusSchema>;

/** An invoice named on a receipt or a refund: enough to show its number and open its PDF. */
export const invoiceRefSchema = z.object({
  id: idSchema,
  /** The printed number, `F-000042` or `FR-000003`. */
  number: z.string(),
  kind: invoiceKindSchema,
});
export type InvoiceRef = z.infer<typeof invoiceRefSchema>;

/** `GET /api/invoices`: one invoice or rectifying invoice as the admin lists it. Amounts in cents. */
export const invoiceListItemSchema = z.object({
  id: idSchema,
  number: z.string(),
  kind: invoiceKindSchema,
  issuedAt: z.iso.datetime({ offset: true }),
  issueDate: isoDateSchema,
  memberId: idSchema.nullable(),
  memberName: z.string().nullable(),
  concept: z.string(),
  baseCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  /** 2100 = 21 %. */
  vatRateBp: z.number().int(),
  /** An R5's corrected invoice. */
  corrects: invoiceRefSchema.nullable(),
  /** The status of its registro de alta. */
  aeatStatus: aeatStatusSchema,
  /** A registro de anulación was written for it. */
  voided: z.boolean(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** `GET /api/invoices/chain`: the whole chain walked now (what `npm run invoices:verify` prints). */
export const chainCheckSchema = z.object({
  whole: z.boolean(),
  records: z.number().int(),
  /** The first problem, in words (English, as the command prints it); null when whole. */
  problem: z.string().nullable(),
});
export type ChainCheck = z.infer<typeof chainCheckSchema>;

/** `GET /api/invoices/aeat`: whether records reach the AEAT, and how many stand where. */
export const aeatSendingSchema = z.object({
  /** A client certificate is set (VERIFACTU_CERT_FILE): without it records are kept and queued. */
  configured: z.boolean(),
  environment: z.enum(['test', 'production']),
  counts: z.object({
    pending: z.number().int(),
    sent: z.number().int(),
    accepted: z.number().int(),
    accepted_with_errors: z.number().int(),
    refused: z.number().int(),
  }),
  lastRunAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last run's failure (a fault, a refused request), null when it went through. */
  lastError: z.string().nullable(),
  /** When the sender will try again (the AEAT's TiempoEsperaEnvio or a backoff). */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AeatSending = z.infer<typeof aeatSendingSchema>;

/** `POST /api/invoices/{id}/void`: why the invoice is voided, kept in the audit log. */
export const voidInvoiceSchema = z.object({
  reason: z.string().trim().min(1).max(500),
});
export type VoidInvoice = z.infer<typeof voidInvoiceSchema>;

/** The registro de anulación written for a voided invoice. */
export const voidedInvoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  /** Its place in the billing chain. */
  recordPosition: z.number().int(),
  aeatStatus: aeatStatusSchema,
});
export type VoidedInvoice = z.infer<typeof voidedInvoiceSchema>;

/** `GET /api/invoices/records.xml`: the box days whose billing records to export, both included. */
export const recordsRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['to'] });
export type RecordsRange = z.infer<typeof recordsRangeSchema>;
/** Invoices the admin's list shows on one page. */
export const INVOICE_PAGE_SIZE = 25;

/** `GET /api/invoices`: the admin's list, newest first; dates are the box's issue dates, inclusive. */
export const invoiceListQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    kind: invoiceKindSchema.optional(),
    aeatStatus: aeatStatusSchema.optional(),
    page: wholeTextSchema(0, 100_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'range_reversed', path: ['to'] });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoicePageSchema = pageSchema(invoiceListItemSchema);

/** A calendar quarter, `2027-Q1`: what the quarterly VAT return (Modelo 303) covers. */
export const quarterSchema = z.string().regex(/^(19\d\d|2[01]\d\d)-Q[1-4]$/, 'quarter');

/** `GET /api/invoices/csv?quarter=2027-Q1`: the accountant's file of one quarter. */
export const invoiceCsvQuerySchema = z.object({ quarter: quarterSchema });

/** `GET /api/invoices/{id}/pdf?lang=`: the invoice's own language unless one is asked for. */
export const invoicePdfQuerySchema = z.object({ lang: z.enum(['ca', 'es']).optional() });
