import {
  dayOffForMonthSchema,
  dayOffInputSchema,
  dayOffPreviewQuerySchema,
  dayOffPreviewSchema,
  dayOffSchema,
  gymDateOf,
  idParamsSchema,
  restoredClassesSchema,
  STAFF,
  savedDayOffSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { addDayOff } from './add-day-off';
import { assertDayOffNew } from './assert-day-off-new';
import { deleteDayOff } from './delete-day-off';
import { findDaysOff } from './find-days-off';
import { daysOffOfMonth } from './find-days-off-of-month';
import { previewDayOff } from './preview-day-off';

/** Days the box is closed: listed for everyone signed in, managed by trainers and admins. */
export const dayOffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['days off'];
  const today = () => gymDateOf(app.clock.now(), app.env.GYM_TIMEZONE);

  app.get('/', { schema: { tags, response: { 200: z.array(dayOffSchema) } } }, () => findDaysOff(app.db));

  app.post(
    '/',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        body: dayOffInputSchema,
        response: { 200: savedDayOffSchema, ...refusals('validation', 'day_off_past', 'day_off_exists') },
      },
    },
    async (request) => {
      const change = { by: caller(request).userId, dayOff: request.body, now: app.clock.now() };
      const dayOff = await inTransaction(app.db, async (tx) => {
        await assertDayOffNew(tx, { dayOff: request.body, today: today() });
        return addDayOff(tx, change);
      });
      // The settings event reaches this process too, a moment later; its next request must not wait.
      app.boxSettings.invalidate();
      // A skipped day off lets the window's classes of its dates be made.
      if (dayOff.skip) await app.classWindow.make();
      return dayOff;
    },
  );

  // What adding a day off would cancel, for the warning staff confirm first.
  app.get(
    '/preview',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        querystring: dayOffPreviewQuerySchema,
        response: { 200: dayOffPreviewSchema, ...refusals('validation', 'day_off_past', 'day_off_exists') },
      },
    },
    async (request) => {
      await assertDayOffNew(app.db, { dayOff: request.query, today: today() });
      return previewDayOff(app.db, { dayOff: request.query, now: app.clock.now() });
    },
  );

  app.post(
    '/dayOffForMonth',
    { schema: { tags, body: dayOffForMonthSchema, response: { 200: z.array(dayOffSchema) } } },
    async (request) => daysOffOfMonth((await app.boxSettings.get()).daysOff, request.body.when),
  );

  // Undoing a day off: its classes that have not started come back, empty and bookable.
  app.delete(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: restoredClassesSchema, ...refusals('not_found') },
      },
    },
    async (request) => {
      const change = { id: request.params.id, now: app.clock.now() };
      const deleted = await inTransaction(app.db, (tx) => deleteDayOff(tx, change));
      app.boxSettings.invalidate();
      await app.classWindow.make();
      return deleted;
    },
  );
};
