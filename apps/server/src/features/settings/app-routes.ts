import { appConfigSchema, appInfoSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    { config: { public: true }, schema: { tags: ['app'], response: { 200: appConfigSchema } } },
    // The card provider's public key comes from the environment (Stripe Elements), never from settings.
    async () => ({ ...(await app.boxSettings.get()).config, paymentPublicKey: app.payments.publishableKey }),
  );

  app.get(
    '/info',
    { config: { public: true }, schema: { tags: ['app'], response: { 200: appInfoSchema } } },
    () => ({ version: app.env.APP_VERSION }),
  );
};
