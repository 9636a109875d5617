import { handOverDependentSchema, idParamsSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { forbidden } from '../../infra/http/app-error';
import { caller, hasRole } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { handOverDependent } from './hand-over-dependent';
import { removeDependent } from './remove-dependent';

/**
 * Changing a household (docs/product.md, Households):
 * `POST /api/users/{id}/dependents/{dependentId}/remove`: the guardian (or an admin) takes a
 * dependent out; `PUT /api/users/{id}/guardian`: an admin hands a dependent to another guardian.
 */
export const householdChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.post(
    '/:id/dependents/:dependentId/remove',
    {
      schema: {
        tags,
        params: idParamsSchema.extend({ dependentId: idParamsSchema.shape.id }),
        response: { 204: z.null(), ...refusals('forbidden', 'not_found', 'not_a_dependent') },
      },
    },
    async (request, reply) => {
      const by = caller(request);
      const { id: guardianId, dependentId } = request.params;
      // The guardian themselves, never a dependent acting up, or an admin at the desk.
      if (by.userId !== guardianId && !hasRole(by, 'ADMIN')) throw forbidden();
      const settings = await app.boxSettings.get();
      await inTransaction(app.db, (tx) =>
        removeDependent(tx, { by, guardianId, dependentId, now: app.clock.now(), settings }),
      );
      // The guardian's next call no longer acts for them, on this process at once (the others
      // read the household again within the session check's 30 s).
      app.sessions.forgetUser(guardianId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id/guardian',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        params: idParamsSchema,
        body: handOverDependentSchema,
        response: {
          204: z.null(),
          ...refusals(
            'forbidden',
            'not_found',
            'not_a_dependent',
            'guardian_not_eligible',
            'guardian_consent_required',
          ),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const before = await inTransaction(app.db, (tx) =>
        handOverDependent(tx, {
          by: caller(request).userId,
          dependentId: request.params.id,
          request: request.body,
          today: gymToday(app.clock, app.env.GYM_TIMEZONE),
          now,
        }),
      );
      if (before !== null) app.sessions.forgetUser(before);
      return reply.code(204).send(null);
    },
  );
};
