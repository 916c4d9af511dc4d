// Moderation decisions and the authors' appeals (issue 39). Every decision a moderator makes on a complaint, review or
// rating is one row of moderation_decisions, written in the decision's own transaction: the public moderation log, the
// transparency page and the author's view of "why" read it. An appeal names the decision it contests.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { users } from './users.ts';

export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: id(),
    /** complaint | review | rating */
    itemKind: text().notNull(),
    itemId: uuid().notNull(),
    /** The company the item is about (null for a complaint to a prospect); the public log groups by it. */
    companyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    /**
     * hide | flag | delete | restore from moderators; others add theirs (e.g. dispute-upheld, dispute-rejected) through
     * recordModerationDecision. Text, not an enum, so that a new kind of decision needs no migration.
     */
    action: text().notNull(),
    /** The reason code (MODERATION_REASONS); null where the decision was made without one (a moderator's plain delete). */
    reason: text(),
    /** The moderator's note: for the item's author and moderators only, never on a public page. */
    note: text(),
    /** No foreign key: like audit entries, a decision outlives the moderator's account. */
    moderatorId: uuid(),
    /** When the item was written: time-to-decide is decidedAt - itemCreatedAt. */
    itemCreatedAt: timestamptz().notNull(),
    decidedAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_item_idx').on(t.itemKind, t.itemId, t.decidedAt.desc().nullsFirst()),
    index('moderation_decisions_company_idx').on(t.companyId, t.decidedAt),
    index('moderation_decisions_decided_idx').on(t.decidedAt),
  ],
);

export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: id(),
    /** The removal or hiding appealed; one appeal each. */
    decisionId: uuid().notNull().references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    itemKind: text().notNull(),
    itemId: uuid().notNull(),
    authorId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
    statement: text().notNull(),
    /** pending | restored | upheld */
    status: text().notNull().default('pending'),
    /** The moderator who decided (never the one who removed it); no foreign key, as for decisions. */
    decidedById: uuid(),
    decisionNote: text(),
    createdAt: createdAt(),
    decidedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('moderation_appeals_decision_unique').on(t.decisionId),
    index('moderation_appeals_queue_idx').on(t.status, t.createdAt, t.id),
    index('moderation_appeals_item_idx').on(t.itemKind, t.itemId),
    index('moderation_appeals_decided_idx').on(t.decidedAt),
    check('moderation_appeals_status_check', sql`${t.status} IN ('pending', 'restored', 'upheld')`),
  ],
);
