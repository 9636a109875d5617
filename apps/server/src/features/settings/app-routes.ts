import { appConfigSchema, appInfoSchema, appSettingsInputSchema, boxLegalSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { saveAppSettings } from './save-app-settings';

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  // The card provider's public key comes from the environment (Stripe Elements), never from settings.
  const currentConfig = async () => ({
    ...(await app.boxSettings.get()).config,
    paymentPublicKey: app.payments.publishableKey,
  });

  app.get(
    '/config',
    { config: { public: true }, schema: { tags: ['app'], response: { 200: appConfigSchema } } },
    currentConfig,
  );

  // The admin's settings screen: members' apps read the new config on their next fetch.
  app.put(
    '/config',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['app'],
        body: appSettingsInputSchema,
        response: { 200: appConfigSchema, ...refusals('validation') },
      },
    },
    async (request) => {
      const change = { by: caller(request).userId, input: request.body };
      await inTransaction(app.db, (tx) => saveAppSettings(tx, change));
      // The settings event reaches this process too, a moment later; this answer must not wait.
      app.boxSettings.invalidate();
      // A longer window (daysToShow) needs its new days' classes. The saving process makes them,
      // not every process on the settings event: classes live in the one database, so one run
      // serves all, and the answer then comes once they exist, as after a timetable change. If
      // this process stops first, the daily run makes them.
      await app.classWindow.make();
      return currentConfig();
    },
  );

  app.get(
    '/info',
    { config: { public: true }, schema: { tags: ['app'], response: { 200: appInfoSchema } } },
    () => ({ version: app.env.APP_VERSION }),
  );

  // What the legal pages name: the environment's, fixed while the server runs.
  app.get(
    '/legal',
    { config: { public: true }, schema: { tags: ['app'], response: { 200: boxLegalSchema } } },
    () => ({
      legalName: app.env.GYM_LEGAL_NAME,
      taxId: app.env.GYM_TAX_ID,
      address: app.env.GYM_ADDRESS,
      email: app.env.GYM_EMAIL,
      registry: app.env.GYM_REGISTRY ?? null,
    }),
  );
};
