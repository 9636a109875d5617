import { dayOffForMonthSchema, dayOffInputSchema, dayOffSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertRole, caller } from '../auth/authenticate';
import { addDayOff } from './add-day-off';
import { findDaysOff } from './find-days-off';
import { findDaysOffOfMonth } from './find-days-off-of-month';

/** Days the box is closed: listed for everyone signed in, managed by trainers and admins. */
export const dayOffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['days off'];

  app.get('/', { schema: { tags, response: { 200: z.array(dayOffSchema) } } }, () => findDaysOff(app.db));

  app.post('/', { schema: { tags, body: dayOffInputSchema, response: { 200: dayOffSchema } } }, (request) => {
    const by = caller(request);
    assertRole(by, 'TRAINER', 'ADMIN');
    return addDayOff(app, by, request.body);
  });

  app.post(
    '/dayOffForMonth',
    { schema: { tags, body: dayOffForMonthSchema, response: { 200: z.array(dayOffSchema) } } },
    (request) => findDaysOffOfMonth(app.db, request.body.when),
  );
};
