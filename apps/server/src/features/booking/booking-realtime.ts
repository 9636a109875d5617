import type { FastifyInstance } from 'fastify';
import { findClassUser, toClassUser } from './class-user-reads';
import { findClass } from './find-classes';

/**
 * What subscribers receive after a booking change (see docs/product.md, Live updates):
 * `/class/{id}` carries the class as no one in particular sees it (me = null, the block a member
 * would get), and
 * `/classUser/{action}/{classId}` the class user that changed (only its id once deleted).
 */
export function registerBookingRealtime(app: FastifyInstance): void {
  app.realtime.onEvent('class', async ({ classId }) => {
    const ctx = { now: app.clock.now(), settings: await app.boxSettings.get(), viewer: null };
    return [{ destination: `/class/${classId}`, body: await findClass(app.db, ctx, classId) }];
  });

  app.realtime.onEvent('classUser', async ({ action, classId, classUserId }) => {
    const destination = `/classUser/${action}/${classId}`;
    if (action === 'delete') return [{ destination, body: { id: classUserId } }];
    const classUser = await findClassUser(app.db, classUserId);
    // Gone since the event was sent: its own delete event follows and says so.
    return classUser ? [{ destination, body: toClassUser(classUser) }] : [];
  });
}
