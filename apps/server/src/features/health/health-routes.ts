import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/http/app-error';

const statusSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'service_unavailable', 'Database not reachable');
      }
      return { status: 'ok' as const };
    },
  );
};
