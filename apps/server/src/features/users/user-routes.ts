import {
  creditsAdjustmentSchema,
  idParamsSchema,
  languageSchema,
  pageSchema,
  STAFF,
  userOrSummarySchema,
  userSchema,
  userSearchSchema,
  userUpdateSchema,
} from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { users } from '../../infra/db/schema';
import { actsFor, assertSelfOr, caller, hasRole } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { reencodeImage, removeStoredImage } from '../../lib/uploaded-image';
import { adjustBalance } from '../credits/adjust-balance';
import { findUser, toMemberSummary } from './find-user';
import { searchUsers } from './search-users';
import { updateUser } from './update-user';
import { AVATAR_IMAGE, uploadAvatar } from './upload-avatar';
import { createUserViewCache } from './user-view-cache';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const today = () => gymToday(app.clock, app.env.GYM_TIMEZONE);
  const userViews = createUserViewCache(app);

  // Whoever follows /user/{id}/read gets the fresh user after every change.
  app.realtime.onEvent('user', async ({ userId }) => [
    { destination: `/user/${userId}/read`, body: await findUser(app.db, userId, today()) },
  ]);

  // Admins get members in full; trainers get what running a class needs (toMemberSummary).
  app.get(
    '/',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        querystring: userSearchSchema,
        response: { 200: pageSchema(userOrSummarySchema), ...refusals('validation', 'forbidden') },
      },
    },
    async (request) => {
      const by = caller(request);
      const isAdmin = hasRole(by, 'ADMIN');
      const page = await searchUsers(app.db, { ...request.query, byPersonalData: isAdmin }, today());
      return isAdmin ? page : { ...page, content: page.content.map(toMemberSummary) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: userOrSummarySchema, ...refusals('validation', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const by = caller(request);
      assertSelfOr(by, request.params.id, ...STAFF);
      const user = await userViews.read(request.params.id, today());
      // A guardian sees their dependent in full, as the dependent would (docs/product.md, Households).
      return actsFor(by, user.id) || hasRole(by, 'ADMIN') ? user : toMemberSummary(user);
    },
  );

  // The app's language on the member's last device, for what is written to them without a request
  // of theirs (invoices, mails): the web app sends it after signing in and on every switch.
  app.put(
    '/me/language',
    {
      schema: {
        tags,
        body: z.object({ language: languageSchema }),
        response: { 204: z.null(), ...refusals('validation') },
      },
    },
    async (request, reply) => {
      await app.db
        .update(users)
        .set({ language: request.body.language })
        .where(eq(users.id, caller(request).userId));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: userUpdateSchema,
        response: {
          200: userSchema,
          ...refusals('validation', 'forbidden', 'not_found', 'last_admin', 'maintenance_needs_plan'),
        },
      },
    },
    async (request) => {
      const { id: userId } = request.params;
      const update = { by: caller(request), userId, update: request.body, today: today() };
      const user = await inTransaction(app.db, (tx) => updateUser(tx, update));
      // Lowered roles take effect on this process's next request, not after the session check's time.
      app.sessions.forgetUser(userId);
      return user;
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
        response: {
          200: userSchema,
          ...refusals('invalid_image', 'payload_too_large', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => {
      const { id: userId } = request.params;
      assertSelfOr(caller(request), userId, 'ADMIN');
      const uploadsDir = app.env.UPLOADS_DIR;
      const webp = await reencodeImage(request.body.fileSource, AVATAR_IMAGE);
      const { image, replaced } = await inTransaction(app.db, (tx) =>
        uploadAvatar(tx, { uploadsDir, userId, webp }),
      );
      await removeStoredImage(uploadsDir, 'avatars', replaced, image);
      return findUser(app.db, userId, today());
    },
  );

  // An admin sets a member's bought credits; the ledger keeps the difference as an adjustment.
  app.put(
    '/:id/credits',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        params: idParamsSchema,
        body: creditsAdjustmentSchema,
        response: { 200: userSchema, ...refusals('validation', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const { id: userId } = request.params;
      const by = caller(request).userId;
      await inTransaction(app.db, (tx) => adjustBalance(tx, { by, userId, credits: request.body.credits }));
      return findUser(app.db, userId, today());
    },
  );
};
