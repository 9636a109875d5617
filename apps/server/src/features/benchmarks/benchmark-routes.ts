import {
  benchmarkHistoryQuerySchema,
  benchmarkHistorySchema,
  benchmarkInputSchema,
  benchmarkSchema,
  idParamsSchema,
  prEntrySchema,
  STAFF,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { findBenchmarkHistory, findBoxRecords, findMemberRecords } from './benchmark-records';
import { findBenchmark, findBenchmarks } from './find-benchmarks';
import { createBenchmark, deleteBenchmark, updateBenchmark } from './save-benchmark';

/**
 * Benchmark workouts: everyone signed in reads the library, staff keep it; a member's history on
 * one, their records, and the box's records of the members on the whiteboard.
 */
export const benchmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['benchmarks'];

  app.get('/', { schema: { tags, response: { 200: z.array(benchmarkSchema) } } }, () =>
    findBenchmarks(app.db),
  );

  app.get(
    '/records',
    {
      schema: {
        tags,
        description:
          "A member's new bests on benchmarks and movements, newest first (the caller's own unless staff name one).",
        querystring: benchmarkHistoryQuerySchema,
        response: { 200: z.array(prEntrySchema), ...refusals('forbidden') },
      },
    },
    (request) => findMemberRecords(app.db, caller(request), request.query.user),
  );

  app.get(
    '/records/box',
    {
      schema: {
        tags,
        description:
          'New bests on benchmarks and movements of the members who show their scores on the whiteboard, newest first.',
        response: { 200: z.array(prEntrySchema) },
      },
    },
    () => findBoxRecords(app.db),
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: benchmarkSchema, ...refusals('not_found') } },
    },
    (request) => findBenchmark(app.db, request.params.id),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: benchmarkHistoryQuerySchema,
        response: { 200: benchmarkHistorySchema, ...refusals('forbidden', 'not_found') },
      },
    },
    (request) =>
      findBenchmarkHistory(app.db, caller(request), {
        benchmarkId: request.params.id,
        user: request.query.user,
      }),
  );

  app.post(
    '/',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        body: benchmarkInputSchema,
        response: { 200: benchmarkSchema, ...refusals('validation', 'forbidden', 'benchmark_exists') },
      },
    },
    (request) => inTransaction(app.db, (tx) => createBenchmark(tx, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        body: benchmarkInputSchema,
        response: {
          200: benchmarkSchema,
          ...refusals('validation', 'forbidden', 'not_found', 'benchmark_exists', 'benchmark_in_use'),
        },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) => updateBenchmark(tx, { id: request.params.id, input: request.body })),
  );

  app.delete(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals('forbidden', 'not_found', 'benchmark_in_use') },
      },
    },
    async (request, reply) => {
      await inTransaction(app.db, (tx) => deleteBenchmark(tx, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
