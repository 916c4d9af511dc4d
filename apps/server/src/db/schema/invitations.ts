// Tell-a-friend invitations (one per address a month) and the addresses that asked never to get one again.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { complaints } from './complaints.ts';
import { mailOutbox } from './mail.ts';
import { users } from './users.ts';

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    senderId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    message: text(),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_email_idx').on(t.email, t.createdAt), index('invitations_sender_idx').on(t.senderId, t.createdAt)],
);

export const invitationOptOuts = pgTable('invitation_opt_outs', {
  /** Lower-cased. */
  email: text().primaryKey(),
  createdAt: createdAt(),
});

/**
 * The invitation mail a complaint to a company not on Redress sent its address (decision 158): one row per complaint.
 * `mailId` is the mail that told the address: this complaint's own, or another complaint's when the address was mailed
 * in the last 30 days; null when the address opted out. Whether and when it went is the outbox row's status and sentAt.
 */
export const prospectInvitations = pgTable(
  'prospect_invitations',
  {
    id: id(),
    complaintId: uuid().notNull().unique().references(() => complaints.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    mailId: uuid().references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('prospect_invitations_email_idx').on(t.email, t.createdAt)],
);
