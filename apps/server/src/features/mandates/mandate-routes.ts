import {
  creditorInputSchema,
  creditorSchema,
  idParamsSchema,
  mandateInputSchema,
  mandateMemberPageSchema,
  mandateMemberQuerySchema,
  mandateSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { findCreditor, saveCreditor } from './creditor';
import { findMandateMembers } from './find-mandate-members';
import { revokeMandate, saveMandate } from './save-mandate';

const ADMIN = { roles: ['ADMIN' as const] };

/** `/api/mandates`: members' SEPA mandates and the box as creditor (admins, /admin/mandatos). */
export const mandateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mandates'];

  app.get(
    '/',
    {
      config: ADMIN,
      schema: { tags, querystring: mandateMemberQuerySchema, response: { 200: mandateMemberPageSchema } },
    },
    async (request) => findMandateMembers(app.db, request.query),
  );

  // Records the member's mandate, or corrects the one in force.
  app.put(
    '/users/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        params: idParamsSchema,
        body: mandateInputSchema,
        response: {
          200: mandateSchema,
          ...refusals('future_date', 'not_found', 'mandate_reference_taken', 'mandate_iban_is_creditor'),
        },
      },
    },
    async (request) => {
      const by = caller(request).userId;
      const userId = request.params.id;
      const today = gymToday(app.clock, app.env.GYM_TIMEZONE);
      return inTransaction(app.db, (tx) => saveMandate(tx, { by, userId, fields: request.body, today }));
    },
  );

  app.post(
    '/users/:id/revoke',
    {
      config: ADMIN,
      schema: { tags, params: idParamsSchema, response: { 200: mandateSchema, ...refusals('no_mandate') } },
    },
    async (request) => {
      const by = caller(request).userId;
      const userId = request.params.id;
      return inTransaction(app.db, (tx) => revokeMandate(tx, { by, userId, now: app.clock.now() }));
    },
  );

  app.get(
    '/creditor',
    { config: ADMIN, schema: { tags, response: { 200: creditorSchema.nullable() } } },
    async () => findCreditor(app.db),
  );

  app.put(
    '/creditor',
    { config: ADMIN, schema: { tags, body: creditorInputSchema, response: { 200: creditorSchema } } },
    async (request) => {
      const by = caller(request).userId;
      return inTransaction(app.db, (tx) => saveCreditor(tx, { by, fields: request.body }));
    },
  );
};
