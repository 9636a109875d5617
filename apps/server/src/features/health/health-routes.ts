import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/http/app-error';
import { refusals } from '../../infra/http/refusals';

const statusSchema = z.object({ status: z.literal('ok') });
const READY_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Process-level: the process runs and answers, whatever the database does. A supervisor that
  // restarted processes on a database outage would only add a storm of reconnects to it.
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: statusSchema, ...refusals('service_unavailable') } },
    },
    async () => {
      // The truth about this process's database: a pool query, answered within a load balancer's
      // patience (a blackholed connection would otherwise wait for the connect timeout).
      const reachable = await Promise.race([
        app.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS, false).unref()),
      ]);
      if (!reachable) throw new AppError('service_unavailable', 'Database not reachable');
      return { status: 'ok' as const };
    },
  );
};
