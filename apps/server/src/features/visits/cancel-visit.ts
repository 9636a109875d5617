import { emailKey, fromCents, isLateCancellation, toCents, type VisitCancelled } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../infra/db/in-transaction';
import { classes, leads, receipts, visits } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { assertUnderLimit, LIMITS, recordHit } from '../../infra/http/rate-limit';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import { lockClass } from '../booking/lock-class';
import { refundReceipt } from '../payments/refund-receipt';

/**
 * A visitor cancels their own trial or drop-in from the link in their mail (see docs/product.md,
 * The first visit): the reference and the e-mail it was booked with, both, so a reference read over
 * a shoulder at the door is not enough; attempts are counted per address, refused ones too. Up to
 * the box's cancel limit before the class, as a member's free cancellation. A paid drop-in is
 * refunded whole first (a rectifying invoice with it), with a key of its own so a retry refunds
 * once, and only then is the place given back.
 */
export async function cancelVisit(
  app: FastifyInstance,
  { reference, email, ip }: { reference: string; email: string; ip: string },
): Promise<VisitCancelled> {
  const now = app.clock.now();
  await assertUnderLimit(app.db, LIMITS.visitCancelPerIp, ip, now);
  await recordHit(app.db, LIMITS.visitCancelPerIp, ip, now);
  const [found] = await app.db
    .select({ visit: visits, startsAt: classes.startsAt, receipt: receipts })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .innerJoin(classes, eq(classes.id, visits.classId))
    .leftJoin(receipts, eq(receipts.id, visits.receiptId))
    .where(and(eq(visits.reference, reference), eq(leads.emailKey, emailKey(email))));
  // A wrong e-mail answers as a wrong reference: the pair is the key.
  if (!found) throw notFound('Visit');
  const { config } = await app.boxSettings.get();
  if (isLateCancellation(now, found.startsAt, config.cancelLimitMinutes))
    throw new AppError('visit_cancel_too_late', 'Too late to cancel this class', {
      params: { minutes: config.cancelLimitMinutes },
    });
  const paid = found.receipt?.status === 'SUCCEEDED' ? found.receipt : null;
  if (paid)
    await refundReceipt(app, {
      receiptId: paid.id,
      reason: 'visit_cancelled',
      plan: 'keep',
      by: null,
      automatic: true,
      clientKey: `visit-cancel:${found.visit.id}`,
    });
  await inTransaction(app.db, async (unit) => {
    // Under the class's lock, as every change of its places.
    await lockClass(unit, found.visit.classId);
    await unit.delete(visits).where(eq(visits.id, found.visit.id));
    publishOnCommit(unit, { kind: 'class', classId: found.visit.classId });
  });
  return {
    reference,
    refunded: paid ? fromCents(toCents(paid.amount)) : null,
    refundedTo: paid?.paymentMethod ?? null,
  };
}
