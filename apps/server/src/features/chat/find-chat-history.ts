import { CHAT_PAGE_SIZE, type ChatHistory } from '@boxbook/domain';
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { chatConversations, chatMessages } from '../../infra/db/schema';
import { type AccessClaims, assertSelfOr } from '../../infra/http/caller';
import { author, authorJoin, messageColumns, messageOf, sideOf } from './chat-rows';

/**
 * A page of a conversation, newest last, going backwards from `before` (the oldest message the
 * app holds). `unread` counts the other side's messages the caller's side has not read.
 */
export async function findChatHistory(
  db: DbOrTx,
  {
    by,
    userId,
    before,
    limit = CHAT_PAGE_SIZE,
  }: { by: AccessClaims; userId: number; before?: number; limit?: number },
): Promise<ChatHistory> {
  assertSelfOr(by, userId, 'TRAINER', 'ADMIN');
  const ofMember = eq(chatMessages.userId, userId);
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(author, authorJoin)
    .where(before ? and(ofMember, lt(chatMessages.id, before)) : ofMember)
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const messages = rows.slice(0, limit).reverse().map(messageOf);

  const side = sideOf(by.userId, userId);
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId));
  const readUpTo = side === 'user' ? conversation?.memberReadId : conversation?.staffReadId;
  const [unread] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        ofMember,
        eq(chatMessages.from, side === 'user' ? 'admin' : 'user'),
        gt(chatMessages.id, readUpTo ?? 0),
      ),
    );
  return { messages, hasMore, unread: unread?.n ?? 0 };
}
