import {
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  STAFF,
  utcMillisParamsSchema,
  wodInputSchema,
  wodSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { refusals } from '../../infra/http/refusals';
import { findWod, findWodOfDate, findWods } from './find-wods';
import { createWod, deleteWod, updateWod } from './save-wod';
import { wodSeenBy } from './wod-visibility';

/** The UTC day of an instant: WOD dates are normalised to it. */
const utcDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** The workout of the day: everyone signed in reads it, trainers and admins write it. */
export const wodRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wod'];

  app.get(
    '/findByWhen/:utcMillis',
    {
      schema: {
        tags,
        description:
          'The WOD of the UTC day holding the instant; null when that day has none. Before the box publishes it, members get it without blocks and with publishesAt.',
        params: utcMillisParamsSchema,
        response: { 200: wodSchema.nullable() },
      },
    },
    async (request) => {
      const wod = await findWodOfDate(app.db, utcDay(request.params.utcMillis));
      return wod && (await wodSeenBy(app, request))(wod);
    },
  );

  app.get(
    '/',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(wodSchema) } } },
    async (request) => {
      const page = await findWods(app.db, request.query);
      return { ...page, content: page.content.map(await wodSeenBy(app, request)) };
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: wodSchema, ...refusals('not_found') } } },
    async (request) => (await wodSeenBy(app, request))(await findWod(app.db, request.params.id)),
  );

  app.post(
    '/',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        body: wodInputSchema,
        response: { 200: wodSchema, ...refusals('validation', 'forbidden', 'wod_exists') },
      },
    },
    (request) => inTransaction(app.db, (tx) => createWod(tx, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        body: wodInputSchema,
        response: { 200: wodSchema, ...refusals('validation', 'forbidden', 'not_found', 'wod_exists') },
      },
    },
    (request) => inTransaction(app.db, (tx) => updateWod(tx, { id: request.params.id, ...request.body })),
  );

  app.delete(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals('forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      await inTransaction(app.db, (tx) => deleteWod(tx, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
