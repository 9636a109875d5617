import {
  activityCreateSchema,
  activitySchema,
  activityUpdateSchema,
  catalogImageSchema,
  idParamsSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { refusals } from '../../infra/http/refusals';
import { reencodeImage, removeStoredImage } from '../../lib/uploaded-image';
import { findActivities, findActivity } from './find-activities';
import { ACTIVITY_IMAGE, createActivity, updateActivity, uploadActivityImage } from './save-activity';

/**
 * The list stays whole, with `enabled` on each: classes already made name disabled activities,
 * and the apps hide the disabled ones from what a member chooses (docs/decisions.md).
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = { config: { public: true } } as const;
  const admins = { roles: ['ADMIN'] } as const;
  const tags = ['activities'];

  app.get('/', { ...publicRoute, schema: { tags, response: { 200: z.array(activitySchema) } } }, () =>
    findActivities(app.db),
  );

  app.get(
    '/:id',
    { ...publicRoute, schema: { tags, params: idParamsSchema, response: { 200: activitySchema } } },
    (request) => findActivity(app.db, { id: request.params.id }),
  );

  app.get(
    '/byName/:name',
    {
      ...publicRoute,
      schema: {
        tags,
        params: z.object({ name: z.string().min(1).max(60) }),
        response: { 200: activitySchema },
      },
    },
    (request) => findActivity(app.db, { name: request.params.name }),
  );

  app.post(
    '/',
    {
      config: admins,
      schema: {
        tags,
        body: activityCreateSchema,
        response: { 200: activitySchema, ...refusals('validation', 'forbidden', 'conflict') },
      },
    },
    (request) => inTransaction(app.db, (tx) => createActivity(tx, request.body)),
  );

  app.put(
    '/:id',
    {
      config: admins,
      schema: {
        tags,
        params: idParamsSchema,
        body: activityUpdateSchema,
        response: { 200: activitySchema, ...refusals('validation', 'forbidden', 'not_found') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) => updateActivity(tx, { id: request.params.id, activity: request.body })),
  );

  app.post(
    '/:id/img',
    {
      config: admins,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        params: idParamsSchema,
        body: catalogImageSchema,
        response: { 200: activitySchema, ...refusals('invalid_image', 'payload_too_large', 'not_found') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const uploadsDir = app.env.UPLOADS_DIR;
      const webp = await reencodeImage(request.body.fileSource, ACTIVITY_IMAGE);
      const { activity, replaced } = await inTransaction(app.db, (tx) =>
        uploadActivityImage(tx, { uploadsDir, id, webp }),
      );
      await removeStoredImage(uploadsDir, 'activities', replaced, activity.image);
      return activity;
    },
  );
};
