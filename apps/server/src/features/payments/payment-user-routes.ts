import {
  creditsWithReceiptSchema,
  idParamsSchema,
  memberPaymentsSchema,
  payDebtSchema,
  sepaDebtSchema,
  userSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { notFound } from '../../infra/http/app-error';
import { assertSelfOr, caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { findUser, findUserRow } from '../users/find-user';
import { refundIfRefused } from './auto-refund';
import { buyCreditWithReceipt } from './buy-credit';
import { listCards } from './cards';
import { findReceipts } from './find-receipts';
import { findSepaDebts, paySepaDebt } from './sepa-debts';

/**
 * `PUT /api/users/{id}/creditsWithReceiptId`: one bought credit, paid by a receipt.
 * `GET /api/users/{id}/payments`: a member's cards and receipts for the admin's member page.
 * `GET /api/users/{id}/sepaDebts`, `PUT /api/users/{id}/sepaDebts/{debtId}`: returned direct debits
 * the member owes, and paying one with a card receipt (docs/sepa.md).
 */
export const paymentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/creditsWithReceiptId',
    {
      schema: {
        tags: ['users', 'payments'],
        params: idParamsSchema,
        body: creditsWithReceiptSchema,
        response: {
          200: userSchema,
          ...refusals(
            'receipt_invalid',
            'receipt_used',
            'receipt_wrong_amount',
            'already_refunded',
            'payment_refunded',
            'not_found',
          ),
        },
      },
    },
    async (request) => {
      const by = caller(request);
      const { id: userId } = request.params;
      assertSelfOr(by, userId, 'ADMIN');
      const { config } = await app.boxSettings.get();
      await refundIfRefused(app, { receiptId: request.body.receiptId, userId }, () =>
        inTransaction(app.db, (tx) =>
          buyCreditWithReceipt(tx, {
            by: by.userId,
            userId,
            kind: request.body.credits.activity === 1 ? 'ACTIVITY' : 'OPEN',
            receiptId: request.body.receiptId,
            config,
            now: app.clock.now(),
          }),
        ),
      );
      return findUser(app.db, userId, gymToday(app.clock, app.env.GYM_TIMEZONE));
    },
  );

  app.get(
    '/:id/sepaDebts',
    {
      schema: {
        tags: ['users', 'payments'],
        params: idParamsSchema,
        response: { 200: z.array(sepaDebtSchema) },
      },
    },
    async (request) => {
      assertSelfOr(caller(request), request.params.id, 'ADMIN');
      return findSepaDebts(app.db, request.params.id);
    },
  );

  app.put(
    '/:id/sepaDebts/:debtId',
    {
      schema: {
        tags: ['users', 'payments'],
        params: idParamsSchema.extend({ debtId: idParamsSchema.shape.id }),
        body: payDebtSchema,
        response: {
          200: z.array(sepaDebtSchema),
          ...refusals(
            'sepa_debt_settled',
            'receipt_invalid',
            'receipt_used',
            'receipt_wrong_amount',
            'already_refunded',
            'payment_refunded',
            'not_found',
          ),
        },
      },
    },
    async (request) => {
      const by = caller(request);
      const { id: userId, debtId } = request.params;
      assertSelfOr(by, userId, 'ADMIN');
      await refundIfRefused(app, { receiptId: request.body.receiptId, userId }, () =>
        inTransaction(app.db, (tx) =>
          paySepaDebt(tx, {
            by: by.userId,
            userId,
            debtId,
            receiptId: request.body.receiptId,
            now: app.clock.now(),
          }),
        ),
      );
      return findSepaDebts(app.db, userId);
    },
  );

  app.get(
    '/:id/payments',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['users', 'payments'],
        params: idParamsSchema,
        response: { 200: memberPaymentsSchema },
      },
    },
    async (request) => {
      const userId = request.params.id;
      if (!(await findUserRow(app.db, userId))) throw notFound('User');
      const [cards, receipts] = await Promise.all([listCards(app.db, userId), findReceipts(app.db, userId)]);
      // Brand, last4 and expiry only: the provider's card id stays with the member.
      return {
        cards: cards.map(({ brand, last4, expMonth, expYear }) => ({ brand, last4, expMonth, expYear })),
        receipts,
      };
    },
  );
};
