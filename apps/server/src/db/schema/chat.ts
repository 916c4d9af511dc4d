// Support chat: threads between a customer or business and the support team, and their messages.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    /** First 20 characters of the last message. */
    lastMessagePreview: text(),
    unreadForUser: integer().notNull().default(0),
    unreadForSupport: integer().notNull().default(0),
    closedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_threads_user_idx').on(t.userId, t.lastMessageAt.desc().nullsFirst()),
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
    /** An empty message is allowed (spec 5). */
    message: text().notNull().default(''),
    source: text().notNull().default('redress'),
    sentAt: timestamptz().notNull().defaultNow(),
    readAt: timestamptz(),
  },
  (t) => [index('chat_messages_thread_idx').on(t.threadId, t.sentAt)],
);
