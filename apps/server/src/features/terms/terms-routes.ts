import {
  acceptTermsSchema,
  currentTermsSchema,
  idParamsSchema,
  memberTermsSchema,
  publishTermsSchema,
  termsVersionSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { assertSelfOr, caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { acceptTerms, findMemberTerms } from './terms-acceptance';
import { currentTerms, listTermsVersions, publishTerms } from './terms-versions';

/**
 * `/api/terms`: the box's terms and informed consent (docs/product.md, Terms). Anyone reads the
 * current version (the sign-up shows it); a member accepts it; admins publish new versions and
 * read the old ones.
 */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['terms'];
  app.get(
    '/terms/current',
    { config: { public: true }, schema: { tags, response: { 200: currentTermsSchema } } },
    async () => ({ current: await currentTerms(app.db) }),
  );

  app.post(
    '/terms/accept',
    {
      schema: {
        tags,
        body: acceptTermsSchema,
        response: { 200: memberTermsSchema, ...refusals('validation', 'terms_outdated') },
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const now = app.clock.now();
      await inTransaction(app.db, (tx) =>
        acceptTerms(tx, { userId, versionId: request.body.versionId, now }),
      );
      return findMemberTerms(app.db, userId);
    },
  );

  app.get(
    '/terms/versions',
    { config: { roles: ['ADMIN'] }, schema: { tags, response: { 200: z.array(termsVersionSchema) } } },
    async () => listTermsVersions(app.db),
  );

  app.post(
    '/terms/versions',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        body: publishTermsSchema,
        response: { 201: termsVersionSchema, ...refusals('validation') },
      },
    },
    async (request, reply) => {
      const by = caller(request).userId;
      const now = app.clock.now();
      const version = await inTransaction(app.db, (tx) => publishTerms(tx, { by, input: request.body, now }));
      return reply.status(201).send(version);
    },
  );

  // A member's standing with the terms: their own, or any member's for an admin.
  app.get(
    '/users/:id/terms',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: memberTermsSchema, ...refusals('forbidden') },
      },
    },
    async (request) => {
      assertSelfOr(caller(request), request.params.id, 'ADMIN');
      return findMemberTerms(app.db, request.params.id);
    },
  );
};
