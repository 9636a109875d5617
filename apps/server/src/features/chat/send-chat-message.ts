import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { chatConversations, chatMessages, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { type AccessClaims, assertSelfOr } from '../../infra/http/caller';
import { queuePush } from '../../infra/push/push-outbox';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { chatTopic, sideOf } from './chat-rows';

/**
 * How long a chat push waits: the other side looking at the conversation reads the message live
 * and takes the push back (mark-chat-read.ts); if they are not looking, it leaves.
 */
export const CHAT_PUSH_GRACE_MS = 15_000;

/**
 * A message in a member's conversation with the staff: written by the member (`user`) or by a
 * trainer or admin (`admin`). Empty and overlong messages are refused with their own codes.
 */
export async function sendChatMessage(
  tx: UnitOfWork,
  { by, userId, content, now }: { by: AccessClaims; userId: number; content: string; now: Date },
): Promise<ChatMessage> {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const text = content.trim();
  if (!text) throw new AppError('chat_message_empty', 'Write something first', { field: 'content' });
  if (text.length > CHAT_MESSAGE_MAX_LENGTH)
    throw new AppError('chat_message_too_long', 'The message is too long', {
      field: 'content',
      params: { max: CHAT_MESSAGE_MAX_LENGTH },
    });
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) throw notFound('User');

  const from = sideOf(by.userId, userId);
  const [row] = await tx
    .insert(chatMessages)
    .values({ userId, from, authorId: by.userId, content: text, createdAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  // The writer has read everything up to their own message.
  const read = from === 'user' ? { memberReadId: row.id } : { staffReadId: row.id };
  await tx
    .insert(chatConversations)
    .values({ userId, lastMessageId: row.id, ...read })
    .onConflictDoUpdate({ target: chatConversations.userId, set: { lastMessageId: row.id, ...read } });

  publishOnCommit(tx, { kind: 'chat', userId });
  const push = {
    params: { messageId: row.id },
    topic: chatTopic(userId),
    sendAfter: new Date(now.getTime() + CHAT_PUSH_GRACE_MS),
  };
  if (from === 'user') await queuePush(tx, { staff: true, kind: 'chat_message', ...push });
  else await queuePush(tx, { userId, kind: 'chat_answer', ...push });

  const [writer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, by.userId));
  return {
    id: row.id,
    from,
    when: row.createdAt.toISOString(),
    content: row.content,
    authorName: from === 'admin' ? (writer?.name ?? null) : null,
  };
}
