import {
  classUserSchema,
  classViewSchema,
  idParamsSchema,
  idTextSchema,
  joinRequestSchema,
  joinResponseSchema,
  leaveRequestSchema,
  validateRequestSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertRole, caller } from '../auth/authenticate';
import { registerBookingRealtime } from './booking-realtime';
import { joinClass } from './join-class';
import { leaveClass } from './leave-class';
import { validateAttendance } from './validate-attendance';

/** Changing who is in a class: join, leave (or staff removal) and attendance. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classes'];
  registerBookingRealtime(app);

  app.post(
    '/:id/join',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: joinRequestSchema,
        response: { 200: joinResponseSchema },
      },
    },
    (request) => joinClass(app, caller(request), request.params.id, request.body.userId),
  );

  app.post(
    '/:id/leave',
    {
      schema: { tags, params: idParamsSchema, body: leaveRequestSchema, response: { 200: classViewSchema } },
    },
    (request) => leaveClass(app, caller(request), request.params.id, request.body),
  );

  app.put(
    '/:id/classUsers/:classUserId',
    {
      schema: {
        tags,
        params: z.object({ id: idTextSchema, classUserId: idTextSchema }),
        body: validateRequestSchema,
        response: { 200: classUserSchema },
      },
    },
    (request) => {
      assertRole(caller(request), 'TRAINER', 'ADMIN');
      return validateAttendance(app.db, {
        classId: request.params.id,
        classUserId: request.params.classUserId,
        validated: request.body.validated,
      });
    },
  );
};
