// Disputes (issue 39): a company contests one of its reviews or complaints; both sides add private evidence until
// evidence_until; a moderator decides. One open dispute per item, and a rejected one is never opened again for the
// same reason: the second index holds one row per item and reason among the open and rejected ones, so an open
// dispute beside a rejected one for its reason cannot exist, whoever writes it.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    /** 'review' | 'complaint' (checked below). */
    itemKind: text().notNull(),
    /** The review's or complaint's id (either table: no foreign key). */
    itemId: uuid().notNull(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The company's person who opened it: audited, never shown to the author. */
    openedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    statement: text().notNull(),
    /** 'open' | 'upheld' | 'rejected'. */
    status: text().notNull().default('open'),
    evidenceUntil: timestamptz().notNull(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text(),
    decisionNote: text(),
    decidedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('disputes_one_open_per_item').on(t.itemKind, t.itemId).where(sql`${t.status} = 'open'`),
    uniqueIndex('disputes_rejected_reason_once').on(t.itemKind, t.itemId, t.reason).where(sql`${t.status} IN ('open', 'rejected')`),
    // An item's latest dispute (its label), a company's list, the moderators' queue (oldest deadline first), the ranges.
    index('disputes_item_idx').on(t.itemKind, t.itemId, t.createdAt.desc().nullsFirst()),
    index('disputes_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('disputes_queue_idx').on(t.status, t.evidenceUntil, t.id),
    index('disputes_created_idx').on(t.createdAt),
    index('disputes_decided_idx').on(t.decidedAt).where(sql`${t.decidedAt} IS NOT NULL`),
    check('disputes_item_kind_check', sql`${t.itemKind} IN ('review', 'complaint')`),
    check('disputes_status_check', sql`${t.status} IN ('open', 'upheld', 'rejected')`),
    check('disputes_reason_check', sql`${t.reason} IN ('not-a-customer', 'fake', 'personal-data', 'offensive', 'conflict-of-interest')`),
  ],
);

/** Private evidence: the two sides and moderators read it; it names a side, never a person. */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: id(),
    disputeId: uuid()
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    /** 'company' | 'author'. */
    side: text().notNull(),
    addedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    files: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('dispute_evidence_dispute_idx').on(t.disputeId, t.createdAt),
    check('dispute_evidence_side_check', sql`${t.side} IN ('company', 'author')`),
  ],
);
