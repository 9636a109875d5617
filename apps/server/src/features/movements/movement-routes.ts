import {
  idParamsSchema,
  movementInputSchema,
  movementQuerySchema,
  movementSchema,
  STAFF,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { refusals } from '../../infra/http/refusals';
import { findMovement, findMovements } from './find-movements';
import { createMovement, updateMovement } from './save-movement';

/** The movements records are logged for: everyone signed in reads them, staff keep the list. */
export const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['movements'];

  app.get(
    '/',
    { schema: { tags, querystring: movementQuerySchema, response: { 200: z.array(movementSchema) } } },
    (request) => findMovements(app.db, request.query),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: movementSchema, ...refusals('not_found') } } },
    (request) => findMovement(app.db, request.params.id),
  );

  app.post(
    '/',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        body: movementInputSchema,
        response: { 200: movementSchema, ...refusals('validation', 'forbidden', 'movement_exists') },
      },
    },
    (request) => inTransaction(app.db, (tx) => createMovement(tx, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        body: movementInputSchema,
        response: {
          200: movementSchema,
          ...refusals('validation', 'forbidden', 'not_found', 'movement_exists'),
        },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) => updateMovement(tx, { id: request.params.id, ...request.body })),
  );
};
