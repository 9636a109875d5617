import { createHash, timingSafeEqual } from 'node:crypto';
import { count, eq, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupRuns, mailOutbox, pushOutbox } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { refusals } from '../../infra/http/refusals';

/** Hashes first, so the comparison takes the same time whatever the token's length. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /api/metrics` in Prometheus' text format, for a scraper holding METRICS_TOKEN (Bearer).
 * Without a token configured the route does not exist (404): nothing about the box leaks by
 * default. The gauges that need the database are read here, at scrape time, not on every request.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = app.env.METRICS_TOKEN ? digest(app.env.METRICS_TOKEN) : null;
  const { metrics } = app;

  app.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['metrics'],
        response: {
          200: z.string().describe('text/plain; version=0.0.4: Prometheus exposition format'),
          ...refusals('unauthorized', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      if (!expected) throw notFound('route');
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(given), expected))
        throw new AppError('unauthorized', 'a Bearer token equal to METRICS_TOKEN is needed');
      const [mail, push, backup] = await Promise.all([
        app.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'PENDING')),
        app.db
          .select({ n: count() })
          .from(pushOutbox)
          .where(sql`${pushOutbox.status} in ('PENDING', 'SENDING')`),
        app.db
          .select({ at: max(backupRuns.startedAt) })
          .from(backupRuns)
          .where(eq(backupRuns.status, 'ok')),
      ]);
      metrics.outboxDepth.set({ outbox: 'mail' }, mail[0]?.n ?? 0);
      metrics.outboxDepth.set({ outbox: 'push' }, push[0]?.n ?? 0);
      const pool = app.database.poolStats();
      metrics.poolConnections.set({ state: 'total' }, pool.total);
      metrics.poolConnections.set({ state: 'idle' }, pool.idle);
      metrics.poolConnections.set({ state: 'waiting' }, pool.waiting);
      const lastGood = backup[0]?.at;
      metrics.lastBackupAge.set(
        lastGood ? (app.clock.now().getTime() - new Date(lastGood).getTime()) / 1000 : -1,
      );
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
};
