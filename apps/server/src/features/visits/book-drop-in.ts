import { randomUUID } from 'node:crypto';
import { type DropInBooked, type DropInRequest, toCents, type VisitBooked } from '@boxbook/domain';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../infra/db/in-transaction';
import { activities, classes, leads, type ReceiptRow, receipts, visits } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { refundUnbookedDropIn } from '../payments/auto-refund';
import { paymentResultOf } from '../payments/checkout';
import { CardError, type ChargeResult } from '../payments/provider/payment-provider';
import { asAppError } from '../payments/provider-errors';
import { settleCharge } from '../payments/settle-charge';
import { mailVisitor, takeVisitPlace } from './book-trial';

/**
 * How long a drop-in's place is held while its payment is open: the bank's extra step, or Bizum's
 * five-minute approval window with a margin. Past it the visits job asks the provider once more
 * and lets the place go unless the payment went through (docs/decisions.md, "The paid drop-in").
 */
export const DROP_IN_HOLD_MS = 15 * 60_000;

type DropInContext = { app: FastifyInstance };

/** The drop-in's visit with its receipt, lead and class: what its answer and its mail are made of. */
async function readDropIn(unit: UnitOfWork | FastifyInstance['db'], where: { reference: string }) {
  const [row] = await unit
    .select({ visit: visits, receipt: receipts, lead: leads, cls: classes, activity: activities })
    .from(visits)
    .innerJoin(receipts, eq(receipts.id, visits.receiptId))
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .innerJoin(classes, eq(classes.id, visits.classId))
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(visits.reference, where.reference));
  return row ?? null;
}

type DropInRow = NonNullable<Awaited<ReturnType<typeof readDropIn>>>;

function bookedOf(row: DropInRow): VisitBooked {
  return {
    reference: row.visit.reference,
    kind: 'DROP_IN',
    classId: row.cls.id,
    activityKey: row.activity.key,
    date: row.cls.date,
    startTime: row.cls.startsAt.toISOString(),
    endTime: row.cls.endsAt.toISOString(),
  };
}

function answerOf(row: DropInRow, receipt: ReceiptRow, clientSecret: string | null): DropInBooked {
  return {
    ...bookedOf(row),
    heldUntil: row.visit.heldUntil?.toISOString() ?? null,
    payment: paymentResultOf(receipt, clientSecret),
  };
}

/**
 * What a charge's outcome does to the held place, in the transaction that settled it: paid, the
 * place is the visitor's and they get their mail (once: only a held visit is confirmed); refused,
 * the place is let go at once; still open, it stays held. Safe to run again (a retry, the webhook's
 * settle followed by the confirmation, the job).
 */
export async function resolveHold(
  unit: UnitOfWork,
  { reference, app }: { reference: string; app: FastifyInstance },
): Promise<{ row: DropInRow; released: boolean } | null> {
  const row = await readDropIn(unit, { reference });
  if (!row) return null;
  if (row.receipt.status === 'SUCCEEDED' && row.visit.heldUntil) {
    await unit.update(visits).set({ heldUntil: null }).where(eq(visits.id, row.visit.id));
    const settings = await app.boxSettings.get();
    await mailVisitor(
      unit,
      {
        email: row.lead.email,
        name: row.lead.name,
        language: row.lead.language,
        activityName: row.lead.language === 'ca' ? row.activity.nameCa : row.activity.nameEs,
        booked: bookedOf(row),
      },
      { settings, now: app.clock.now(), mailer: app.mailer, publicUrl: app.env.PUBLIC_URL },
    );
    publishOnCommit(unit, { kind: 'class', classId: row.cls.id });
    return { row: { ...row, visit: { ...row.visit, heldUntil: null } }, released: false };
  }
  if (row.receipt.status === 'FAILED' && row.visit.heldUntil) {
    await releasePlace(unit, row);
    return { row, released: true };
  }
  return { row, released: false };
}

/**
 * The webhook's part (app.ts hands it to payments): a drop-in's receipt the webhook settled
 * resolves its held place in the same transaction, as the browser's confirmation does after its
 * settle, so whichever comes first books the visitor and the other changes nothing. A place let go
 * already has no visit; the webhook then refunds the payment (payments' refundUnbookedDropIn).
 */
export async function resolveHoldOfReceipt(
  unit: UnitOfWork,
  { receiptId, app }: { receiptId: string; app: FastifyInstance },
): Promise<void> {
  const [visit] = await unit
    .select({ reference: visits.reference })
    .from(visits)
    .where(eq(visits.receiptId, receiptId));
  if (visit) await resolveHold(unit, { reference: visit.reference, app });
}

/** Lets a held place go: the visit is removed (its receipt stays, FAILED, with the lead). */
async function releasePlace(unit: UnitOfWork, row: DropInRow): Promise<void> {
  await unit.delete(visits).where(eq(visits.id, row.visit.id));
  publishOnCommit(unit, { kind: 'class', classId: row.cls.id });
}

