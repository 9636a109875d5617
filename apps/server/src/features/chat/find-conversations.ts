import { CHAT_INBOX_PAGE_SIZE, type ConversationPage, DEFAULT_AVATAR } from '@boxbook/domain';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { chatConversations, chatMessages, users } from '../../infra/db/schema';
import { author, authorJoin, messageColumns, messageOf } from './chat-rows';

/**
 * A page of the staff inbox: one conversation per member, the latest first, with the member's
 * unread messages, going back from `before` (the last message of the oldest conversation shown).
 */
export async function findConversations(
  db: DbOrTx,
  { before, limit = CHAT_INBOX_PAGE_SIZE }: { before?: number; limit?: number } = {},
): Promise<ConversationPage> {
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m
    where m.user_id = ${chatConversations.userId} and m."from" = 'user' and m.id > ${chatConversations.staffReadId})`;
  const rows = await db
    .select({
      userId: chatConversations.userId,
      lastMessageId: chatConversations.lastMessageId,
      unread,
      name: users.name,
      surname: users.surname,
      image: users.image,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .where(before ? lt(chatConversations.lastMessageId, before) : undefined)
    .orderBy(desc(chatConversations.lastMessageId))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (page.length === 0) return { conversations: [], hasMore };
  const last = new Map(
    (
      await db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(author, authorJoin)
        .where(
          and(
            inArray(
              chatMessages.id,
              page.map((r) => r.lastMessageId),
            ),
            gt(chatMessages.id, 0),
          ),
        )
    ).map((m) => [m.id, messageOf(m)]),
  );
  const conversations = page.flatMap((row) => {
    const lastMessage = last.get(row.lastMessageId);
    if (!lastMessage) return [];
    return [
      {
        user: { id: row.userId, name: row.name, surname: row.surname, image: row.image ?? DEFAULT_AVATAR },
        lastMessage,
        unread: Number(row.unread),
      },
    ];
  });
  return { conversations, hasMore };
}
