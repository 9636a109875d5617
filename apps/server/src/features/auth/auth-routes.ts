import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  refreshRequestSchema,
  resetPasswordSchema,
  signupSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '../../infra/http/refusals';
import { requestPasswordReset, resetPassword } from './reset-password';
import { logIn, refreshSession, signUp } from './sign-in';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { config: { public: true } } as const;
  const tags = ['auth'];

  app.post(
    '/signup',
    {
      ...open,
      schema: {
        tags,
        body: signupSchema,
        response: {
          201: authResponseSchema,
          ...refusals('validation', 'cin_taken', 'rate_limited', 'terms_outdated'),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await signUp(app, request.ip, request.body)),
  );

  app.post(
    '/login',
    {
      ...open,
      schema: {
        tags,
        body: loginSchema,
        response: {
          200: authResponseSchema,
          ...refusals('validation', 'invalid_credentials', 'rate_limited'),
        },
      },
    },
    (request) => logIn(app, request.ip, request.body),
  );

  app.post(
    '/refresh-token',
    {
      ...open,
      schema: {
        tags,
        body: refreshRequestSchema,
        response: {
          200: authResponseSchema,
          ...refusals('validation', 'unauthorized', 'refresh_revoked', 'refresh_reused', 'refresh_expired'),
        },
      },
    },
    (request) => refreshSession(app, request.body.refreshToken),
  );

  app.post(
    '/forgot-password',
    {
      ...open,
      schema: {
        tags,
        body: forgotPasswordSchema,
        response: { 202: z.object({}), ...refusals('validation', 'rate_limited') },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.ip, request.body.cin);
      return reply.status(202).send({});
    },
  );

  app.post(
    '/reset-password/:token',
    {
      ...open,
      schema: {
        tags,
        params: z.object({ token: z.string().min(20).max(100) }),
        body: resetPasswordSchema,
        response: { 204: z.null(), ...refusals('validation', 'reset_link_invalid') },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request.params.token, request.body.cin, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
