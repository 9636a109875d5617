import {
  contactHandledSchema,
  contactInboxItemSchema,
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contactMessageSchema,
  idParamsSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { findContactMessages, markContactMessage } from './contact-inbox';
import { submitContactMessage } from './submit-contact-message';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['contact'],
        body: contactMessageSchema,
        response: { 201: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) => {
      const submission = {
        mailer: app.mailer,
        gymEmail: app.env.GYM_EMAIL,
        ip: request.ip,
        message: request.body,
        now: app.clock.now(),
      };
      const result = await inTransaction(app.db, (tx) => submitContactMessage(tx, submission));
      void app.mailer.flush();
      return reply.status(201).send(result);
    },
  );

  // The admin's inbox: the messages, newest first, and which ones were answered.
  app.get(
    '/',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['contact'],
        querystring: contactInboxQuerySchema,
        response: { 200: contactInboxPageSchema, ...refusals('validation') },
      },
    },
    (request) => findContactMessages(app.db, request.query),
  );

  app.put(
    '/:id/handled',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['contact'],
        params: idParamsSchema,
        body: contactHandledSchema,
        response: { 200: contactInboxItemSchema, ...refusals('validation', 'not_found') },
      },
    },
    (request) =>
      markContactMessage(app.db, {
        id: request.params.id,
        handled: request.body.handled,
        by: caller(request).userId,
        now: app.clock.now(),
      }),
  );
};
