import {
  classCancelResultSchema,
  classEditResultSchema,
  classEditSchema,
  coachWeekQuerySchema,
  coachWeekSchema,
  gymDateOf,
  idParamsSchema,
  STAFF,
  weekAttendanceQuerySchema,
  weekAttendanceSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { viewerOf } from '../booking/class-view';
import { findClass } from '../booking/find-classes';
import { cancelClassByStaff } from './cancel-class-by-staff';
import { findCoachWeek } from './find-coach-week';
import { findWeekAttendance } from './find-week-attendance';
import { updateClass } from './update-class';

/**
 * Staff run the classes already made: edit one, call one off, and read the week's attendance.
 * Edits are rare: they take the class lock in a transaction of their own, outside the booking
 * queue, which batches members' joins and leaves (run-booking.ts).
 */
export const classAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classes'];

  app.get(
    '/attendance',
    {
      config: { roles: STAFF },
      schema: { tags, querystring: weekAttendanceQuerySchema, response: { 200: weekAttendanceSchema } },
    },
    (request) => findWeekAttendance(app.db, { date: request.query.date, now: app.clock.now() }),
  );

  app.get(
    '/coachWeek',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        querystring: coachWeekQuerySchema,
        response: { 200: coachWeekSchema, ...refusals('validation') },
      },
    },
    async (request) => {
      const by = caller(request);
      const settings = await app.boxSettings.get();
      const now = app.clock.now();
      const date = request.query.date ?? gymDateOf(now, settings.config.timeZone);
      return findCoachWeek(app.db, {
        coachId: by.userId,
        date,
        ctx: { now, settings, viewer: viewerOf(by) },
      });
    },
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        body: classEditSchema,
        response: {
          200: classEditResultSchema,
          ...refusals(
            'not_found',
            'class_cancelled',
            'class_started',
            'capacity_below_booked',
            'coach_not_staff',
          ),
        },
      },
    },
    async (request) => {
      const by = caller(request);
      const { id: classId } = request.params;
      const ctx = { now: app.clock.now(), settings: await app.boxSettings.get(), viewer: viewerOf(by) };
      return inTransaction(app.db, async (tx) => {
        const { promoted } = await updateClass(tx, { by, classId, edit: request.body, ctx });
        return { class: await findClass(tx, ctx, classId), promoted };
      });
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: classCancelResultSchema,
          ...refusals('not_found', 'class_cancelled', 'class_started'),
        },
      },
    },
    async (request) => {
      const by = caller(request);
      const { id: classId } = request.params;
      const ctx = { now: app.clock.now(), settings: await app.boxSettings.get(), viewer: viewerOf(by) };
      return inTransaction(app.db, async (tx) => {
        const members = await cancelClassByStaff(tx, { by: by.userId, classId, now: ctx.now });
        return { class: await findClass(tx, ctx, classId), members: members.length };
      });
    },
  );
};
