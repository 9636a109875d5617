import {
  classUserSchema,
  classViewSchema,
  idParamsSchema,
  idTextSchema,
  joinRequestSchema,
  joinResponseSchema,
  leaveRequestSchema,
  placeCostSchema,
  STAFF,
  validateRequestSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { actsFor, caller, hasRole } from '../../infra/http/caller';
import { fastSerializerCompiler } from '../../infra/http/fast-serializer';
import { refusals } from '../../infra/http/refusals';
import { assertAcceptedCurrentTerms } from '../terms/terms-acceptance';
import { registerBookingRealtime } from './booking-realtime';
import { toClassView, type ViewContext, viewerActingFor, viewerOf } from './class-view';
import { joinClass } from './join-class';
import { leaveClass } from './leave-class';
import { findPlaceCost } from './place-cost';
import { runBooking } from './run-booking';
import { validateAttendance } from './validate-attendance';

/** Changing who is in a class: join, leave (or staff removal) and attendance. */
/** A member acting on their own place or a dependent's, not staff acting for someone. */
const membersOwn = (by: AccessClaims, userId: number) => !hasRole(by, ...STAFF) && actsFor(by, userId);

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classes'];
  registerBookingRealtime(app);
  // The answer shows the class as the member booked sees it: a guardian booking for a dependent
  // sees the dependent's place; staff adding a member see it as staff.
  const contextOf = async (by: AccessClaims, bookerId: number): Promise<ViewContext> => ({
    now: app.clock.now(),
    settings: await app.boxSettings.get(),
    viewer: hasRole(by, ...STAFF) ? viewerOf(by) : viewerActingFor(by, bookerId),
  });

  app.post(
    '/:id/join',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: joinRequestSchema,
        response: {
          200: joinResponseSchema,
          ...refusals(
            'not_found',
            'class_cancelled',
            'class_not_bookable',
            'user_not_active',
            'already_in_class',
            'single_book',
            'no_credits',
            'member_no_credits',
            'terms_not_accepted',
            'forbidden',
          ),
        },
      },
      // A rush answers hundreds of joins at once, each with the class's lists: written without zod's checks.
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const by = caller(request);
      const { id: classId } = request.params;
      const ctx = await contextOf(by, request.body.userId);
      try {
        // A box that makes booking wait for its current terms refuses a member booking (for themselves
        // or a dependent) until they accept them (docs/product.md, Terms); staff are not held.
        if (ctx.settings.config.termsBlockBooking && membersOwn(by, request.body.userId))
          await assertAcceptedCurrentTerms(app.db, by.userId);
        // A member's join, their own or a guardian's for a dependent, may go into the class's draw
        // instead (docs/product.md, The booking draw); staff adding a member are served at once.
        const gated = membersOwn(by, request.body.userId)
          ? await app.joinGate.join({ classId, userId: request.body.userId, ctx })
          : null;
        if (gated) {
          app.metrics.bookings.inc({ outcome: 'draw', reason: '' });
          return gated;
        }
        const joined = await runBooking(
          app,
          { classId, bookerId: request.body.userId, joining: true },
          (batch) => joinClass(batch, { by, ...request.body, ctx }),
          (joined, after) => ({ ...joined, class: toClassView(after, after.people, ctx) }),
        );
        app.metrics.bookings.inc({ outcome: joined.status === 'IN' ? 'in' : 'wait', reason: '' });
        return joined;
      } catch (error) {
        if (error instanceof AppError) app.metrics.bookings.inc({ outcome: 'refused', reason: error.code });
        throw error;
      }
    },
  );

  app.get(
    '/:id/placeCost/:userId',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: z.object({ id: idTextSchema, userId: idTextSchema }),
        response: {
          200: placeCostSchema,
          ...refusals('not_found', 'class_cancelled', 'user_not_active', 'already_in_class'),
        },
      },
    },
    (request) => findPlaceCost(app.db, { classId: request.params.id, userId: request.params.userId }),
  );

  app.post(
    '/:id/leave',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: leaveRequestSchema,
        response: {
          200: classViewSchema,
          ...refusals('not_found', 'not_in_class', 'class_started', 'penalization_required', 'attended'),
        },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const by = caller(request);
      const { id: classId } = request.params;
      const ctx = await contextOf(by, request.body.userId);
      const gated = membersOwn(by, request.body.userId)
        ? await app.joinGate.leave({ classId, userId: request.body.userId, ctx })
        : null;
      if (gated) return gated;
      return runBooking(
        app,
        { classId, bookerId: request.body.userId },
        (batch) => leaveClass(batch, { by, ...request.body, ctx }),
        (_, after) => toClassView(after, after.people, ctx),
      );
    },
  );

  app.put(
    '/:id/classUsers/:classUserId',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: z.object({ id: idTextSchema, classUserId: idTextSchema }),
        body: validateRequestSchema,
        response: { 200: classUserSchema, ...refusals('not_found', 'not_in_place', 'attendance_not_open') },
      },
    },
    (request) => {
      const { id: classId, classUserId } = request.params;
      const { validated } = request.body;
      return runBooking(app, { classId }, (batch) =>
        validateAttendance(batch.unit, { classId, classUserId, validated, now: app.clock.now() }),
      );
    },
  );
};
