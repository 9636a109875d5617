import type { FastifyInstance } from 'fastify';

const CONVERSATION = /^\/chat\/([1-9]\d*)$/;
const INBOX = /^\/chat\/inbox$/;

/**
 * A chat event tells the conversation's followers (the member, staff with it open) and the staff
 * inbox that it changed; screens fetch what they show again, so the message travels once, by HTTP.
 * After LISTEN comes back from a drop, the same nudge goes to every chat destination followed.
 */
export function registerChatRealtime(app: FastifyInstance): void {
  app.realtime.onEvent('chat', async ({ userId }) => [
    { destination: `/chat/${userId}`, body: { userId } },
    { destination: '/chat/inbox', body: { userId } },
  ]);
  app.realtime.onResync(CONVERSATION, async ([, id]) => [{ userId: Number(id) }]);
  app.realtime.onResync(INBOX, async () => [{}]);
}
