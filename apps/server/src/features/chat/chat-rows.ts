import type { ChatMessage } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatMessages, users } from '../../infra/db/schema';

/** Who of the staff wrote a message; the member's own messages have none. */
export const author = alias(users, 'author');

/** The columns a message is read with (messageOf turns them into the API's shape). */
export const messageColumns = {
  id: chatMessages.id,
  from: chatMessages.from,
  createdAt: chatMessages.createdAt,
  content: chatMessages.content,
  authorName: author.name,
};
export const authorJoin = eq(author.id, chatMessages.authorId);

export function messageOf(row: {
  id: number;
  from: 'user' | 'admin';
  createdAt: Date;
  content: string;
  authorName: string | null;
}): ChatMessage {
  return {
    id: row.id,
    from: row.from,
    when: row.createdAt.toISOString(),
    content: row.content,
    authorName: row.from === 'admin' ? row.authorName : null,
  };
}

/** The member's side of a conversation, or the staff's: whoever is not the member. */
export const sideOf = (callerId: number, memberId: number): 'user' | 'admin' =>
  callerId === memberId ? 'user' : 'admin';

/** Pushes about one conversation share a topic: the newest replaces the older on the device. */
export const chatTopic = (memberId: number) => `chat-${memberId}`;
