import {
  idParamsSchema,
  openEventInputSchema,
  openEventSchema,
  openJudgementInputSchema,
  openLeaderboardQuerySchema,
  openLeaderboardSchema,
  openMyEntrySchema,
  openPendingScoreSchema,
  openRegistrationInputSchema,
  openScoreInputSchema,
  openScoreSchema,
  openWorkoutInputSchema,
  openWorkoutSchema,
  STAFF,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { enterScore } from './enter-score';
import { findLeaderboard } from './find-leaderboard';
import { findPending, judgeScore } from './judge-score';
import { addWorkout, createEvent, updateEvent, updateWorkout } from './manage-events';
import { findEvent, findEvents } from './open-event-rows';
import { findMyEntry, register } from './register';

/** The in-house Open (see docs/product.md, The in-house Open): events, entries, judging, leaderboard. */
export const openEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['open'];
  const staff = { roles: STAFF };
  // A nudge: the leaderboard's viewers fetch it again, each seeing their own pending scores.
  app.realtime.onEvent('openLeaderboard', async ({ eventId }) => [
    { destination: `/openEvent/${eventId}/leaderboard`, body: { eventId } },
  ]);

  app.get('/', { schema: { tags, response: { 200: z.array(openEventSchema) } } }, () => findEvents(app.db));

  app.post(
    '/',
    {
      config: staff,
      schema: {
        tags,
        body: openEventInputSchema,
        response: { 200: openEventSchema, ...refusals('validation') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) => createEvent(tx, { by: caller(request).userId, input: request.body })),
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: openEventSchema, ...refusals('not_found') } },
    },
    (request) => findEvent(app.db, request.params.id),
  );

  app.put(
    '/:id',
    {
      config: staff,
      schema: {
        tags,
        params: idParamsSchema,
        body: openEventInputSchema,
        response: { 200: openEventSchema, ...refusals('validation', 'not_found') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        updateEvent(tx, { by: caller(request).userId, id: request.params.id, input: request.body }),
      ),
  );

  app.post(
    '/:id/workouts',
    {
      config: staff,
      schema: {
        tags,
        params: idParamsSchema,
        body: openWorkoutInputSchema,
        response: { 200: openWorkoutSchema, ...refusals('validation', 'not_found') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        addWorkout(tx, { by: caller(request).userId, eventId: request.params.id, input: request.body }),
      ),
  );

  app.put(
    '/workouts/:id',
    {
      config: staff,
      schema: {
        tags,
        params: idParamsSchema,
        body: openWorkoutInputSchema,
        response: { 200: openWorkoutSchema, ...refusals('validation', 'not_found') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        updateWorkout(tx, { by: caller(request).userId, id: request.params.id, input: request.body }),
      ),
  );

  app.get(
    '/:id/me',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ entry: openMyEntrySchema.nullable() }) },
      },
    },
    async (request) => ({ entry: await findMyEntry(app.db, request.params.id, caller(request).userId) }),
  );

  app.put(
    '/:id/registration',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: openRegistrationInputSchema,
        response: {
          200: openMyEntrySchema,
          ...refusals(
            'validation',
            'not_found',
            'open_registration_closed',
            'open_profile_incomplete',
            'open_too_young',
          ),
        },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        register(tx, {
          userId: caller(request).userId,
          eventId: request.params.id,
          level: request.body.level,
        }),
      ),
  );

  app.put(
    '/workouts/:id/score',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: openScoreInputSchema,
        response: {
          200: openScoreSchema,
          ...refusals(
            'validation',
            'not_found',
            'open_not_registered',
            'open_workout_closed',
            'open_result_kind_mismatch',
            'open_over_cap',
            'open_tiebreak_not_asked',
          ),
        },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        enterScore(tx, { userId: caller(request).userId, workoutId: request.params.id, input: request.body }),
      ),
  );

  app.get(
    '/:id/pending',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, response: { 200: z.array(openPendingScoreSchema) } },
    },
    (request) => findPending(app.db, { eventId: request.params.id, judgeId: caller(request).userId }),
  );

  app.post(
    '/scores/:id/judgement',
    {
      config: staff,
      schema: {
        tags,
        params: idParamsSchema,
        body: openJudgementInputSchema,
        response: { 200: openScoreSchema, ...refusals('validation', 'not_found', 'open_own_score') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        judgeScore(tx, { judgeId: caller(request).userId, scoreId: request.params.id, input: request.body }),
      ),
  );

  app.get(
    '/:id/leaderboard',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: openLeaderboardQuerySchema,
        response: { 200: openLeaderboardSchema, ...refusals('validation', 'not_found') },
      },
    },
    (request) =>
      findLeaderboard(app.db, {
        eventId: request.params.id,
        divisionKey: request.query.division,
        viewerId: caller(request).userId,
      }),
  );
};
