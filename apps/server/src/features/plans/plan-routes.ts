import { idParamsSchema, planCreateSchema, planSchema, planUpdateSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { createPlan } from './create-plan';
import { findPlan, findPlans } from './find-plans';
import { updatePlan } from './update-plan';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { public: true }, schema: { tags: ['plans'], response: { 200: z.array(planSchema) } } },
    () => findPlans(app.db),
  );

  // The admin's catalog: the disabled plans too.
  app.get(
    '/all',
    { config: { roles: ['ADMIN'] }, schema: { tags: ['plans'], response: { 200: z.array(planSchema) } } },
    () => findPlans(app.db, { all: true }),
  );

  // One plan by id, disabled or not: a member's plan or an old receipt may name a disabled one.
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

  app.put(
    '/:id',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['plans'],
        params: idParamsSchema,
        body: planUpdateSchema,
        response: { 200: planSchema, ...refusals('validation', 'forbidden', 'not_found') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        updatePlan(tx, { by: caller(request).userId, id: request.params.id, plan: request.body }),
      ),
  );
};