/** Settles what the provider said and resolves the hold with it, in one transaction. */
async function settleDropIn(
  app: FastifyInstance,
  { receiptId, reference, result }: { receiptId: string; reference: string; result: ChargeResult },
) {
  return inTransaction(app.db, async (unit) => {
    const receipt = await settleCharge(unit, {
      receiptId,
      result,
      by: null,
      now: app.clock.now(),
      invoicing: app.invoicing,
    });
    const resolved = await resolveHold(unit, { reference, app });
    return { receipt, resolved };
  });
}

/** A refused payment as the visitor reads it: the card's own code when we know it. */
function refusalOf(receipt: ReceiptRow): AppError {
  const code = receipt.errorCode ?? 'card_declined';
  try {
    asAppError(new CardError(code, 'The payment did not go through'));
  } catch (error) {
    if (error instanceof AppError && error.code !== 'invalid_card') return error;
  }
  return new AppError('card_declined', 'The payment did not go through');
}

/**
 * Books a paid drop-in (see docs/product.md, The first visit), in three steps as a member's
 * checkout: the place is taken and held with a PENDING receipt naming the lead, in one transaction
 * under the class's lock; the provider charges the card (or asks Bizum) outside any transaction,
 * with the receipt's idempotency key; the outcome settles the receipt (number, F2 invoice) and
 * confirms or lets go of the place. A retry with the same Idempotency-Key finds its receipt and its
 * place, and charges once.
 */
export async function bookDropIn(
  { app }: DropInContext,
  { request, clientKey }: { request: DropInRequest & { bizumPhone?: string }; clientKey: string | undefined },
): Promise<DropInBooked> {
  const settings = await app.boxSettings.get();
  const { config } = settings;
  if (!config.dropInEnabled) throw new AppError('drop_in_unavailable', 'The box offers no drop-in');
  if (!request.pmId && !request.bizumPhone)
    throw new AppError('validation', 'Choose a card or Bizum', { field: 'pmId' });
  const idempotencyKey = `dropin:${clientKey ?? randomUUID()}`;
  const now = app.clock.now();
  const { provider } = app.payments;

  const held = await inTransaction(app.db, async (unit) => {
    const [known] = await unit.select().from(receipts).where(eq(receipts.idempotencyKey, idempotencyKey));
    if (known) {
      const [visit] = await unit
        .select({ reference: visits.reference })
        .from(visits)
        .where(eq(visits.receiptId, known.id));
      if (!visit) return { receiptId: known.id, reference: null };
      return { receiptId: known.id, reference: visit.reference };
    }
    let receiptId = '';
    const taken = await takeVisitPlace(unit, request, {
      settings,
      now,
      kind: 'DROP_IN',
      payFor: async (leadId) => {
        const [receipt] = await unit
          .insert(receipts)
          .values({
            leadId,
            amount: config.dropInPrice,
            purpose: 'DROP_IN',
            provider: provider.name,
            providerReference: '',
            status: 'PENDING',
            idempotencyKey,
            billedName: `${request.name} ${request.surname}`,
            paymentMethod: request.bizumPhone ? 'bizum' : 'card',
          })
          .returning({ id: receipts.id });
        if (!receipt) throw new Error('receipt not stored');
        receiptId = receipt.id;
        return { receiptId, heldUntil: new Date(now.getTime() + DROP_IN_HOLD_MS) };
      },
    });
    // The receipt names its place by the charge's words, so a payment that comes after the place
    // was let go (and the visit with it) is still found by the reference the visitor holds.
    await unit
      .update(receipts)
      .set({ concept: dropInConcept(taken.booked.reference) })
      .where(eq(receipts.id, receiptId));
    return { receiptId, reference: taken.booked.reference };
  });

  if (held.reference === null) return settleUnheld(app, held.receiptId);
  const row = await readDropIn(app.db, { reference: held.reference });
  if (!row) throw notFound('Visit');
  if (row.receipt.status === 'SUCCEEDED') return answerOf(row, row.receipt, null);

  let result: ChargeResult;
  try {
    result = await provider.charge({
      customerId: null,
      paymentMethodId: request.pmId ?? '',
      ...(request.bizumPhone ? { bizumPhone: request.bizumPhone } : {}),
      amountCents: toCents(row.receipt.amount),
      description: dropInConcept(row.visit.reference),
      idempotencyKey,
      offSession: false,
      receiptId: row.receipt.id,
    });
  } catch (error) {
    if (!(error instanceof CardError)) {
      // The provider did not answer: the place stays held, and the job asks again at its end.
      return asAppError(error);
    }
    result = { id: row.receipt.providerReference, status: 'failed', clientSecret: null, error: error.code };
  }
  const { receipt, resolved } = await settleDropIn(app, {
    receiptId: row.receipt.id,
    reference: row.visit.reference,
    result,
  });
  void app.mailer.flush();
  if (receipt.status === 'FAILED') throw refusalOf(receipt);
  if (!resolved) throw notFound('Visit');
  return answerOf(resolved.row, receipt, result.clientSecret);
}

/**
 * After the bank's extra step or while Bizum waits: asks the provider how the drop-in's charge
 * stands, settles it and answers the booking. Idempotent: a paid drop-in answers as it is.
 */
