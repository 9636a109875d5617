import {
  deletionRequestBodySchema,
  deletionRequestListSchema,
  idParamsSchema,
  personalDataSchema,
  type Role,
} from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { cards } from '../../infra/db/schema';
import { forbidden } from '../../infra/http/app-error';
import { type AccessClaims, caller, hasRole } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { isChildOf } from '../users/household';
import { anonymiseMember } from './anonymise-member';
import { findOpenDeletionRequests, requestDeletion } from './deletion-requests';
import { findPersonalData } from './find-personal-data';

/** A member's own data (GDPR): the download, the deletion request, and the admin carrying it out. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  /**
   * Who decides about a member's personal data: the member, their guardian while they are under 14
   * (LOPDGDD art. 7; from 14 they decide for themselves), and staff with `roles`.
   */
  const assertDecidesFor = async (by: AccessClaims, userId: number, today: string, ...roles: Role[]) => {
    if (by.userId === userId || hasRole(by, ...roles)) return;
    if (!(await isChildOf(app.db, { guardianId: by.userId, userId, today }))) throw forbidden();
  };

  app.get(
    '/users/:id/personal-data',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: personalDataSchema, ...refusals('forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const today = gymToday(app.clock, app.env.GYM_TIMEZONE);
      await assertDecidesFor(caller(request), request.params.id, today, 'ADMIN');
      const data = await findPersonalData(app.db, { userId: request.params.id, now, today });
      // Personal data is never kept by a shared cache or the browser's disk cache.
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  // Only the member themselves may ask: an admin deletes through /anonymise.
  app.post(
    '/users/:id/deletion-request',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: deletionRequestBodySchema,
        response: {
          200: z.object({ requestedAt: z.string() }),
          ...refusals('wrong_password', 'forbidden', 'not_found', 'household_has_dependents'),
        },
      },
    },
    async (request) => {
      const by = caller(request);
      await assertDecidesFor(by, request.params.id, gymToday(app.clock, app.env.GYM_TIMEZONE));
      const asked = {
        userId: request.params.id,
        confirmedBy: by.userId,
        password: request.body.password,
        now: app.clock.now(),
      };
      return inTransaction(app.db, (tx) => requestDeletion(tx, asked));
    },
  );

  app.get(
    '/deletion-requests',
    { config: { roles: ['ADMIN'] }, schema: { tags, response: { 200: deletionRequestListSchema } } },
    async () => findOpenDeletionRequests(app.db),
  );

  app.post(
    '/users/:id/anonymise',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          204: z.null(),
          ...refusals('forbidden', 'not_found', 'conflict', 'last_admin', 'household_has_dependents'),
        },
      },
    },
    async (request, reply) => {
      const by = caller(request);
      const { id: userId } = request.params;
      const cardIds = await app.db.select({ id: cards.id }).from(cards).where(eq(cards.userId, userId));
      const settings = await app.boxSettings.get();
      await inTransaction(app.db, (tx) =>
        anonymiseMember(tx, { by, userId, now: app.clock.now(), settings }),
      );
      app.sessions.forgetUser(userId);
      // Our rows are gone already; a card the provider keeps attached to nobody is harmless.
      for (const { id } of cardIds) await app.payments.provider.detachCard(id).catch(() => undefined);
      return reply.code(204).send(null);
    },
  );
};
