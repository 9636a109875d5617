import {
  broadcastRequestSchema,
  markReadRequestSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingsSchema,
  subscribeRequestSchema,
  subscriptionQuerySchema,
  subscriptionStateSchema,
  unsubscribeRequestSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { queuePush } from '../../infra/push/push-outbox';
import { countUnread, findNotificationList, markNotificationsRead } from './notification-list';
import { findNotificationSettings, saveNotificationSettings } from './notification-settings';
import { assertPushEndpoint, isSubscribed, subscribe, unsubscribe } from './subscriptions';

/** Web Push: the key to subscribe with, this device in and out, the box's broadcast. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/publicKey',
    {
      config: { public: true },
      schema: { tags, response: { 200: z.string().describe('the VAPID public key, base64url') } },
    },
    async (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return app.push.keys.publicKey;
    },
  );

  app.post(
    '/subscribe',
    {
      schema: { tags, body: subscribeRequestSchema, response: { 204: z.null(), ...refusals('validation') } },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      const { subscription, language } = request.body;
      assertPushEndpoint(subscription.endpoint, app.env.NODE_ENV === 'test');
      await inTransaction(app.db, (tx) =>
        subscribe(tx, { userId, subscription, language: language ?? 'es' }),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/subscription',
    {
      schema: {
        tags,
        querystring: subscriptionQuerySchema,
        response: { 200: subscriptionStateSchema, ...refusals('validation') },
      },
    },
    async (request) => ({
      stored: await isSubscribed(app.db, {
        userId: caller(request).userId,
        endpoint: request.query.endpoint,
      }),
    }),
  );

  app.post(
    '/unsubscribe',
    { schema: { tags, body: unsubscribeRequestSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await unsubscribe(app.db, { userId: caller(request).userId, endpoint: request.body.endpoint });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/broadcast',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        body: broadcastRequestSchema,
        response: { 200: z.object({ devices: z.number().int() }), ...refusals('validation') },
      },
    },
    async (request) => {
      const params = { message: request.body.message };
      const devices = await inTransaction(app.db, (tx) =>
        queuePush(tx, { everyone: true, kind: 'broadcast', params }),
      );
      return { devices };
    },
  );

  app.get('/settings', { schema: { tags, response: { 200: notificationSettingsSchema } } }, (request) =>
    findNotificationSettings(app.db, caller(request).userId),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...refusals('validation') },
      },
    },
    (request) => saveNotificationSettings(app.db, { userId: caller(request).userId, settings: request.body }),
  );

  app.get(
    '/list',
    {
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...refusals('validation') },
      },
    },
    (request) =>
      findNotificationList(app.db, app.push.renderHistory, {
        userId: caller(request).userId,
        language: request.query.lang,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/unread',
    { schema: { tags, response: { 200: z.object({ unread: z.number().int() }) } } },
    async (request) => ({
      unread: await countUnread(app.db, { userId: caller(request).userId, now: app.clock.now() }),
    }),
  );

  app.post(
    '/read',
    { schema: { tags, body: markReadRequestSchema, response: { 204: z.null(), ...refusals('validation') } } },
    async (request, reply) => {
      const { userId } = caller(request);
      await inTransaction(app.db, (tx) =>
        markNotificationsRead(tx, { userId, ids: request.body.ids, now: app.clock.now() }),
      );
      return reply.code(204).send(null);
    },
  );
};
