import { idParamsSchema, planSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPlan, findPlans } from './find-plans';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { public: true }, schema: { tags: ['plans'], response: { 200: z.array(planSchema) } } },
    () => findPlans(app.db),
  );

  app.get(
    '/:id',
    {
      config: { public: true },
      schema: { tags: ['plans'], params: idParamsSchema, response: { 200: planSchema } },
    },
    (request) => findPlan(app.db, request.params.id),
  );
};
