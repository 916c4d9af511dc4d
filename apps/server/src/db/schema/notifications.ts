// In-app notifications, addressed to a user or to a company (every member of it sees them; one member's read mark is
// the company's: whoever deals with it deals with it for all). Raised by modules/notifications.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    subtitle: text(),
    /** URL (path) the notification opens. */
    action: text(),
    actionTime: timestamptz().notNull().defaultNow(),
    readAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_recipient_check', sql`${t.userId} IS NOT NULL OR ${t.companyId} IS NOT NULL`),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()).where(sql`${t.userId} IS NOT NULL`),
    // The bell's unread count, per person and per company.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL AND ${t.readAt} IS NULL`),
    index('notifications_company_unread_idx').on(t.companyId).where(sql`${t.companyId} IS NOT NULL AND ${t.readAt} IS NULL`),
    index('notifications_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst()).where(sql`${t.companyId} IS NOT NULL`),
  ],
);
