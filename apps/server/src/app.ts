import { randomUUID } from 'node:crypto';
import type { Role } from '@boxbook/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppEnv } from './config/env';
import { activityRoutes } from './features/activities/activity-routes';
import { auditRoutes } from './features/audit/audit-routes';
import { type AccessTokens, createAccessTokens } from './features/auth/access-token';
import { authRoutes } from './features/auth/auth-routes';
import { requireAuthentication } from './features/auth/authenticate';
import { passwordRoutes } from './features/auth/password-routes';
import { createSessionCheck, type SessionCheck } from './features/auth/session-check';
import { type BackupJob, createBackupJob } from './features/backups/backup-job';
import { backupRoutes } from './features/backups/backup-routes';
import type { BackupDeps } from './features/backups/backup-runs';
import { benchmarkRoutes } from './features/benchmarks/benchmark-routes';
import { registerBookingResync } from './features/booking/booking-resync';
import { bookingRoutes } from './features/booking/booking-routes';
import { type ClassQueue, queueFor } from './features/booking/class-queue';
import { classRoutes } from './features/booking/class-routes';
import type { JoinGate } from './features/booking/join-gate';
import { createDrawGate } from './features/booking-draw/draw-gate';
import { createDrawJob, type DrawJob } from './features/booking-draw/draw-job';
import { drawRoutes } from './features/booking-draw/draw-routes';
import { calendarFeedRoutes } from './features/calendar-feed/calendar-feed-routes';
import { chatRoutes } from './features/chat/chat-routes';
import { checkinRoutes } from './features/checkins/checkin-routes';
import { classAdminRoutes } from './features/class-admin/class-admin-routes';
import { coachRoutes } from './features/coaches/coach-routes';
import { contactRoutes } from './features/contact/contact-routes';
import { dayOffRoutes } from './features/days-off/day-off-routes';
import { healthRoutes } from './features/health/health-routes';
import { householdChangeRoutes } from './features/household/household-change-routes';
import { createAeatSender } from './features/invoicing/aeat/aeat-sender';
import { aeatTransportFromEnv } from './features/invoicing/aeat/transport-from-env';
import { createDueInvoicesJob, type DueInvoicesJob } from './features/invoicing/due-invoices';
import { invoiceAeatRoutes } from './features/invoicing/invoice-aeat-routes';
import { invoiceRoutes } from './features/invoicing/invoice-routes';
import { createInvoicing } from './features/invoicing/invoicing-context';
import { sistemaInformatico } from './features/invoicing/software';
import { mandateRoutes } from './features/mandates/mandate-routes';
import { remittanceRoutes } from './features/mandates/remittance-routes';
import { returnRoutes } from './features/mandates/return-routes';
import { memberAdminRoutes } from './features/member-admin/member-admin-routes';
import { membershipRoutes } from './features/membership/membership-routes';
import { createRenewalJob } from './features/membership/renewal-job';
import { metricsRoutes } from './features/metrics/metrics-routes';
import { movementRecordRoutes } from './features/movement-records/movement-record-routes';
import { movementRoutes } from './features/movements/movement-routes';
import { notificationRoutes } from './features/notifications/notification-routes';
import { registerNotifications } from './features/notifications/notifications';
import { openEventRoutes } from './features/open-events/open-event-routes';
import { createPaymentGateway } from './features/payments/payment-gateway';
import { paymentRoutes } from './features/payments/payment-routes';
import { paymentUserRoutes } from './features/payments/payment-user-routes';
import { sandboxRoutes } from './features/payments/sandbox-routes';
import { webhookRoutes } from './features/payments/webhook-routes';
import { personalDataRoutes } from './features/personal-data/personal-data-routes';
import { planRoutes } from './features/plans/plan-routes';
import { productRoutes } from './features/products/product-routes';
import { reactionRoutes } from './features/reactions/reaction-routes';
import { recoveryRoutes } from './features/recovery/recovery-routes';
import { reportRoutes } from './features/reports/report-routes';
import { type ClassWindow, createClassWindow } from './features/schedule/class-window';
import { scheduleRoutes } from './features/schedule/schedule-routes';
import { scoreRoutes } from './features/scores/score-routes';
import { appRoutes } from './features/settings/app-routes';
import { type BoxSettingsStore, createBoxSettings } from './features/settings/box-settings';
import { standingBookingRoutes } from './features/standing-bookings/standing-booking-routes';
import { createStandingBookingJob, type StandingBookingJob } from './features/standing-bookings/standing-job';
import { termsRoutes } from './features/terms/terms-routes';
import { type ComingOfAgeJob, createComingOfAgeJob } from './features/users/coming-of-age';
import { householdRoutes } from './features/users/household-routes';
import { registerUserResync } from './features/users/user-resync';
import { userRoutes } from './features/users/user-routes';
import { releaseExpiredHolds, resolveHoldOfReceipt } from './features/visits/book-drop-in';
import { leadRoutes, visitRoutes } from './features/visits/visit-routes';
import { createVisitsJob, type VisitsJob } from './features/visits/visits-job';
import { wodRoutes } from './features/wod/wod-routes';
import type { Database, Db } from './infra/db/client';
import {
  answerClientError,
  registerErrorHandling,
  sendFrameworkError,
  sendNotFound,
} from './infra/http/error-handler';
import { loggerOptions, OneLinePerRequest } from './infra/http/log-options';
import { registerOpenApi } from './infra/http/openapi';
import { rejectNulBytes } from './infra/http/reject-nul-bytes';
import { createMailer, type Mailer } from './infra/mail/mailer';
import { createMetrics, type Metrics } from './infra/metrics/metrics';
import { registerRealtime } from './infra/realtime/realtime-plugin';
import { loadSecret } from './infra/secrets/load-secret';
import { registerAnswerCompression } from './infra/web/compress-answers';
import { registerSecurityHeaders } from './infra/web/security-headers';
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
    /** The box's settings and days off, kept in memory (features/settings). */
    boxSettings: BoxSettingsStore;
    /** Makes the classes of the booking window ahead of time (features/schedule). */
    classWindow: ClassWindow;
    /** This instance's bookings of each class, one after another (features/booking). */
    classQueue: ClassQueue;
    /** Holds a member's join or leave during a class's booking draw (features/booking-draw). */
    joinGate: JoinGate;
    /** Commits the draws' seeds and runs each draw when its window ends (features/booking-draw). */
    draws: DrawJob;
    /** Takes the places of standing bookings when their classes open (features/standing-bookings). */
    standingBookings: StandingBookingJob;
    /** Issues the invoices of paid receipts that could not get theirs with the charge. */
    dueInvoices: DueInvoicesJob;
    /** Every API route with whether it is public; the security tests walk it. */
    apiRoutes: ApiRoute[];
    /** Prometheus counters and gauges of this process (GET /api/metrics). */
    metrics: Metrics;
    /** What a backup taken by this process needs (features/backups). */
    backups: BackupDeps;
    /** The daily backup (features/backups). */
    backupJob: BackupJob;
    /** Dependents who turn 18 become members of their own (features/users, docs/product.md, Households). */
    comingOfAge: ComingOfAgeJob;
    /** Visitors' health data deleted on their day, and the staff's follow-up reminder (features/visits). */
    visitsJob: VisitsJob;
  }
}

