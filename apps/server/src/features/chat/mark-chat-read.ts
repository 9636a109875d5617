import { eq, sql } from 'drizzle-orm';
import { chatConversations } from '../../infra/db/schema';
import { type AccessClaims, assertSelfOr } from '../../infra/http/caller';
import { cancelPush } from '../../infra/push/push-outbox';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { chatTopic, sideOf } from './chat-rows';

/**
 * The caller's side has read the conversation (the member, or the staff as one inbox): its unread
 * count drops to none, and the pushes about it that have not left yet are taken back, since the
 * reader saw the messages live.
 */
export async function markChatRead(
  tx: UnitOfWork,
  { by, userId }: { by: AccessClaims; userId: number },
): Promise<void> {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const side = sideOf(by.userId, userId);
  const read =
    side === 'user'
      ? { memberReadId: sql`${chatConversations.lastMessageId}` }
      : { staffReadId: sql`${chatConversations.lastMessageId}` };
  const changed = await tx
    .update(chatConversations)
    .set(read)
    .where(eq(chatConversations.userId, userId))
    .returning({ userId: chatConversations.userId });
  if (changed.length === 0) return;
  await cancelPush(tx, { kind: side === 'user' ? 'chat_answer' : 'chat_message', topic: chatTopic(userId) });
  publishOnCommit(tx, { kind: 'chat', userId });
}
