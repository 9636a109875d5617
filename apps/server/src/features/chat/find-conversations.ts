import { type Conversation, DEFAULT_AVATAR } from '@boxbook/domain';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { chatConversations, chatMessages, users } from '../../infra/db/schema';
import { author, authorJoin, messageColumns, messageOf } from './chat-rows';

const INBOX_SIZE = 100;

/** The staff inbox: one conversation per member, the latest first, with the member's unread messages. */
export async function findConversations(db: DbOrTx): Promise<Conversation[]> {
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
    .orderBy(desc(chatConversations.lastMessageId))
    .limit(INBOX_SIZE);
  if (rows.length === 0) return [];
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
              rows.map((r) => r.lastMessageId),
            ),
            gt(chatMessages.id, 0),
          ),
        )
    ).map((m) => [m.id, messageOf(m)]),
  );
  return rows.flatMap((row) => {
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
}
