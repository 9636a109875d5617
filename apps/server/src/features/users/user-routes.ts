import {
  changePasswordSchema,
  idParamsSchema,
  pageSchema,
  userOrSummarySchema,
  userSchema,
  userSearchSchema,
  userUpdateSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentGymWeek } from '../../lib/week';
import { assertRole, assertSelfOr, caller, hasRole } from '../auth/authenticate';
import { changePassword } from './change-password';
import { findUser, toMemberSummary } from './find-user';
import { searchUsers } from './search-users';
import { updateUser } from './update-user';
import { uploadAvatar } from './upload-avatar';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const week = () => currentGymWeek(app.clock, app.env.GYM_TIMEZONE);

  // Whoever follows /user/{id}/read gets the fresh user after every change.
  app.realtime.onEvent('user', async ({ userId }) => [
    { destination: `/user/${userId}/read`, body: await findUser(app.db, userId, week()) },
  ]);

  // Admins get members in full; trainers get what running a class needs (toMemberSummary).
  app.get(
    '/',
    { schema: { tags, querystring: userSearchSchema, response: { 200: pageSchema(userOrSummarySchema) } } },
    async (request) => {
      const by = caller(request);
      assertRole(by, 'ADMIN', 'TRAINER');
      const isAdmin = hasRole(by, 'ADMIN');
      const page = await searchUsers(app.db, { ...request.query, byPersonalData: isAdmin }, week());
      return isAdmin ? page : { ...page, content: page.content.map(toMemberSummary) };
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: userOrSummarySchema } } },
    async (request) => {
      const by = caller(request);
      assertSelfOr(by, request.params.id, 'ADMIN', 'TRAINER');
      const user = await findUser(app.db, request.params.id, week());
      return by.userId === user.id || hasRole(by, 'ADMIN') ? user : toMemberSummary(user);
    },
  );

  app.put(
    '/:id',
    { schema: { tags, params: idParamsSchema, body: userUpdateSchema, response: { 200: userSchema } } },
    (request) => updateUser(app, caller(request), request.params.id, request.body),
  );

  app.put(
    '/:id/password',
    { schema: { tags, params: idParamsSchema, body: changePasswordSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const by = caller(request);
      assertSelfOr(by, request.params.id);
      await changePassword(app, by, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/img',
    {
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        params: idParamsSchema,
        body: z.object({ fileSource: z.string().max(6 * 1024 * 1024) }),
        response: { 200: userSchema },
      },
    },
    async (request) => {
      assertSelfOr(caller(request), request.params.id, 'ADMIN');
      await uploadAvatar(app.db, app.env.UPLOADS_DIR, request.params.id, request.body.fileSource);
      return findUser(app.db, request.params.id, week());
    },
  );
};
