import { z } from 'zod';
import { wholeTextSchema } from './common';

/** Longer than a message anyone types on a phone; longer ones are refused with chat_message_too_long. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_PAGE_SIZE = 30;
/** Conversations in a page of the staff inbox. */
export const CHAT_INBOX_PAGE_SIZE = 50;

/** Who wrote a chat message: the member (`user`) or the box's staff (`admin`). */
export const chatSenderSchema = z.enum(['user', 'admin']);

/** A chat message: `from` the member or the box's staff. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  from: chatSenderSchema,
  when: z.string(),
  content: z.string(),
  /** Who of the staff answered; null for the member's own messages. */
  authorName: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * The body is checked by the service, not here, so that an empty or long message is refused with
 * its own code (chat_message_empty, chat_message_too_long) the app translates.
 */
export const chatSendSchema = z.object({ content: z.string().max(64 * 1024) });

/** A page of history, newest first: `before` the oldest message id the app already has. */
export const chatHistoryQuerySchema = z.object({
  before: wholeTextSchema(1, 2_147_483_647).optional(),
  limit: wholeTextSchema(1, 100).optional(),
});

export const chatHistorySchema = z.object({
  /** Oldest first within the page, as a chat reads. */
  messages: z.array(chatMessageSchema),
  /** Whether older messages remain. */
  hasMore: z.boolean(),
  /** Messages of the other side not read yet by the one asking. */
  unread: z.number().int(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** One member's conversation in the staff inbox. */
export const conversationSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), surname: z.string(), image: z.string() }),
  lastMessage: chatMessageSchema,
  /** The member's messages staff have not read. */
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * A page of the inbox, the latest first: `before` is the last message id of the oldest
 * conversation the app holds. A cursor, not a page number: a member writing moves their
 * conversation to the top, and would shift every numbered page under the staff's eyes.
 */
export const conversationsQuerySchema = z.object({
  before: wholeTextSchema(1, 2_147_483_647).optional(),
  limit: wholeTextSchema(1, 100).optional(),
});

export const conversationPageSchema = z.object({
  conversations: z.array(conversationSchema),
  /** Whether older conversations remain. */
  hasMore: z.boolean(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;
