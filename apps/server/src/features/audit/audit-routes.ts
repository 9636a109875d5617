import { auditPageSchema, auditQuerySchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../infra/http/refusals';
import { findAudit } from './find-audit';

/** `GET /api/audit?userId&page`: the admin reads who changed money, credits, roles or status. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...refusals('validation', 'forbidden') },
      },
    },
    async (request) => findAudit(app.db, request.query),
  );
};
