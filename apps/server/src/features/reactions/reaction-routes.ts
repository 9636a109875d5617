import { bumpResultSchema, commentInputSchema, idParamsSchema, scoreCommentSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { addComment, deleteComment, toggleBump } from './react';

/** Whiteboard reactions: `:id` is the score for a bump or a comment, the comment for a removal. */
export const reactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['scores'];
  app.realtime.onEvent('whiteboard', async ({ date }) => [
    { destination: `/whiteboard/${date}`, body: { date } },
  ]);

  app.post(
    '/:id/bump',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: bumpResultSchema, ...refusals('not_found', 'forbidden', 'reactions_off') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        toggleBump(tx, { by: caller(request).userId, scoreId: request.params.id }),
      ),
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: commentInputSchema,
        response: {
          200: scoreCommentSchema,
          ...refusals('validation', 'not_found', 'reactions_off', 'comment_empty', 'comment_too_long'),
        },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        addComment(tx, { by: caller(request).userId, scoreId: request.params.id, body: request.body.body }),
      ),
  );

  app.delete(
    '/comments/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals('not_found', 'forbidden') },
      },
    },
    async (request, reply) => {
      await inTransaction(app.db, (tx) =>
        deleteComment(tx, { by: caller(request), commentId: request.params.id }),
      );
      return reply.code(204).send(null);
    },
  );
};
