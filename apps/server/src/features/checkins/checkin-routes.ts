import {
  checkinRequestSchema,
  checkinResultSchema,
  checkinSecretSchema,
  doorVisitorRequestSchema,
  doorVisitorSchema,
  STAFF,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { checkInVisitor } from '../visits/door-visitor';
import { findCheckinSecret, resetCheckinSecret } from './checkin-secrets';
import { memberOfCode } from './read-checkin-code';
import { recordCheckin } from './record-checkin';

/**
 * The door (docs/product.md, Check-in at the door): a member's own check-in secret, which their
 * app turns into the rotating code offline, and the check-in the door's tablet (signed in as
 * staff) records from a code it read or a member staff picked by name.
 */
export const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['check-in'];

  app.get('/secret', { schema: { tags, response: { 200: checkinSecretSchema } } }, async (request) => ({
    secret: await findCheckinSecret(app.db, caller(request).userId),
  }));

  app.post('/secret', { schema: { tags, response: { 200: checkinSecretSchema } } }, async (request) => {
    const { userId } = caller(request);
    return { secret: await inTransaction(app.db, (tx) => resetCheckinSecret(tx, userId)) };
  });

  app.post(
    '/',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        body: checkinRequestSchema,
        response: {
          200: checkinResultSchema,
          ...refusals('checkin_code_invalid', 'checkin_code_expired', 'not_found', 'user_not_active'),
        },
      },
    },
    async (request) => {
      const by = caller(request).userId;
      const now = app.clock.now();
      const { config: settings } = await app.boxSettings.get();
      const { body } = request;
      const userId = 'code' in body ? await memberOfCode(app.db, { code: body.code, now }) : body.userId;
      const method = 'code' in body ? 'code' : 'staff';
      return inTransaction(app.db, (unit) => recordCheckin(unit, { userId, by, method, now, settings }));
    },
  );

  // A visitor's booking reference at the door (docs/product.md, The first visit): marks them as come.
  app.post(
    '/visitor',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        body: doorVisitorRequestSchema,
        response: { 200: doorVisitorSchema, ...refusals('validation', 'not_found', 'attendance_not_open') },
      },
    },
    async (request) => {
      const { config } = await app.boxSettings.get();
      const now = app.clock.now();
      return inTransaction(app.db, (unit) =>
        checkInVisitor(unit, { reference: request.body.reference, now, config }),
      );
    },
  );
};
