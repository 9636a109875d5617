import {
  classVisitorSchema,
  dropInBookedSchema,
  dropInRequestSchema,
  idParamsSchema,
  leadListSchema,
  leadLostSchema,
  leadQuerySchema,
  leadSchema,
  STAFF,
  sandboxAuthorizeSchema,
  VISIT_CALENDAR_FILE,
  visitAttendedSchema,
  visitBookedSchema,
  visitCancelledSchema,
  visitCancelSchema,
  visitClassesQuerySchema,
  visitClassSchema,
  visitReferenceParamsSchema,
  visitRequestSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { notFound } from '../../infra/http/app-error';
import { refusals } from '../../infra/http/refusals';
import { authorizeDropIn, bookDropIn, confirmDropIn } from './book-drop-in';
import { bookTrial, countVisitAttempt } from './book-trial';
import { cancelVisit } from './cancel-visit';
import { findClassVisitors, markVisitAttended } from './class-visitors';
import { findLeads, markLeadLost } from './find-leads';
import { findVisitClasses } from './find-visit-classes';
import { buildVisitCalendar } from './visit-calendar';

/**
 * The first visit (see docs/product.md, The first visit): a visitor books a free trial from the
 * public schedule and gets its calendar entry by the booking's reference; staff see the visitors on
 * the class sheet and mark them, and admins follow the leads up.
 */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['visits'];

  // A date's classes with their places left, for the public schedule's "try this class".
  app.get(
    '/classes',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: visitClassesQuerySchema,
        response: { 200: z.array(visitClassSchema), ...refusals('validation') },
      },
    },
    async (request) =>
      findVisitClasses(app.db, {
        date: request.query.date,
        now: app.clock.now(),
        settings: await app.boxSettings.get(),
      }),
  );

  app.post(
    '/trial',
    {
      config: { public: true },
      schema: {
        tags,
        body: visitRequestSchema,
        response: {
          201: visitBookedSchema,
          ...refusals(
            'validation',
            'rate_limited',
            'not_found',
            'trial_unavailable',
            'trial_used',
            'visitor_is_member',
            'class_cancelled',
            'class_not_bookable',
            'class_full',
          ),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      await countVisitAttempt(app.db, { ip: request.ip, now });
      const settings = await app.boxSettings.get();
      const ctx = { settings, now, mailer: app.mailer, publicUrl: app.env.PUBLIC_URL };
      const booked = await inTransaction(app.db, (unit) => bookTrial(unit, request.body, ctx));
      void app.mailer.flush();
      return reply.status(201).send(booked);
    },
  );

  // A paid drop-in: the place is held while the card (or Bizum) pays, and booked once it paid.
  app.post(
    '/dropIn',
    {
      config: { public: true },
      schema: {
        tags,
        body: dropInRequestSchema,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        response: {
          201: dropInBookedSchema,
          ...refusals(
            'validation',
            'rate_limited',
            'not_found',
            'drop_in_unavailable',
            'visit_hold_expired',
            'visitor_is_member',
            'class_cancelled',
            'class_not_bookable',
            'class_full',
            'card_declined',
            'bizum_declined',
            'bizum_expired',
            'invalid_card',
            'payment_provider_error',
          ),
        },
      },
    },
    async (request, reply) => {
      await countVisitAttempt(app.db, { ip: request.ip, now: app.clock.now() });
      const booked = await bookDropIn(
        { app },
        { request: request.body, clientKey: request.headers['idempotency-key'] },
      );
      return reply.status(201).send(booked);
    },
  );

  // After the bank's extra step, or while Bizum waits for the app: how the drop-in's payment stands.
  app.post(
    '/dropIn/:reference/confirm',
    {
      config: { public: true },
      schema: {
        tags,
        params: visitReferenceParamsSchema,
        response: {
          200: dropInBookedSchema,
          ...refusals(
            'validation',
            'not_found',
            'visit_hold_expired',
            'card_declined',
            'bizum_declined',
            'bizum_expired',
            'payment_provider_error',
          ),
        },
      },
    },
    (request) => confirmDropIn(app, request.params.reference),
  );

  // The sandbox's page for the bank's extra step of a visitor's payment (Stripe.js does it otherwise).
  app.post(
    '/dropIn/:reference/authorize',
    {
      config: { public: true },
      schema: {
        tags,
        params: visitReferenceParamsSchema,
        body: sandboxAuthorizeSchema,
        response: {
          200: dropInBookedSchema,
          ...refusals('validation', 'not_found', 'card_declined', 'bizum_declined', 'bizum_expired'),
        },
      },
    },
    (request) => authorizeDropIn(app, { reference: request.params.reference, approve: request.body.approve }),
  );

  // The visitor cancels from the link in their mail: the reference and the e-mail it was booked with.
  app.post(
    '/:reference/cancel',
    {
      config: { public: true },
      schema: {
        tags,
        params: visitReferenceParamsSchema,
        body: visitCancelSchema,
        response: {
          200: visitCancelledSchema,
          ...refusals(
            'validation',
            'rate_limited',
            'not_found',
            'visit_cancel_too_late',
            'payment_provider_error',
          ),
        },
      },
    },
    (request) =>
      cancelVisit(app, { reference: request.params.reference, email: request.body.email, ip: request.ip }),
  );

  // The visit's calendar entry, for whoever holds its reference (the visitor's mail links it).
  app.get(
    '/:file',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ file: z.string().regex(VISIT_CALENDAR_FILE) }),
        response: {
          200: z.string().describe('text/calendar (RFC 5545)'),
          ...refusals('validation', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const body = await buildVisitCalendar(app.db, {
        reference: request.params.file.replace(/\.ics$/, ''),
        now: app.clock.now(),
        timeZone: app.env.GYM_TIMEZONE,
        publicUrl: app.env.PUBLIC_URL,
      });
      if (body === null) throw notFound('Visit');
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-store').send(body);
    },
  );

  // The class sheet's visitors, and whether each came.
  app.get(
    '/class/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.array(classVisitorSchema), ...refusals('validation') },
      },
    },
    (request) => findClassVisitors(app.db, request.params.id),
  );

  app.put(
    '/:reference/attended',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        params: visitReferenceParamsSchema,
        body: visitAttendedSchema,
        response: { 200: classVisitorSchema, ...refusals('validation', 'not_found', 'attendance_not_open') },
      },
    },
    (request) =>
      inTransaction(app.db, (unit) =>
        markVisitAttended(unit, {
          reference: request.params.reference,
          attended: request.body.attended,
          now: app.clock.now(),
        }),
      ),
  );
};

/** The leads, for admins: /admin/leads. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['visits'];

  app.get(
    '/',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        querystring: leadQuerySchema,
        response: { 200: leadListSchema, ...refusals('validation') },
      },
    },
    (request) => findLeads(app.db, request.query),
  );

  app.put(
    '/:id/lost',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        params: idParamsSchema,
        body: leadLostSchema,
        response: { 200: leadSchema, ...refusals('validation', 'not_found') },
      },
    },
    (request) =>
      markLeadLost(app.db, { id: request.params.id, lost: request.body.lost, now: app.clock.now() }),
  );
};
