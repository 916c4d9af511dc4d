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
  /** Off unless chosen: a company's new reviews were never mailed before settings (decision 120). */
  notifyOnReview: boolean().notNull().default(false),
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

/**
 * Consent to marketing mail (decision 185): append-only, one row per grant, pending double opt-in or withdrawal; the
 * current state of an address (or account) and list is its latest row. `text` is the exact wording agreed to.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: id(),
    /** The account, for the digest opt-in of settings and sign-up; null for a newsletter address. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    /** ConsentList: 'newsletter', 'digest' or 'tell-a-friend'. */
    list: text().notNull(),
    /** ConsentAction: 'pending', 'granted' or 'withdrawn'. */
    action: text().notNull(),
    /** ConsentMethod: footer form, settings, sign-up, confirmation link, unsubscribe page, one-click header... */
    method: text().notNull(),
    /** CONSENT_TEXTS version and its wording, for pending and granted rows. */
    textVersion: text(),
    text: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('marketing_consents_email_idx').on(t.email, t.list, t.createdAt),
    index('marketing_consents_user_idx').on(t.userId),
  ],
);

/**
 * Weekly mailings already made (decision 98): one row per kind, week and recipient, inserted in the transaction that
 * writes the mail to the outbox, so a mailing runs once per recipient and week however many workers try.
 */
export const weeklyMailings = pgTable(
  'weekly_mailings',
  {
    /** 'digest' (a subscriber's address, lower-cased) or 'overdue-summary' (a company id). */
    kind: text().notNull(),
    /** The Monday (PLATFORM_TZ date, YYYY-MM-DD) naming the week. */
    week: text().notNull(),
    recipient: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('weekly_mailings_unique').on(t.kind, t.week, t.recipient)],
);
