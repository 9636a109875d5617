import {
  gymDateOf,
  idParamsSchema,
  STAFF,
  scoreInputSchema,
  scoreQuerySchema,
  scoreSchema,
  scoreSettingsSchema,
  whiteboardParamsSchema,
  whiteboardSchema,
  wodNotOutUntil,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller, hasRole } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { findScores } from './find-scores';
import { findWhiteboard } from './find-whiteboard';
import { deleteScore, saveScore } from './save-score';
import { findScoreSettings, saveScoreSettings } from './score-settings';

/** Results of the WOD's scored blocks, each member's history, and the box's whiteboard. */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['scores'];
  const userParams = idParamsSchema;

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: scoreQuerySchema,
        response: { 200: z.array(scoreSchema), ...refusals('forbidden') },
      },
    },
    (request) => findScores(app.db, caller(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: scoreInputSchema,
        response: {
          200: scoreSchema,
          ...refusals(
            'validation',
            'forbidden',
            'not_found',
            'wod_not_started',
            'block_not_scored',
            'score_kind_mismatch',
          ),
        },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        saveScore(tx, {
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
      await inTransaction(app.db, (tx) => deleteScore(tx, { by: caller(request), id: request.params.id }));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/whiteboard/:date',
    { schema: { tags, params: whiteboardParamsSchema, response: { 200: whiteboardSchema } } },
    async (request) => {
      const board = await findWhiteboard(app.db, request.params.date, caller(request).userId);
      const { config } = await app.boxSettings.get();
      const publishesAt = wodNotOutUntil(board.when, {
        now: app.clock.now(),
        hoursBefore: config.wodVisibleHoursBefore,
        timeZone: config.timeZone,
      });
      if (!board.wodId || !publishesAt) return board;
      // Members see no block title before the box publishes the WOD; staff see the board whole.
      return hasRole(caller(request), ...STAFF)
        ? { ...board, publishesAt }
        : { ...board, blocks: [], publishesAt };
    },
  );

  app.get(
    '/settings/:id',
    {
      schema: {
        tags,
        params: userParams,
        response: { 200: scoreSettingsSchema, ...refusals('forbidden') },
      },
    },
    (request) => findScoreSettings(app.db, caller(request), request.params.id),
  );

  app.put(
    '/settings/:id',
    {
      schema: {
        tags,
        params: userParams,
        body: scoreSettingsSchema,
        response: { 200: scoreSettingsSchema, ...refusals('validation', 'forbidden', 'not_found') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        saveScoreSettings(tx, { by: caller(request), userId: request.params.id, settings: request.body }),
      ),
  );
};