export async function confirmDropIn(app: FastifyInstance, reference: string): Promise<DropInBooked> {
  const row = await readDropIn(app.db, { reference });
  if (!row) {
    const unheld = await unheldReceipt(app, reference);
    if (!unheld) throw notFound('Visit');
    return settleUnheld(app, unheld.id);
  }
  if (row.receipt.status === 'SUCCEEDED' && !row.visit.heldUntil) return answerOf(row, row.receipt, null);
  const result = row.receipt.providerReference
    ? await app.payments.provider.retrieveCharge(row.receipt.providerReference).catch(asAppError)
    : null;
  if (!result) throw new AppError('visit_hold_expired', 'The payment was never asked for');
  const { receipt, resolved } = await settleDropIn(app, {
    receiptId: row.receipt.id,
    reference,
    result,
  });
  void app.mailer.flush();
  if (receipt.status === 'FAILED') throw refusalOf(receipt);
  if (!resolved) throw notFound('Visit');
  return answerOf(resolved.row, receipt, result.clientSecret);
}

/** The drop-in's words on its charge and its receipt: how a receipt names its place. */
const dropInConcept = (reference: string) => `Drop-in ${reference}`;

/** A drop-in's receipt whose held place was let go (its visit is gone), by the visit's reference. */
async function unheldReceipt(app: FastifyInstance, reference: string): Promise<ReceiptRow | null> {
  const [receipt] = await app.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.purpose, 'DROP_IN'), eq(receipts.concept, dropInConcept(reference))));
  if (!receipt) return null;
  const [place] = await app.db.select({ id: visits.id }).from(visits).where(eq(visits.receiptId, receipt.id));
  return place ? null : receipt;
}

/**
 * A payment whose place was let go before it went through: settled with what the provider says
 * now and, if paid, refunded at once (payments' refundUnbookedDropIn). The visitor reads that the
 * money went back (`payment_refunded`, cause `visit_hold_expired`), a refusal, or that the place
 * is gone while the payment is still open. Safe to repeat: it refunds once.
 */
async function settleUnheld(app: FastifyInstance, receiptId: string): Promise<never> {
  const [known] = await app.db.select().from(receipts).where(eq(receipts.id, receiptId));
  if (!known) throw notFound('Payment');
  let receipt = known;
  const open = receipt.status === 'PENDING' || receipt.status === 'REQUIRES_ACTION';
  if (open && receipt.providerReference) {
    const result = await app.payments.provider.retrieveCharge(receipt.providerReference).catch(asAppError);
    receipt = await inTransaction(app.db, (unit) =>
      settleCharge(unit, { receiptId, result, by: null, now: app.clock.now(), invoicing: app.invoicing }),
    );
  }
  if (receipt.status === 'FAILED') throw refusalOf(receipt);
  const refunded = await refundUnbookedDropIn(app, receiptId);
  void app.mailer.flush();
  if (refunded === null)
    throw new AppError('visit_hold_expired', 'The place held for this payment was let go');
  throw new AppError('payment_refunded', 'The place was let go before the payment; it was refunded', {
    params: { cause: 'visit_hold_expired', ...refunded },
  });
}

/** The sandbox's stand-in for the bank's extra step of a visitor's payment (Stripe.js does it in the browser). */
export async function authorizeDropIn(
  app: FastifyInstance,
  { reference, approve }: { reference: string; approve: boolean },
): Promise<DropInBooked> {
  const { sandbox } = app.payments;
  const row = await readDropIn(app.db, { reference });
  const providerReference =
    row?.receipt.providerReference || (await unheldReceipt(app, reference))?.providerReference;
  if (!sandbox || !providerReference) throw notFound('Payment');
  await sandbox.authorize(providerReference, approve);
  return confirmDropIn(app, reference);
}

/**
 * The job's part (visits-job.ts): each held place past its time is looked at once more at the
 * provider — a payment that went through keeps the place — and let go otherwise.
 */
export async function releaseExpiredHolds(app: FastifyInstance, now: Date): Promise<number> {
  const expired = await app.db
    .select({ reference: visits.reference, providerReference: receipts.providerReference })
    .from(visits)
    .innerJoin(receipts, eq(receipts.id, visits.receiptId))
    .where(and(isNotNull(visits.heldUntil), lte(visits.heldUntil, now)));
  let released = 0;
  for (const held of expired) {
    const row = await readDropIn(app.db, { reference: held.reference });
    if (!row?.visit.heldUntil || row.visit.heldUntil > now) continue;
    const result: ChargeResult | null = held.providerReference
      ? await app.payments.provider.retrieveCharge(held.providerReference).catch(() => null)
      : null;
    const out = await inTransaction(app.db, async (unit) => {
      if (result)
        await settleCharge(unit, {
          receiptId: row.receipt.id,
          result,
          by: null,
          now,
          invoicing: app.invoicing,
        });
      const resolved = await resolveHold(unit, { reference: held.reference, app });
      if (!resolved?.row.visit.heldUntil) return resolved?.released ?? false;
      // Still not paid at the end of its hold: the place goes back to the class.
      await releasePlace(unit, resolved.row);
      return true;
    });
    if (out) released++;
  }
  return released;
}
