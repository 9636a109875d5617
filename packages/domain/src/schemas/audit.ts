import { z } from 'zod';
import { idTextSchema, pageSchema, wholeTextSchema } from './common';

/**
 * What leaves an audit entry: every change that touches money, credits, roles or status.
 * A feature that adds such a change adds its action here.
 */
export const auditActionSchema = z.enum([
  'credits.adjust',
  'user.update',
  'user.server_command',
  'plan.join',
  'plan.leave',
  'plan.change',
  'membership.pause',
  'membership.resume',
  'payment.charge',
  'receipt.use',
  'payment.refund',
  'mandate.save',
  'mandate.revoke',
  'creditor.save',
  'terms.publish',
  'remittance.export',
  'sepa_returns.import',
  'sepa_debt.pay',
  'invoice.void',
  'class.update',
  'class.cancel',
  'settings.update',
  'member.deletion_request',
  'member.anonymise',
  'household.add_dependent',
  'household.adult',
  'household.remove',
  'household.hand_over',
  'catalog.plan.create',
  'catalog.plan.update',
  'catalog.product.create',
  'catalog.product.update',
  'backup.create',
  'backup.download',
  'score_comment.delete',
  'open.event.create',
  'open.event.update',
  'open.workout.create',
  'open.workout.update',
  'open.score.judge',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** Who made the change; null for the box itself (a job) or a deleted account. */
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: auditActionSchema,
  /** The member the change concerns, when there is one. */
  userId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);

export const auditQuerySchema = z.object({
  userId: idTextSchema.optional(),
  page: wholeTextSchema(0, 100_000).default(0),
});
