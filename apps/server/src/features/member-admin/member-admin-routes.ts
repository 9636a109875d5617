import {
  creditAdjustmentRequestSchema,
  idParamsSchema,
  ledgerPageSchema,
  memberBookingsSchema,
  pageNumberQuerySchema,
  userSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { notFound } from '../../infra/http/app-error';
import { assertSelfOr, caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { findUser, findUserRow } from '../users/find-user';
import { adjustCredits } from './adjust-credits';
import { findLedger } from './find-ledger';
import { findMemberBookings } from './find-member-bookings';

/** What an admin reads and changes of one member besides their data: credits and bookings. */
export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const assertMember = async (userId: number) => {
    if (!(await findUserRow(app.db, userId))) throw notFound('User');
  };

  // A member reads their own credit history; admins anyone's. Trainers do not see others' money.
  app.get(
    '/:id/ledger',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageNumberQuerySchema,
        response: { 200: ledgerPageSchema, ...refusals('forbidden', 'not_found') },
      },
    },
    async (request) => {
      assertSelfOr(caller(request), request.params.id, 'ADMIN');
      await assertMember(request.params.id);
      return findLedger(app.db, { userId: request.params.id, page: request.query.page });
    },
  );

  // Adds or takes bought credits of one kind with the reason why: the ledger and the audit keep it.
  app.post(
    '/:id/credits/adjustments',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        params: idParamsSchema,
        body: creditAdjustmentRequestSchema,
        response: { 200: userSchema, ...refusals('not_found', 'balance_negative') },
      },
    },
    async (request) => {
      const { id: userId } = request.params;
      const change = { by: caller(request).userId, userId, adjustment: request.body };
      await inTransaction(app.db, (tx) => adjustCredits(tx, change));
      return findUser(app.db, userId, gymToday(app.clock, app.env.GYM_TIMEZONE));
    },
  );

  app.get(
    '/:id/bookings',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageNumberQuerySchema,
        response: { 200: memberBookingsSchema, ...refusals('not_found') },
      },
    },
    async (request) => {
      await assertMember(request.params.id);
      const query = { userId: request.params.id, page: request.query.page, now: app.clock.now() };
      return findMemberBookings(app.db, query);
    },
  );
};
