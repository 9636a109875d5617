import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppEnv } from './config/env';
import { activityRoutes } from './features/activities/activity-routes';
import { appRoutes } from './features/app/app-routes';
import { type AccessTokens, createAccessTokens } from './features/auth/access-token';
import { authRoutes } from './features/auth/auth-routes';
import { requireAuthentication } from './features/auth/authenticate';
import { createSessionCheck, type SessionCheck } from './features/auth/session-check';
import { bookingRoutes } from './features/booking/booking-routes';
import { classRoutes } from './features/booking/class-routes';
import { contactRoutes } from './features/contact/contact-routes';
import { creditRoutes } from './features/credits/credit-routes';
import { dayOffRoutes } from './features/days-off/day-off-routes';
import { healthRoutes } from './features/health/health-routes';
import { planRoutes } from './features/plans/plan-routes';
import { productRoutes } from './features/products/product-routes';
import { scheduleRoutes } from './features/schedule/schedule-routes';
import { userRoutes } from './features/users/user-routes';
import type { Database, Db } from './infra/db/client';
import {
  answerClientError,
  registerErrorHandling,
  sendFrameworkError,
  sendNotFound,
} from './infra/http/error-handler';
import { loggerOptions } from './infra/http/log-options';
import { registerOpenApi } from './infra/http/openapi';
import { rejectNulBytes } from './infra/http/reject-nul-bytes';
import { createMailer, type Mailer } from './infra/mail/mailer';
import { registerRealtime } from './infra/realtime/realtime-plugin';
import { loadSecret } from './infra/secrets/load-secret';
import { serveUploads, serveWebApp } from './infra/web/serve-web-app';
import { type Clock, systemClock } from './lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    env: AppEnv;
    clock: Clock;
    mailer: Mailer;
    tokens: AccessTokens;
    sessions: SessionCheck;
    /** Every API route with whether it is public; the security tests walk it. */
    apiRoutes: { method: string; url: string; isPublic: boolean }[];
  }
  interface FastifyContextConfig {
    /** Routes anyone may call; everything else needs a signed-in user. */
    public?: boolean;
  }
}

export interface BuildAppOptions {
  env: AppEnv;
  database: Database;
  clock?: Clock;
  /** Serve the built web app; on by default in production. */
  serveWeb?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The WebSocket origin of the public address: CSP's connect-src names it rather than any ws: host. */
const webSocketOrigin = (publicUrl: string) => new URL(publicUrl).origin.replace(/^http/, 'ws');

/** Fastify takes a hop count at run time but its types do not; a count is "trust the n nearest hops". */
function trustProxyOption(
  trust: AppEnv['TRUST_PROXY'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The whole app as one Fastify instance; server.ts boots it, tests `inject` into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) ?? randomUUID(),
    // Small by default: nothing but an upload needs more, and a big body costs parsing time.
    // Routes that take files raise their own limit (users' avatar).
    bodyLimit: DEFAULT_BODY_LIMIT,
    clientErrorHandler: answerClientError,
    frameworkErrors: sendFrameworkError,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  app.decorate(
    'tokens',
    createAccessTokens(await loadSecret(options.database.db, 'jwt', env.JWT_SECRET), clock),
  );
  app.decorate('sessions', createSessionCheck(options.database.db, clock));
  app.decorate(
    'mailer',
    createMailer({ db: options.database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log }),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => app.mailer.close());
  registerErrorHandling(app);
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    // Fastify adds both `/api/plans` and `/api/plans/` for a prefixed root route; list it once.
    const url = route.url.replace(/\/$/, '');
    for (const method of [route.method].flat()) {
      const known = app.apiRoutes.some((r) => r.method === method && r.url === url);
      if (method !== 'HEAD' && !known)
        app.apiRoutes.push({ method, url, isPublic: route.config?.public === true });
    }
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", webSocketOrigin(env.PUBLIC_URL), 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense behind TLS; PUBLIC_URL tells whether we are.
    strictTransportSecurity: env.PUBLIC_URL.startsWith('https:'),
  });
  // Phones on the box's Wi-Fi fetch the app and the JSON compressed (brotli or gzip).
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerOpenApi(app, env.APP_VERSION);
  await registerRealtime(app);

  await app.register(
    async (api) => {
      requireAuthentication(api);
      rejectNulBytes(api);
      await api.register(healthRoutes);
      await api.register(appRoutes, { prefix: '/app' });
      await api.register(activityRoutes, { prefix: '/activities' });
      await api.register(planRoutes, { prefix: '/plans' });
      await api.register(productRoutes, { prefix: '/products' });
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(creditRoutes, { prefix: '/users' });
      await api.register(scheduleRoutes, { prefix: '/calendar' });
      await api.register(classRoutes, { prefix: '/classes' });
      await api.register(bookingRoutes, { prefix: '/classes' });
      await api.register(dayOffRoutes, { prefix: '/dayOff' });
    },
    { prefix: '/api' },
  );

  await serveUploads(app, env.UPLOADS_DIR);
  if (options.serveWeb ?? env.NODE_ENV === 'production') await serveWebApp(app, env.WEB_DIST_DIR);
  else app.setNotFoundHandler(sendNotFound);

  return app;
}
