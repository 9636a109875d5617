import type { FastifyInstance } from 'fastify';
import { findClassUser, toClassUser } from './class-user-reads';
import { findClass, findClassesById } from './find-classes';

/**
 * What subscribers receive after a booking change (see docs/product.md, Live updates):
 * `/class/{id}` carries the class as no one in particular sees it (me = null, the block a member
 * would get), and
 * `/classUser/{action}/{classId}` the class user that changed (only its id once deleted).
 * A new `/class/{id}` subscription that asks for it gets the class as it is now (the same view),
 * the classes a screen subscribes to at once read together.
 */
export function registerBookingRealtime(app: FastifyInstance): void {
  app.realtime.onEvent('class', async ({ classId }) => {
    const ctx = { now: app.clock.now(), settings: await app.boxSettings.get(), viewer: null };
    return [{ destination: `/class/${classId}`, body: await findClass(app.db, ctx, classId) }];
  });

  app.realtime.onCurrentState(/^\/class\/([1-9]\d*)$/, async (matches) => {
    const ctx = { now: app.clock.now(), settings: await app.boxSettings.get(), viewer: null };
    const views = await findClassesById(
      app.db,
      ctx,
      matches.map((match) => Number(match[1])),
    );
    return views.map((view) => ({ destination: `/class/${view.id}`, body: view }));
  });

  app.realtime.onEvent('classUser', async ({ action, classId, classUserId }) => {
    const destination = `/classUser/${action}/${classId}`;
    if (action === 'delete') return [{ destination, body: { id: classUserId } }];
    const classUser = await findClassUser(app.db, classUserId);
    // Gone since the event was sent: its own delete event follows and says so.
    return classUser ? [{ destination, body: toClassUser(classUser) }] : [];
  });
}
