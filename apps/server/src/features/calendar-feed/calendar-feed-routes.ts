import { calendarFeedSchema, languageSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { notFound } from '../../infra/http/app-error';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { buildCalendar } from './build-calendar';
import { FEED_TOKEN, feedUrl, findFeedToken, removeFeed, resetFeedToken } from './feed-tokens';

/**
 * The member's private calendar feed: its address (made or replaced on request, never by a GET)
 * and the feed itself, public to whoever holds the address, as calendar apps fetch it.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar feed'];
  const urlOf = (token: string | null) => ({ url: token ? feedUrl(app.env.PUBLIC_URL, token) : null });

  app.get('/', { schema: { tags, response: { 200: calendarFeedSchema } } }, async (request) =>
    urlOf(await findFeedToken(app.db, caller(request).userId)),
  );

  app.post(
    '/reset',
    {
      schema: {
        tags,
        body: z.object({ language: languageSchema.optional() }),
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const language = request.body.language ?? 'es';
      return urlOf(await inTransaction(app.db, (tx) => resetFeedToken(tx, { userId, language })));
    },
  );

  app.delete('/', { schema: { tags, response: { 204: z.null() } } }, async (request, reply) => {
    await removeFeed(app.db, caller(request).userId);
    return reply.code(204).send(null);
  });

  app.get(
    '/:token',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ token: z.string().max(64) }),
        response: { 200: z.string().describe('text/calendar (RFC 5545)'), ...refusals('not_found') },
      },
    },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const body = FEED_TOKEN.test(token)
        ? await buildCalendar(app.db, {
            token,
            now: app.clock.now(),
            timeZone: app.env.GYM_TIMEZONE,
            publicUrl: app.env.PUBLIC_URL,
          })
        : null;
      if (body === null) throw notFound('Calendar');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="boxbook.ics"')
        .send(body);
    },
  );
};
