// Tell-a-friend invitations (one per address a month) and the addresses that asked never to get one again.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
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
