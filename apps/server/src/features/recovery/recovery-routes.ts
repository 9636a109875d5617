import {
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  recoveryInputSchema,
  recoverySchema,
  STAFF,
  utcMillisParamsSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { refusals } from '../../infra/http/refusals';
import { findRecoveries, findRecovery, findRecoveryAt } from './find-recoveries';
import { createRecovery, deleteRecovery, updateRecovery } from './save-recovery';

/** The weekly recovery session: everyone signed in reads it, trainers and admins write it. */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recovery'];

  app.get(
    '/findByWhen/:utcMillis',
    {
      schema: {
        tags,
        description: "The recovery of the ISO week the instant falls in, in the box's zone; null if none.",
        params: utcMillisParamsSchema,
        response: { 200: recoverySchema.nullable() },
      },
    },
    (request) =>
      findRecoveryAt(app.db, {
        instant: new Date(request.params.utcMillis),
        timeZone: app.env.GYM_TIMEZONE,
      }),
  );

  app.get(
    '/',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(recoverySchema) } } },
    (request) => findRecoveries(app.db, request.query),
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: recoverySchema, ...refusals('not_found') } },
    },
    (request) => findRecovery(app.db, request.params.id),
  );

  app.post(
    '/',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        body: recoveryInputSchema,
        response: { 200: recoverySchema, ...refusals('validation', 'forbidden', 'recovery_exists') },
      },
    },
    (request) => inTransaction(app.db, (tx) => createRecovery(tx, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        body: recoveryInputSchema,
        response: {
          200: recoverySchema,
          ...refusals('validation', 'forbidden', 'not_found', 'recovery_exists'),
        },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) => updateRecovery(tx, { id: request.params.id, ...request.body })),
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
      await inTransaction(app.db, (tx) => deleteRecovery(tx, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
