import { appConfigSchema, appInfoSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAppConfig } from './find-app-config';

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    { config: { public: true }, schema: { tags: ['app'], response: { 200: appConfigSchema } } },
    async () => ({ ...(await findAppConfig(app.db)), timeZone: app.env.GYM_TIMEZONE }),
  );

  app.get(
    '/info',
    { config: { public: true }, schema: { tags: ['app'], response: { 200: appInfoSchema } } },
    () => ({ version: app.env.APP_VERSION }),
  );
};
