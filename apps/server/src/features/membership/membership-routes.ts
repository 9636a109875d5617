import {
  idParamsSchema,
  joinWithReceiptSchema,
  membershipSchema,
  planChoiceSchema,
  userSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { assertSelfOr, caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { refundIfRefused } from '../payments/auto-refund';
import { findUser } from '../users/find-user';
import { findMembership } from './find-membership';
import { joinPlanByAdmin, joinPlanWithReceipt } from './join-plan';
import { cancelMembershipRequest, requestMembershipChange } from './plan-requests';

/**
 * A member's plan under /api/users/{id} (see docs/product.md, Plans and renewals): joining with a receipt (or
 * by an admin), leaving, changing, pausing and resuming, and what is planned (your-rate).
 */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users', 'plans'];
  const today = () => gymToday(app.clock, app.env.GYM_TIMEZONE);
  const config = async () => (await app.boxSettings.get()).config;
  const membershipOf = async (userId: number) =>
    findMembership(app.db, {
      userId,
      config: await config(),
      today: today(),
    });

  app.get(
    '/:id/membership',
    { schema: { tags, params: idParamsSchema, response: { 200: membershipSchema } } },
    async (request) => {
      assertSelfOr(caller(request), request.params.id, 'ADMIN');
      return membershipOf(request.params.id);
    },
  );

  app.post(
    '/:id/joinWithReceiptId',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: joinWithReceiptSchema,
        response: {
          200: userSchema,
          ...refusals(
            'already_has_plan',
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
      const input = { ...request.body, by: by.userId, userId, config: await config(), now: app.clock.now() };
      await refundIfRefused(app, { receiptId: input.receiptId, userId }, () =>
        inTransaction(app.db, (tx) => joinPlanWithReceipt(tx, input)),
      );
      return findUser(app.db, userId, today());
    },
  );

  app.post(
    '/:id/join',
    {
      config: { roles: ['ADMIN'] },
      schema: { tags, params: idParamsSchema, body: planChoiceSchema, response: { 200: userSchema } },
    },
    async (request) => {
      const input = {
        ...request.body,
        by: caller(request).userId,
        userId: request.params.id,
        config: await config(),
        today: today(),
      };
      await inTransaction(app.db, (tx) => joinPlanByAdmin(tx, input));
      return findUser(app.db, request.params.id, today());
    },
  );

  const request = (
    path: string,
    kind: 'CHANGE' | 'LEAVE' | 'PAUSE' | 'RESUME',
    body: z.ZodType<{ planId?: number; pro?: boolean }>,
  ) =>
    app.post(
      path,
      {
        schema: {
          tags,
          params: idParamsSchema,
          body,
          response: {
            200: membershipSchema,
            ...refusals('no_plan', 'membership_paused', 'membership_not_paused', 'conflict', 'same_plan'),
          },
        },
      },
      async (req) => {
        const by = caller(req);
        const userId = (req.params as { id: number }).id;
        assertSelfOr(by, userId, 'ADMIN');
        const { planId, pro } = req.body as { planId?: number; pro?: boolean };
        const input = { by, userId, kind, config: await config(), today: today(), planId, pro };
        await inTransaction(app.db, (tx) => requestMembershipChange(tx, input));
        return membershipOf(userId);
      },
    );
  const empty = z.looseObject({});
  request('/:id/leave', 'LEAVE', empty);
  request('/:id/changePlan', 'CHANGE', planChoiceSchema);
  request('/:id/maintenance/start', 'PAUSE', empty);
  request('/:id/maintenance/end', 'RESUME', empty);

  app.delete(
    '/:id/planRequest',
    { schema: { tags, params: idParamsSchema, response: { 200: membershipSchema } } },
    async (req) => {
      const by = caller(req);
      assertSelfOr(by, req.params.id, 'ADMIN');
      await inTransaction(app.db, (tx) =>
        cancelMembershipRequest(tx, { by: by.userId, userId: req.params.id }),
      );
      return membershipOf(req.params.id);
    },
  );
};
