import { activitySchema, idParamsSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findActivities, findActivity } from './find-activities';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = { config: { public: true } } as const;

  app.get(
    '/',
    { ...publicRoute, schema: { tags: ['activities'], response: { 200: z.array(activitySchema) } } },
    () => findActivities(app.db),
  );

  app.get(
    '/:id',
    {
      ...publicRoute,
      schema: { tags: ['activities'], params: idParamsSchema, response: { 200: activitySchema } },
    },
    (request) => findActivity(app.db, { id: request.params.id }),
  );

  app.get(
    '/byName/:name',
    {
      ...publicRoute,
      schema: {
        tags: ['activities'],
        params: z.object({ name: z.string().min(1).max(60) }),
        response: { 200: activitySchema },
      },
    },
    (request) => findActivity(app.db, { name: request.params.name }),
  );
};
