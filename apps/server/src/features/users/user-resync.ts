import type { FastifyInstance } from 'fastify';

const USER = /^\/user\/([1-9]\d*)\/read$/;

/** `/user/{id}/read` holds the user as the user event's resolver reads it; re-sent after LISTEN came back. */
export function registerUserResync(app: FastifyInstance): void {
  app.realtime.onResync(USER, async ([destination, id]) => {
    const sent = await app.realtime.resolve({ kind: 'user', userId: Number(id) });
    return sent.filter((message) => message.destination === destination).map((message) => message.body);
  });
}
