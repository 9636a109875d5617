import { contactMessageSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
      const result = await submitContactMessage(
        { db: app.db, mailer: app.mailer, gymEmail: app.env.GYM_EMAIL, clock: app.clock },
        { ip: request.ip, message: request.body },
      );
      return reply.status(201).send(result);
    },
  );
};
