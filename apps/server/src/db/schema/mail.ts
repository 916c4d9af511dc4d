// Outgoing mail (outbox), per-company e-mailing details, and newsletter (weekly digest) subscribers.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { mailStatusEnum } from './enums.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    template: text(),
    data: jsonb().$type<Record<string, unknown>>(),
    html: text(),
    text: text(),
    headers: jsonb().$type<Record<string, string>>(),
    /** 'logged': no SMTP configured, kept here (and in the log) only. */
    status: mailStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamptz(),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt), index('mail_outbox_created_at_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Admin-kept e-mailing details of a company: who receives its notices. */
export const emailDetails = pgTable('email_details', {
  id: id(),
  companyId: uuid()
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  contactEmails: text().array().notNull().default(sql`'{}'::text[]`),
  ccEmails: text().array().notNull().default(sql`'{}'::text[]`),
  notifyOnComplaint: boolean().notNull().default(true),
  notifyOnReview: boolean().notNull().default(true),
  overdueSummary: boolean().notNull().default(true),
  notes: text(),
  updatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Unique case-insensitively. */
    email: text().notNull(),
    source: text().notNull().default('website'),
    confirmedAt: timestamptz(),
    unsubscribedAt: timestamptz(),
    unsubscribeToken: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_unique').on(sql`lower(${t.email})`)],
);
