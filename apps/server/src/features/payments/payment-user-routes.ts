import { creditsWithReceiptSchema, idParamsSchema, userSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { assertSelfOr, caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { findUser } from '../users/find-user';
import { buyCreditWithReceipt } from './buy-credit';

/** `PUT /api/users/{id}/creditsWithReceiptId`: one bought credit, paid by a receipt (spec point 7). */
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
          ...refusals('receipt_invalid', 'receipt_used', 'receipt_wrong_amount', 'not_found'),
        },
      },
    },
    async (request) => {
      const by = caller(request);
      const { id: userId } = request.params;
      assertSelfOr(by, userId, 'ADMIN');
      const { config } = await app.boxSettings.get();
      await inTransaction(app.db, (tx) =>
        buyCreditWithReceipt(tx, {
          by: by.userId,
          userId,
          kind: request.body.credits.activity === 1 ? 'ACTIVITY' : 'OPEN',
          receiptId: request.body.receiptId,
          config,
          now: app.clock.now(),
        }),
      );
      return findUser(app.db, userId, gymToday(app.clock, app.env.GYM_TIMEZONE));
    },
  );
};
