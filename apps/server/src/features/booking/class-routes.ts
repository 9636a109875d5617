import {
  classesQuerySchema,
  classUserSchema,
  classViewSchema,
  idParamsSchema,
  nextClassesQuerySchema,
  nextClassSchema,
  STAFF,
  validatedClassSchema,
  validatedOfMonthRequestSchema,
  wholeTextSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr, caller } from '../../infra/http/caller';
import { fastSerializerCompiler } from '../../infra/http/fast-serializer';
import { refusals } from '../../infra/http/refusals';
import { createClassListCache } from './class-list-cache';
import { type ViewContext, viewerActingFor } from './class-view';
import { findClassUsers } from './find-class-users';
import { classListQuery, findClass, viewClassList } from './find-classes';
import { findNextClasses } from './find-next-classes';
import { findValidatedOfMonth } from './find-validated-of-month';

/** Reading classes: the booking screen, a trainer's list, the profile and the calendar. */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classes'];
  const classLists = createClassListCache(app);
  // `as`: the member of the caller's household the screen acts for (docs/product.md, Households).
  const contextOf = async (by: AccessClaims, as?: number): Promise<ViewContext> => ({
    now: app.clock.now(),
    settings: await app.boxSettings.get(),
    viewer: viewerActingFor(by, as),
  });

  app.get(
    '/',
    {
      schema: { tags, querystring: classesQuerySchema, response: { 200: z.array(classViewSchema) } },
      // The booking screen's list, the hottest read of all: written without zod's checks.
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const ctx = await contextOf(caller(request), request.query.as);
      return viewClassList(await classLists.read(classListQuery(ctx, request.query)), ctx);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: classViewSchema } } },
    async (request) => findClass(app.db, await contextOf(caller(request)), request.params.id),
  );

  app.get(
    '/classUsers/:id',
    {
      config: { roles: STAFF },
      schema: { tags, params: idParamsSchema, response: { 200: z.array(classUserSchema) } },
    },
    (request) => findClassUsers(app.db, request.params.id),
  );

  app.get(
    '/nextClasses/:x',
    {
      schema: {
        tags,
        params: z.object({ x: wholeTextSchema(1, 50) }),
        querystring: nextClassesQuerySchema,
        response: { 200: z.array(nextClassSchema), ...refusals('forbidden') },
      },
    },
    (request) =>
      findNextClasses(app.db, {
        userId: viewerActingFor(caller(request), request.query.as).userId,
        limit: request.params.x,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/validated/ofMonth',
    {
      schema: { tags, body: validatedOfMonthRequestSchema, response: { 200: z.array(validatedClassSchema) } },
    },
    (request) => {
      assertSelfOr(caller(request), request.body.userId, ...STAFF);
      return findValidatedOfMonth(app.db, request.body);
    },
  );
};
