import { idParamsSchema, planCreateSchema, planSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { createPlan } from './create-plan';
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

  app.post(
    '/',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['plans'],
        body: planCreateSchema,
        response: { 200: planSchema, ...refusals('conflict') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) => createPlan(tx, { by: caller(request).userId, plan: request.body })),
  );
};
