import { changePasswordSchema, idParamsSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { assertOwnOr, caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { changePassword } from './change-password';

/** `PUT /api/users/{id}/password`: the path sits under users; the rule is the auth feature's. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/password',
    {
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        body: changePasswordSchema,
        response: { 204: z.null(), ...refusals('validation', 'wrong_password', 'forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      const by = caller(request);
      assertOwnOr(by, request.params.id);
      const change = { by, ...request.body, now: app.clock.now() };
      await inTransaction(app.db, (tx) => changePassword(tx, change));
      app.sessions.forgetUser(by.userId);
      return reply.status(204).send(null);
    },
  );
};
