import { creditsAdjustmentSchema, idParamsSchema, userSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRole, caller } from '../auth/authenticate';
import { adjustCredits } from './adjust-credits';

/** Registered under /users: an admin sets a member's bought credits. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/credits',
    {
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        body: creditsAdjustmentSchema,
        response: { 200: userSchema },
      },
    },
    (request) => {
      const by = caller(request);
      assertRole(by, 'ADMIN');
      return adjustCredits(app, by, request.params.id, request.body.credits);
    },
  );
};
