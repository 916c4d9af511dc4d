// Support chat: threads between a customer or business and the support team, and their messages.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { chatSenderTypeEnum } from './enums.ts';
import { users } from './users.ts';

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: id(),
    /** The customer or organization side of the conversation. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamptz().notNull().defaultNow(),
    /** The last message's first 21 characters: the preview shows 20 and knows whether it was cut. */
    lastMessagePreview: text(),
    unreadForUser: integer().notNull().default(0),
    unreadForSupport: integer().notNull().default(0),
    closedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_threads_user_idx').on(t.userId, t.lastMessageAt.desc().nullsFirst()),
    // One open conversation per customer: two first messages at once land in the same thread (decision 106).
    uniqueIndex('chat_threads_open_user_unique').on(t.userId).where(sql`${t.closedAt} IS NULL`),
    index('chat_threads_last_message_at_idx').on(t.lastMessageAt.desc().nullsFirst()),
    check('chat_threads_unread_check', sql`${t.unreadForUser} >= 0 AND ${t.unreadForSupport} >= 0`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    threadId: uuid()
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    /** Null only if the sending account was removed. */
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    senderType: chatSenderTypeEnum().notNull(),
    recipientId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Never empty: the server refuses a blank message (decision 106). */
    message: text().notNull().default(''),
    source: text().notNull().default('redress'),
    sentAt: timestamptz().notNull().defaultNow(),
    readAt: timestamptz(),
  },
  (t) => [
    index('chat_messages_thread_idx').on(t.threadId, t.sentAt),
    // The support desk's search in message text (ILIKE '%text%').
    index('chat_messages_message_trgm_idx').using('gin', sql`${t.message} gin_trgm_ops`),
  ],
);
