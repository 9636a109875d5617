import {
  cardAddSchema,
  cardParamsSchema,
  cardSchema,
  checkoutSchema,
  idTextSchema,
  paymentResultSchema,
  providerIdSchema,
  receiptParamsSchema,
  receiptPdfQuerySchema,
  receiptSchema,
  refundRequestSchema,
  refundResultSchema,
} from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../infra/db/schema';
import { AppError, forbidden } from '../../infra/http/app-error';
import { actsFor, assertSelfOr, caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { addCard, ensureCustomer, findCard, listCards, removeCard, setDefaultCard } from './cards';
import { confirmCheckout, startCheckout } from './checkout';
import { findReceipt, findReceipts, toReceipt } from './find-receipts';
import { receiptNumberText, receiptPdf } from './receipt-pdf';
import { refundReceipt } from './refund-receipt';

const cardRefusals = refusals('invalid_card', 'card_declined', 'expired_card', 'payment_provider_error');

/** Cards, checkout and receipts of the signed-in member (see docs/product.md, Payments and receipts). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];

  app.get('/', { schema: { tags, response: { 200: z.array(cardSchema) } } }, (request) =>
    listCards(app.db, caller(request).userId),
  );

  app.post(
    '/card',
    { schema: { tags, body: cardAddSchema, response: { 200: cardSchema, ...cardRefusals } } },
    (request) => addCard(app.db, app.payments, { userId: caller(request).userId, pmId: request.body.pmId }),
  );

  app.get(
    '/card/:id',
    { schema: { tags, params: cardParamsSchema, response: { 200: cardSchema } } },
    (request) => findCard(app.db, { userId: caller(request).userId, cardId: request.params.id }),
  );

  // The card renewals and credit purchases charge; the others stay saved.
  app.put(
    '/card/:id/default',
    { schema: { tags, params: cardParamsSchema, response: { 200: cardSchema } } },
    (request) => setDefaultCard(app.db, { userId: caller(request).userId, cardId: request.params.id }),
  );

  app.delete(
    '/card/:id',
    { schema: { tags, params: cardParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeCard(app.db, app.payments, { userId: caller(request).userId, cardId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  // Stripe Elements saves a card by confirming a SetupIntent in the browser; the sandbox needs none.
  app.post(
    '/setupIntent',
    {
      schema: {
        tags,
        response: {
          200: z.object({ clientSecret: z.string().nullable(), publishableKey: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      if (!app.payments.publishableKey) return { clientSecret: null, publishableKey: null };
      const customerId = await ensureCustomer(app.db, app.payments, caller(request).userId);
      const intent = await app.payments.provider.createSetupIntent(customerId);
      return { clientSecret: intent?.clientSecret ?? null, publishableKey: app.payments.publishableKey };
    },
  );

  app.post(
    '/checkout',
    {
      schema: {
        tags,
        body: checkoutSchema,
        headers: z.object({
          'idempotency-key': z
            .string()
            .regex(/^[\w-]{8,100}$/)
            .optional(),
        }),
        response: {
          200: paymentResultSchema,
          ...refusals(
            'no_card',
            'conflict',
            'already_has_plan',
            'price_changed',
            'sepa_debt_settled',
            'forbidden',
            'not_found',
            'payment_provider_error',
          ),
        },
      },
    },
    async (request) => {
      const by = caller(request);
      // A guardian pays for a dependent of their household, and only for them (docs/product.md,
      // Households); staff charge nobody's card but their own here.
      if (request.body.forUserId !== undefined && !actsFor(by, request.body.forUserId)) throw forbidden();
      const result = await startCheckout(app, {
        payerId: by.userId,
        checkout: request.body,
        clientKey: request.headers['idempotency-key'],
      });
      app.metrics.payments.inc({ outcome: result.status });
      return result;
    },
  );

  app.post(
    '/checkout/:id/confirm',
    {
      schema: {
        tags,
        params: z.object({ id: providerIdSchema }),
        response: { 200: paymentResultSchema, ...refusals('payment_provider_error') },
      },
    },
    async (request) => {
      const result = await confirmCheckout(app, {
        userId: caller(request).userId,
        paymentId: request.params.id,
      });
      app.metrics.payments.inc({ outcome: result.status });
      return result;
    },
  );

  // A member's receipts; an admin may name any member.
  app.get(
    '/receipts',
    {
      schema: {
        tags,
        querystring: z.object({ userId: idTextSchema.optional() }),
        response: { 200: z.array(receiptSchema) },
      },
    },
    (request) => {
      const by = caller(request);
      const userId = request.query.userId ?? by.userId;
      assertSelfOr(by, userId, 'ADMIN');
      return findReceipts(app.db, userId);
    },
  );

  app.get(
    '/receipts/:id',
    { schema: { tags, params: receiptParamsSchema, response: { 200: receiptSchema } } },
    async (request) => toReceipt(await findReceipt(app.db, caller(request), request.params.id)),
  );

  app.get(
    '/receipts/:id/pdf',
    { schema: { tags, params: receiptParamsSchema, querystring: receiptPdfQuerySchema } },
    async (request, reply) => {
      const found = await findReceipt(app.db, caller(request), request.params.id);
      // A visitor's drop-in has no member: its receipt carries the name it was issued to.
      const { userId } = found.receipt;
      const [member] = userId ? await app.db.select().from(users).where(eq(users.id, userId)) : [];
      if (!member && !found.receipt.billedName) throw new AppError('not_found', 'Member not found');
      const receipt = toReceipt(found);
      // A guardian's payment for a dependent names both: who paid, and whom it is for.
      const [payer] = found.receipt.payerId
        ? await app.db.select().from(users).where(eq(users.id, found.receipt.payerId))
        : [];
      const memberName = found.receipt.billedName ?? `${member?.name} ${member?.surname}`;
      const pdf = await receiptPdf({
        receipt,
        language: request.query.lang,
        box: { legalName: app.env.GYM_LEGAL_NAME, taxId: app.env.GYM_TAX_ID, email: app.env.GYM_EMAIL },
        // An anonymised member's receipt keeps the name and DNI it was issued to (features/personal-data).
        member: {
          name: payer ? `${payer.name} ${payer.surname} (${memberName})` : memberName,
          cin: found.receipt.billedCin ?? member?.cin ?? '',
        },
        timeZone: app.env.GYM_TIMEZONE,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${receiptNumberText(receipt.number)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // An admin gives back (part of) a card payment: docs/invoicing.md, Refunds.
  app.post(
    '/receipts/:id/refund',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        params: receiptParamsSchema,
        body: refundRequestSchema,
        headers: z.object({
          'idempotency-key': z
            .string()
            .regex(/^[\w-]{8,100}$/)
            .optional(),
        }),
        response: {
          200: refundResultSchema,
          ...refusals(
            'refund_exceeds_amount',
            'already_refunded',
            'receipt_not_refundable',
            'conflict',
            'not_found',
            'payment_provider_error',
          ),
        },
      },
    },
    (request) =>
      refundReceipt(app, {
        receiptId: request.params.id,
        amountCents: request.body.amountCents,
        reason: request.body.reason,
        plan: request.body.plan,
        by: caller(request).userId,
        automatic: false,
        clientKey: request.headers['idempotency-key'],
      }),
  );
};
