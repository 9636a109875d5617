import { coachOptionSchema, STAFF } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCoachOptions } from './assert-coach';

/** The staff who may coach, for the timetable's and the class edit's coach select. */
export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { roles: STAFF },
      schema: { tags: ['classes'], response: { 200: z.array(coachOptionSchema) } },
    },
    () => findCoachOptions(app.db),
  );
};
