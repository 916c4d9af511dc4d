// Messages sent through the contact form.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { users } from './users.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull().default(''),
    message: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    handledAt: timestamptz(),
    handledById: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // The admins' inbox: open messages, newest first.
    index('contact_messages_open_idx').on(t.createdAt.desc().nullsFirst()).where(sql`${t.handledAt} IS NULL`),
    // The per-address daily limit.
    index('contact_messages_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);
