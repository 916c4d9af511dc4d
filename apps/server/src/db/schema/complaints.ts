// Complaints, their votes and their comment threads (with comment votes).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, primaryKey, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { authorCopies, counter, createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { commentInitiatorEnum, commentTypeEnum, complaintStatusEnum } from './enums.ts';
import { categories, companies, products } from './companies.ts';
import { users } from './users.ts';

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    /** Public code such as CMP-7F3K2Q. */
    uniqueId: text().notNull().unique(),
    /** Null while the company is a prospect (named by prospectEmail only). */
    companyId: uuid().references(() => companies.id, { onDelete: 'restrict' }),
    /** Lowercased e-mail of a company not yet on the platform; kept after a claim, for the record. */
    prospectEmail: text(),
    prospectName: text(),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The spec's `complaint`: the headline. */
    title: text().notNull(),
    experience: text().notNull(),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text(),
    anonymous: boolean().notNull().default(false),
    hidden: boolean().notNull().default(false),
    /** Hidden by a moderator (not by its author's choice): the author may not show it again; a restore does. */
    hiddenByModerator: boolean().notNull().default(false),
    /** The moderator's reason for hiding it ("Spam or advertising: note"), for its author; cleared by a restore. */
    hiddenReason: text(),
    /** First attachment, for cards. */
    image: text(),
    attachments: jsonb().$type<string[]>().notNull().default([]),
    status: complaintStatusEnum().notNull().default('submitted'),
    votes: counter(),
    commentsCount: counter(),
    ...authorCopies(),
    /** 21:00 PLATFORM_TZ rule: set while the company owes an answer, null once it answers (and while a prospect). */
    responseDueAt: timestamptz(),
    firstResponseAt: timestamptz(),
    overdueAt: timestamptz(),
    escalationLevel: counter(),
    flagged: boolean().notNull().default(false),
    flagReason: text(),
    /** Reason given on close (the spec's `reason`). */
    closeReason: text(),
    closedAt: timestamptz(),
    /** A company's request for closure, awaiting the customer. */
    companyReason: text(),
    closureRequestedAt: timestamptz(),
    /** The closed complaint this one reposts. */
    repostComplaintId: uuid().references((): AnyPgColumn => complaints.id, { onDelete: 'set null' }),
    repostCount: counter(),
    deletedAt: timestamptz(),
    deleteReason: text(),
    deletedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    complaintSource: text().notNull().default('redress'),
    /** The date of the experience it tells of (issue 39: required for new complaints; null on older ones). */
    experiencedOn: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('complaints_company_or_prospect_check', sql`${t.companyId} IS NOT NULL OR ${t.prospectEmail} IS NOT NULL`),
    check('complaints_prospect_email_lower_check', sql`${t.prospectEmail} = lower(${t.prospectEmail})`),
    check(
      'complaints_counters_check',
      sql`${t.votes} >= 0 AND ${t.commentsCount} >= 0 AND ${t.repostCount} >= 0 AND ${t.escalationLevel} >= 0`,
    ),
    // Every live complaint, newest first (the admin's list; its total is platform_stats.complaints_total).
    index('complaints_live_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL`),
    // status and first_response_at ride along: the business dashboard's figures over a range are an index-only scan.
    index('complaints_company_idx')
      .on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status, t.firstResponseAt)
      .where(sql`${t.deletedAt} IS NULL`),
    index('complaints_company_status_idx')
      .on(t.companyId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL`),
    // The moderators' list (every complaint, deleted ones too), newest first.
    index('complaints_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('complaints_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('complaints_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} IS NULL`),
    // The business support inbox (decision 113): a company's complaints waiting on it, soonest due first, then oldest.
    index('complaints_inbox_idx')
      .on(t.companyId, t.responseDueAt, t.createdAt)
      .where(sql`${t.deletedAt} IS NULL AND ${t.status} IN ('pending', 'overdue', 'in-review')`),
    // Overdue now (decision 205): a company's complaints past their due time that the 9 pm rule's job has not moved to
    // overdue yet, counted from the index alone; company_stats.overdue counts the ones it has moved.
    index('complaints_late_idx')
      .on(t.companyId, t.responseDueAt)
      .where(sql`${t.responseDueAt} IS NOT NULL AND ${t.status} IN ('pending', 'in-review') AND ${t.deletedAt} IS NULL`),
    // The 9 pm rule's job: complaints waiting on their company past the due time.
    index('complaints_due_idx')
      .on(t.responseDueAt)
      .where(sql`${t.responseDueAt} IS NOT NULL AND ${t.status} IN ('pending', 'in-review') AND ${t.deletedAt} IS NULL`),
    // A company's public tab and a public feed: what anyone may see, newest first.
    index('complaints_company_public_idx')
      .on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hidden} = false AND ${t.status} NOT IN ('submitted', 'flag')`),
    // A reviewer's public profile (decision 176): the number and the likes of their named public complaints.
    index('complaints_author_public_idx')
      .on(t.customerId)
      .where(sql`${t.deletedAt} IS NULL AND ${t.hidden} = false AND ${t.anonymous} = false AND ${t.status} NOT IN ('submitted', 'flag')`),
    index('complaints_prospect_email_idx').on(t.prospectEmail).where(sql`${t.companyId} IS NULL`),
    // Claiming by verified domain: complaints whose prospect e-mail is at that domain.
    index('complaints_prospect_domain_idx')
      .on(sql`split_part(${t.prospectEmail}, '@', 2)`)
      .where(sql`${t.companyId} IS NULL`),
    // Weekly digest: the week's resolved complaints.
    index('complaints_closed_at_idx').on(t.closedAt).where(sql`${t.closedAt} IS NOT NULL`),
    index('complaints_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Trending this week (decision 100): the window's public complaints, read from the index alone.
    index('complaints_public_recent_idx')
      .on(t.createdAt, t.companyId)
      .where(sql`${t.companyId} IS NOT NULL AND ${t.deletedAt} IS NULL AND ${t.hidden} = false AND ${t.status} NOT IN ('submitted', 'flag')`),
  ],
);

/** One vote per customer per complaint, enforced by the primary key. */
export const complaintVotes = pgTable(
  'complaint_votes',
  {
    complaintId: uuid()
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.customerId] }), index('complaint_votes_customer_id_idx').on(t.customerId)],
);

export const complaintComments = pgTable(
  'complaint_comments',
  {
    id: id(),
    complaintId: uuid()
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** The comment this one replies to (commentType 'reply'). */
    parentId: uuid().references((): AnyPgColumn => complaintComments.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Set when the initiator is the company (owner, employee or admin acting for it). */
    companyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    commentType: commentTypeEnum().notNull().default('comment'),
    initiator: commentInitiatorEnum().notNull().default('customer'),
    commentText: text().notNull(),
    votes: counter(),
    deletedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaint_comments_complaint_idx').on(t.complaintId, t.createdAt),
    index('complaint_comments_parent_id_idx').on(t.parentId),
    index('complaint_comments_author_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
    check('complaint_comments_votes_check', sql`${t.votes} >= 0`),
  ],
);

export const complaintCommentVotes = pgTable(
  'complaint_comment_votes',
  {
    commentId: uuid()
      .notNull()
      .references(() => complaintComments.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.customerId] }), index('complaint_comment_votes_customer_id_idx').on(t.customerId)],
);
