import { drawViewSchema, idParamsSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../infra/http/refusals';
import { findDraw } from './find-draw';

/** GET /api/classes/{id}/draw: a class's draw, to check it (docs/product.md, The booking draw). */
export const drawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/draw',
    {
      schema: {
        tags: ['classes'],
        params: idParamsSchema,
        response: { 200: drawViewSchema, ...refusals('not_found') },
      },
    },
    (request) => findDraw(app.db, request.params.id),
  );
};
