import {
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageSchema,
  chatSendSchema,
  conversationPageSchema,
  conversationsQuerySchema,
  idParamsSchema,
  STAFF,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { registerChatRealtime } from './chat-realtime';
import { findChatHistory } from './find-chat-history';
import { findConversations } from './find-conversations';
import { markChatRead } from './mark-chat-read';
import { sendChatMessage } from './send-chat-message';

/**
 * The staff chat: `/:id` is the member whose conversation it is. A member reads and writes their
 * own; trainers and admins every member's, from the inbox.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  registerChatRealtime(app);

  app.get(
    '/conversations',
    {
      config: { roles: STAFF },
      schema: { tags, querystring: conversationsQuerySchema, response: { 200: conversationPageSchema } },
    },
    (request) =>
      findConversations(app.db, {
        ...(request.query.before ? { before: request.query.before } : {}),
        ...(request.query.limit ? { limit: request.query.limit } : {}),
      }),
  );

  app.get(
    '/:id/messages',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistorySchema, ...refusals('forbidden') },
      },
    },
    (request) =>
      findChatHistory(app.db, {
        by: caller(request),
        userId: request.params.id,
        ...(request.query.before ? { before: request.query.before } : {}),
        ...(request.query.limit ? { limit: request.query.limit } : {}),
      }),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: chatSendSchema,
        response: {
          201: chatMessageSchema,
          ...refusals('chat_message_empty', 'chat_message_too_long', 'forbidden', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const by = caller(request);
      const message = await inTransaction(app.db, (tx) =>
        sendChatMessage(tx, {
          by,
          userId: request.params.id,
          content: request.body.content,
          now: app.clock.now(),
        }),
      );
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/:id/read',
    {
      schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...refusals('forbidden') } },
    },
    async (request, reply) => {
      await inTransaction(app.db, (tx) =>
        markChatRead(tx, { by: caller(request), userId: request.params.id }),
      );
      return reply.code(204).send(null);
    },
  );
};
