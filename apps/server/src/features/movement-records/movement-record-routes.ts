import {
  gymDateOf,
  idParamsSchema,
  movementRecordInputSchema,
  movementRecordQuerySchema,
  movementRecordSchema,
  savedMovementRecordSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { findMovementRecord, findMovementRecords } from './find-movement-records';
import { deleteMovementRecord, saveMovementRecord } from './save-movement-record';

/** A member's lifts and personal bests; a member reads and writes only their own. */
export const movementRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['movement records'];

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: movementRecordQuerySchema,
        response: { 200: z.array(movementRecordSchema), ...refusals('forbidden') },
      },
    },
    (request) => findMovementRecords(app.db, caller(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: movementRecordSchema, ...refusals('forbidden', 'not_found') },
      },
    },
    (request) => findMovementRecord(app.db, caller(request), request.params.id),
  );

  app.post(
    '/createOrUpdate',
    {
      schema: {
        tags,
        body: movementRecordInputSchema,
        response: {
          200: savedMovementRecordSchema,
          ...refusals('validation', 'future_date', 'movement_record_lower', 'forbidden', 'not_found'),
        },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        saveMovementRecord(tx, {
          by: caller(request),
          input: request.body,
          today: gymDateOf(app.clock.now(), app.env.GYM_TIMEZONE),
        }),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals('forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      await inTransaction(app.db, (tx) =>
        deleteMovementRecord(tx, { by: caller(request), id: request.params.id }),
      );
      return reply.code(204).send(null);
    },
  );
};
