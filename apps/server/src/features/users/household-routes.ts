import {
  addDependentSchema,
  householdPersonSchema,
  householdSchema,
  idParamsSchema,
  STAFF,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { assertOwnOr, assertSelfOr, caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { addDependent, findHousehold } from './household';

/** A member's household (docs/product.md, Households): who they book and pay for, and who for them. */
export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/:id/household',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: householdSchema, ...refusals('validation', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      assertSelfOr(caller(request), request.params.id, ...STAFF);
      return findHousehold(app.db, request.params.id);
    },
  );

  // The guardian adds their own dependents (an admin may, for a form signed at the desk).
  app.post(
    '/:id/dependents',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: addDependentSchema,
        response: {
          201: householdPersonSchema,
          ...refusals(
            'validation',
            'forbidden',
            'not_found',
            'guardian_consent_required',
            'dependent_login_required',
            'dependent_login_too_young',
            'dependent_adult',
            'guardian_is_dependent',
            'future_date',
            'cin_taken',
          ),
        },
      },
    },
    async (request, reply) => {
      const by = caller(request);
      const guardianId = request.params.id;
      assertOwnOr(by, guardianId, 'ADMIN');
      const input = {
        guardianId,
        by: by.userId,
        request: request.body,
        today: gymToday(app.clock, app.env.GYM_TIMEZONE),
        now: app.clock.now(),
      };
      const added = await inTransaction(app.db, (tx) => addDependent(tx, input));
      // The guardian acts for the new dependent on their next request, on this process at once.
      app.sessions.forgetUser(guardianId);
      return reply.code(201).send(added);
    },
  );
};
