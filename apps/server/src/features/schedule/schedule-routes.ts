import { dayCalendarInputSchema, dayCalendarSchema, wholeTextSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/http/app-error';
import { assertRole, caller } from '../auth/authenticate';
import { deleteDayCalendar } from './delete-day-calendar';
import { findDayCalendar } from './find-day-calendar';
import { setDayCalendar } from './set-day-calendar';

const weekdayParams = z.object({ id: wholeTextSchema(0, 6) });
/** A day outside 0–6 answers an empty calendar carrying that number back (spec point 5). */
const anyDayCalendarSchema = dayCalendarSchema.extend({ id: z.number().int() });

/** The weekly timetable (class templates), one weekday at a time. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];

  app.get(
    '/calendar/:day',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({
          day: z
            .string()
            .regex(/^-?\d{1,3}$/, 'a whole number')
            .transform(Number),
        }),
        response: { 200: anyDayCalendarSchema },
      },
    },
    async (request) => {
      const { day } = request.params;
      if (day < 0 || day > 6) return { id: day, classes: [] };
      return findDayCalendar(app.db, day);
    },
  );

  app.post(
    '/',
    { schema: { tags, body: dayCalendarInputSchema, response: { 200: dayCalendarSchema } } },
    (request) => {
      assertRole(caller(request), 'TRAINER', 'ADMIN');
      return setDayCalendar(app.db, request.body);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: weekdayParams,
        body: dayCalendarInputSchema,
        response: { 200: dayCalendarSchema },
      },
    },
    (request) => {
      assertRole(caller(request), 'TRAINER', 'ADMIN');
      if (request.body.id !== request.params.id)
        throw new AppError(400, 'validation', 'id: does not match the weekday in the path', 'id');
      return setDayCalendar(app.db, request.body);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, params: weekdayParams, response: { 200: dayCalendarSchema } } },
    (request) => {
      assertRole(caller(request), 'TRAINER', 'ADMIN');
      return deleteDayCalendar(app.db, request.params.id);
    },
  );
};
