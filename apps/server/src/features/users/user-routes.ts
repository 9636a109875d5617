import {
  changePasswordSchema,
  idParamsSchema,
  pageSchema,
  userSchema,
  userSearchSchema,
  userUpdateSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentGymWeek } from '../../lib/week';
import { assertRole, assertSelfOr, caller } from '../auth/authenticate';
import { changePassword } from './change-password';
import { findUser } from './find-user';
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

  app.get(
    '/',
    { schema: { tags, querystring: userSearchSchema, response: { 200: pageSchema(userSchema) } } },
    (request) => {
      assertRole(caller(request), 'ADMIN', 'TRAINER');
      return searchUsers(app.db, request.query, week());
    },
  );

  app.get('/:id', { schema: { tags, params: idParamsSchema, response: { 200: userSchema } } }, (request) => {
    assertSelfOr(caller(request), request.params.id, 'ADMIN', 'TRAINER');
    return findUser(app.db, request.params.id, week());
  });

  app.put(
    '/:id',
    { schema: { tags, params: idParamsSchema, body: userUpdateSchema, response: { 200: userSchema } } },
    (request) => updateUser(app, caller(request), request.params.id, request.body),
  );

  app.put(
    '/:id/password',
    { schema: { tags, params: idParamsSchema, body: changePasswordSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      assertSelfOr(caller(request), request.params.id);
      await changePassword(app.db, request.params.id, request.body.oldPassword, request.body.newPassword);
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
