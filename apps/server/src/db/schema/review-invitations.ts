// A business's invitations to its customers to review it (issue 39, decision 161): by mail from the portal, or a
// personal link its own systems create. The token is stored hashed (SHA-256); the link carries the token itself.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { companies } from './companies.ts';
import { mailOutbox } from './mail.ts';
import { reviews } from './reviews.ts';
import { users } from './users.ts';

export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: id(),
    companyId: uuid().notNull().references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased: the only address that may write a review from it. */
    email: text().notNull(),
    /** The customer's name as the business gave it (the mail's greeting), or null. */
    name: text(),
    /** 'mail': sent by Redress from the portal; 'link': a personal link the business's systems deliver. */
    channel: text().$type<'mail' | 'link'>().notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text().notNull(),
    /** Who created it (the owner, a manager, or the owner an API key acts for). */
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    mailId: uuid().references(() => mailOutbox.id, { onDelete: 'set null' }),
    expiresAt: timestamptz().notNull(),
    /** When its link was first opened (the invitation page asked for it; no tracking pixel). */
    openedAt: timestamptz(),
    /** The review written from it: spent. */
    reviewId: uuid().references(() => reviews.id, { onDelete: 'set null' }),
    spentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_invitations_channel_check', sql`${t.channel} IN ('mail', 'link')`),
    uniqueIndex('review_invitations_token_hash_idx').on(t.tokenHash),
    // The company's list (newest first), its monthly allowance and its counts.
    index('review_invitations_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // De-duplication: the company's invitations to an address in the last 30 days.
    index('review_invitations_company_email_idx').on(t.companyId, t.email, t.createdAt),
  ],
);