/** An API route as the access tests see it: who may call it at all. */
export interface ApiRoute {
  method: string;
  url: string;
  isPublic: boolean;
  roles: readonly Role[] | null;
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
    logController: new OneLinePerRequest(),
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
  let connections = 0;
  app.server.on('connection', () => connections++);
  app.decorate(
    'classQueue',
    queueFor(options.database.kind, () => connections),
  );
  app.decorate('boxSettings', createBoxSettings(options.database.db, env.GYM_TIMEZONE));
  app.decorate(
    'classWindow',
    createClassWindow({ db: options.database.db, clock, settings: app.boxSettings, log: app.log }),
  );
  app.decorate(
    'standingBookings',
    createStandingBookingJob({ db: options.database.db, clock, settings: app.boxSettings, log: app.log }),
  );
  const drawDeps = { db: options.database.db, clock, settings: app.boxSettings };
  app.decorate('joinGate', createDrawGate({ ...drawDeps, classQueue: app.classQueue }));
  app.decorate('draws', createDrawJob({ ...drawDeps, log: app.log }));
  app.decorate(
    'mailer',
    createMailer({ db: options.database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log }),
  );
  app.decorate('metrics', createMetrics());
  app.decorate(
    'payments',
    createPaymentGateway(env, options.database.db, clock, {
      // A drop-in settled by Stripe's webhook confirms or lets go of its held place
      // (features/visits/book-drop-in.ts), as the visitor's own confirmation does.
      DROP_IN: (unit, receipt) => resolveHoldOfReceipt(unit, { receiptId: receipt.id, app }),
    }),
  );
  app.decorate('invoicing', createInvoicing(env, app.log));
  app.decorate(
    'dueInvoices',
    createDueInvoicesJob({ db: options.database.db, invoicing: app.invoicing, clock }),
  );
  app.decorate(
    'comingOfAge',
    createComingOfAgeJob({
      db: options.database.db,
      clock,
      mailer: app.mailer,
      timeZone: env.GYM_TIMEZONE,
      publicUrl: env.PUBLIC_URL,
      onLeft: (guardianId) => app.sessions.forgetUser(guardianId),
      log: app.log,
    }),
  );
  app.decorate(
    'renewals',
    createRenewalJob({
      onRun: (run) => {
        const { metrics } = app;
        metrics.jobRuns.inc({ job: 'renewals', outcome: run ? 'ok' : 'failed' });
        if (!run) return;
        metrics.renewals.inc({ outcome: 'charged' }, run.charged);
        metrics.renewals.inc({ outcome: 'failed' }, run.failed);
        metrics.renewals.inc({ outcome: 'sepa' }, run.sepa);
      },
      db: options.database.db,
      payments: app.payments,
      clock,
      settings: app.boxSettings,
      mailer: app.mailer,
      publicUrl: env.PUBLIC_URL,
      timeZone: env.GYM_TIMEZONE,
      log: app.log,
      invoicing: app.invoicing,
    }),
  );
  app.decorate(
    'aeatSender',
    createAeatSender({
      db: options.database.db,
      clock,
      log: app.log,
      transport: aeatTransportFromEnv(env),
      environment: env.VERIFACTU_ENV,
      software: sistemaInformatico(env),
      timeZone: env.GYM_TIMEZONE,
    }),
  );
  app.decorate('backups', {
    database: options.database,
    backupDir: env.BACKUP_DIR,
    uploadsDir: env.UPLOADS_DIR,
    appVersion: env.APP_VERSION,
    backupKey: env.BACKUP_KEY,
    now: () => clock.now(),
  });
  app.decorate(
    'backupJob',
    createBackupJob({
      ...app.backups,
      at: env.BACKUP_AT,
      keep: env.BACKUP_KEEP,
      timeZone: env.GYM_TIMEZONE,
      log: app.log,
      onRun: (outcome) => app.metrics.jobRuns.inc({ job: 'backup', outcome }),
    }),
  );
  app.decorate(
    'visitsJob',
    createVisitsJob({
      db: options.database.db,
      clock,
      mailer: app.mailer,
      gymEmail: env.GYM_EMAIL,
      timeZone: env.GYM_TIMEZONE,
      log: app.log,
      // Drop-ins whose payment never came let their place go (features/visits/book-drop-in.ts).
      releaseHolds: (now) => releaseExpiredHolds(app, now),
    }),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Every answer counted by its route's pattern (not its URL: ids would make a series each).
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    app.metrics.httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    app.metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
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
        app.apiRoutes.push({
          method,
          url,
          isPublic: route.config?.public === true,
          roles: route.config?.roles ?? null,
        });
    }
  });

  // Helmet's headers, computed once for the whole life of the process (security-headers.ts).
  registerSecurityHeaders(app, {
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
  // Phones on the box's Wi-Fi get the JSON compressed (brotli or gzip) once it is worth it; the
  // web app's files were compressed at build time.
  registerAnswerCompression(app);
  await registerOpenApi(app, env.APP_VERSION);
  await registerRealtime(app);
  registerBookingResync(app);
  registerUserResync(app);
  await registerNotifications(app);
  app.realtime.watch('settings', () => app.boxSettings.invalidate());
  app.addHook('onReady', () => app.classWindow.start());
  app.addHook('onClose', async () => app.classWindow.stop());
  // Plans renew on the 1st (features/membership); tests run the renewals themselves.
  if (env.NODE_ENV !== 'test') app.addHook('onReady', () => app.renewals.start());
  app.addHook('onClose', async () => app.renewals.stop());
  // Dependents turning 18, daily; tests run it themselves.
  if (env.NODE_ENV !== 'test') app.addHook('onReady', () => app.comingOfAge.start());
  app.addHook('onClose', async () => app.comingOfAge.stop());
  // Invoices a charge could not issue at once (features/invoicing); tests run the job themselves.
  if (env.NODE_ENV !== 'test') app.addHook('onReady', async () => app.dueInvoices.start());
  app.addHook('onClose', async () => app.dueInvoices.stop());
  // Billing records go to the AEAT when a certificate is set (features/invoicing/aeat); tests send themselves.
  if (env.NODE_ENV !== 'test') app.addHook('onReady', async () => app.aeatSender.start());
  app.addHook('onClose', async () => app.aeatSender.stop());
  // The daily backup; tests take theirs by hand.
  if (env.NODE_ENV !== 'test') app.addHook('onReady', () => app.backupJob.start());
  app.addHook('onClose', async () => app.backupJob.stop());
  // Visitors' health data and the staff's reminders (features/visits); tests run the job themselves.
  if (env.NODE_ENV !== 'test') app.addHook('onReady', async () => app.visitsJob.start());
  app.addHook('onClose', async () => app.visitsJob.stop());
  // After the class window: today's classes it made are open, and standing bookings take them.
  app.addHook('onReady', () => app.standingBookings.start());
  app.addHook('onClose', async () => app.standingBookings.stop());
  // Draws overdue after a restart run now, the others when their window ends; tests run them themselves.
  if (env.NODE_ENV !== 'test') app.addHook('onReady', () => app.draws.start());
  app.addHook('onClose', async () => app.draws.stop());

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
      await api.register(visitRoutes, { prefix: '/visits' });
      await api.register(leadRoutes, { prefix: '/leads' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(householdRoutes, { prefix: '/users' });
      await api.register(householdChangeRoutes, { prefix: '/users' });
      await api.register(memberAdminRoutes, { prefix: '/users' });
      await api.register(standingBookingRoutes, { prefix: '/users' });
      await api.register(auditRoutes, { prefix: '/audit' });
      await api.register(membershipRoutes, { prefix: '/users' });
      await api.register(paymentUserRoutes, { prefix: '/users' });
      await api.register(paymentRoutes, { prefix: '/payments' });
      await api.register(webhookRoutes, { prefix: '/payments' });
      if (app.payments.sandbox)
        await api.register(sandboxRoutes(app.payments.sandbox), { prefix: '/payments/sandbox' });
      await api.register(mandateRoutes, { prefix: '/mandates' });
      await api.register(invoiceAeatRoutes, { prefix: '/invoices' });
      await api.register(remittanceRoutes, { prefix: '/mandates' });
      await api.register(returnRoutes, { prefix: '/mandates' });
      await api.register(passwordRoutes, { prefix: '/users' });
      await api.register(scheduleRoutes, { prefix: '/calendar' });
      await api.register(classRoutes, { prefix: '/classes' });
      await api.register(bookingRoutes, { prefix: '/classes' });
      await api.register(drawRoutes, { prefix: '/classes' });
      await api.register(classAdminRoutes, { prefix: '/classes' });
      await api.register(coachRoutes, { prefix: '/coaches' });
      await api.register(dayOffRoutes, { prefix: '/dayOff' });
      await api.register(wodRoutes, { prefix: '/wod' });
      await api.register(recoveryRoutes, { prefix: '/recovery' });
      await api.register(movementRoutes, { prefix: '/movements' });
      await api.register(movementRecordRoutes, { prefix: '/movementRecords' });
      await api.register(scoreRoutes, { prefix: '/scores' });
      await api.register(benchmarkRoutes, { prefix: '/benchmarks' });
      await api.register(reactionRoutes, { prefix: '/reactions' });
      await api.register(openEventRoutes, { prefix: '/openEvents' });
      await api.register(notificationRoutes, { prefix: '/notifications' });
      await api.register(chatRoutes, { prefix: '/chat' });
      await api.register(calendarFeedRoutes, { prefix: '/calendarFeed' });
      await api.register(checkinRoutes, { prefix: '/checkins' });
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(invoiceRoutes, { prefix: '/invoices' });
      await api.register(personalDataRoutes);
      await api.register(termsRoutes);
      await api.register(backupRoutes, { prefix: '/backups' });
      await api.register(metricsRoutes, { prefix: '/metrics' });
    },
    { prefix: '/api' },
  );

  await serveUploads(app, env.UPLOADS_DIR);
  if (options.serveWeb ?? env.NODE_ENV === 'production') await serveWebApp(app, env.WEB_DIST_DIR);
  else app.setNotFoundHandler(sendNotFound);

  return app;
}
