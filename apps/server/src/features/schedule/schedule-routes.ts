import {
  type DayCalendar,
  dayCalendarInputSchema,
  dayCalendarSchema,
  STAFF,
  wholeTextSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { AppError } from '../../infra/http/app-error';
import { refusals } from '../../infra/http/refusals';
import { deleteDayCalendar } from './delete-day-calendar';
import { findDayCalendar } from './find-day-calendar';
import { setDayCalendar } from './set-day-calendar';

const weekdayParams = z.object({ id: wholeTextSchema(0, 6) });
/** A day outside 0–6 answers an empty calendar carrying that number back. */
const anyDayCalendarSchema = dayCalendarSchema.extend({ id: z.number().int() });

/** The weekly timetable (class templates), one weekday at a time. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  /** A timetable change commits, then the window's classes not made yet follow it. */
  const saveTimetable = async (work: (tx: Tx) => Promise<DayCalendar>) => {
    const saved = await inTransaction(app.db, work);
    await app.classWindow.make();
    return saved;
  };

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
        response: { 200: anyDayCalendarSchema, ...refusals('validation') },
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
    {
      config: { roles: STAFF },
      schema: {
        tags,
        body: dayCalendarInputSchema,
        response: {
          200: dayCalendarSchema,
          ...refusals('validation', 'forbidden', 'schedule_duplicate', 'schedule_overlap', 'coach_not_staff'),
        },
      },
    },
    (request) => saveTimetable((tx) => setDayCalendar(tx, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: weekdayParams,
        body: dayCalendarInputSchema,
        response: {
          200: dayCalendarSchema,
          ...refusals('validation', 'forbidden', 'schedule_duplicate', 'schedule_overlap', 'coach_not_staff'),
        },
      },
    },
    (request) => {
      if (request.body.id !== request.params.id)
        throw new AppError('validation', 'id: does not match the weekday in the path', { field: 'id' });
      return saveTimetable((tx) => setDayCalendar(tx, request.body));
    },
  );

  app.delete(
    '/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: weekdayParams,
        response: { 200: dayCalendarSchema, ...refusals('validation', 'forbidden') },
      },
    },
    (request) => saveTimetable((tx) => deleteDayCalendar(tx, request.params.id)),
  );
};
