import type { FastifyInstance } from 'fastify';
import { AppError } from '../../infra/http/app-error';
import { findClassUsers } from './find-class-users';

const CLASS = /^\/class\/([1-9]\d*)$/;
/** The class sheet's people are re-sent on `update`: screens following a class sheet refetch on any. */
const CLASS_USERS = /^\/classUser\/update\/([1-9]\d*)$/;

/**
 * What booking destinations hold now, for the re-send after LISTEN came back (see docs/product.md,
 * Live updates):
 * `/class/{id}` as the class event's resolver reads it, `/classUser/update/{classId}` as one
 * message per person in the class. `save` and `delete` are events, with no state to re-send.
 */
export function registerBookingResync(app: FastifyInstance): void {
  app.realtime.onResync(CLASS, async ([destination, id]) => {
    const sent = await app.realtime.resolve({ kind: 'class', classId: Number(id) });
    return sent.filter((message) => message.destination === destination).map((message) => message.body);
  });
  app.realtime.onResync(CLASS_USERS, ([, id]) =>
    // A class deleted meanwhile has nobody left to show.
    findClassUsers(app.db, Number(id)).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') return [];
      throw error;
    }),
  );
}
