import { idTextSchema, standingBookingInputSchema, standingBookingSchema } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { assertSelfOr, caller, hasRole } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { assertAcceptedCurrentTerms } from '../terms/terms-acceptance';
import { findStandingBookings } from './find-standing-bookings';
import { addStandingBooking, deleteStandingBooking } from './save-standing-booking';

const listSchema = z.array(standingBookingSchema);

/** A member's standing bookings, managed by the member or by an admin for them. */
export const standingBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['standing bookings'];
  const params = z.object({ id: idTextSchema });
  const assertMember = async (userId: number) => {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User');
  };

  app.get(
    '/:id/standingBookings',
    { schema: { tags, params, response: { 200: listSchema, ...refusals('not_found') } } },
    async (request) => {
      assertSelfOr(caller(request), request.params.id, 'ADMIN');
      await assertMember(request.params.id);
      return findStandingBookings(app.db, request.params.id);
    },
  );

  app.post(
    '/:id/standingBookings',
    {
      schema: {
        tags,
        params,
        body: standingBookingInputSchema,
        response: { 200: listSchema, ...refusals('not_found', 'standing_exists', 'terms_not_accepted') },
      },
    },
    async (request) => {
      const by = caller(request);
      const { id: userId } = request.params;
      assertSelfOr(by, userId, 'ADMIN');
      await assertMember(userId);
      // Like a join: a box that makes booking wait for its terms refuses a member (for themselves
      // or a dependent) who has not accepted them; an admin at the desk is not held.
      const { config } = await app.boxSettings.get();
      if (config.termsBlockBooking && !hasRole(by, 'ADMIN'))
        await assertAcceptedCurrentTerms(app.db, by.userId);
      const change = { by: by.userId, userId, templateId: request.body.templateId };
      await inTransaction(app.db, (tx) => addStandingBooking(tx, change));
      // A class of this template already open for booking is taken now, not at the next minute.
      await app.standingBookings.run();
      return findStandingBookings(app.db, userId);
    },
  );

  app.delete(
    '/:id/standingBookings/:standingId',
    {
      schema: {
        tags,
        params: params.extend({ standingId: idTextSchema }),
        response: { 200: listSchema, ...refusals('not_found') },
      },
    },
    async (request) => {
      const { id: userId, standingId } = request.params;
      assertSelfOr(caller(request), userId, 'ADMIN');
      await inTransaction(app.db, (tx) => deleteStandingBooking(tx, { userId, id: standingId }));
      return findStandingBookings(app.db, userId);
    },
  );
};
