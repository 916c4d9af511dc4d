// Reviews, their votes and their comment threads (with comment votes); mirrors complaints.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, primaryKey, smallint, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { authorCopies, counter, createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { commentInitiatorEnum, commentTypeEnum, reviewStatusEnum } from './enums.ts';
import { categories, companies } from './companies.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    /** Public code such as REV-9XK2MP. */
    uniqueId: text().notNull().unique(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    experience: text(),
    /** Stars 1-5. */
    rating: smallint().notNull(),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    productName: text(),
    serviceName: text(),
    anonymous: boolean().notNull().default(false),
    hidden: boolean().notNull().default(false),
    /** Hidden by a moderator (not by its author's choice): the author may not show it again; a restore does. */
    hiddenByModerator: boolean().notNull().default(false),
    /** The moderator's reason for hiding it ("Spam or advertising: note"), for its author; cleared by a restore. */
    hiddenReason: text(),
    image: text(),
    attachments: jsonb().$type<string[]>().notNull().default([]),
    status: reviewStatusEnum().notNull().default('published'),
    votes: counter(),
    commentsCount: counter(),
    ...authorCopies(),
    /**
     * Its live comments written for a company (company_id set): 0 means unanswered (the support inbox, decision 205).
     * Kept by a trigger on review_comments in the write's transaction (migration 0060), whatever code wrote the comment.
     */
    companyAnswers: counter(),
    flagReason: text(),
    deletedAt: timestamptz(),
    deleteReason: text(),
    deletedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** When its author last changed its words or stars (title, text, rating); null if never. Drives "edited". */
    editedAt: timestamptz(),
    /** Where it came from (issue 39): 'invited' when written from a review invitation, else 'organic'. */
    source: text().$type<'organic' | 'invited'>().notNull().default('organic'),
    /** How its experience was verified: from an invitation, or its author's complaint to the company that was resolved or closed. */
    verifiedVia: text().$type<'invitation' | 'complaint'>(),
    /** The date of the experience it tells of (required for new reviews; null on reviews written before issue 39). */
    experiencedOn: date({ mode: 'string' }),
    /** The burst that holds it for moderators (decision 173); kept after their decision, as the record of it. */
    burstId: uuid(),
    /** A keyed hash of the writer's /24 (IPv4) or /64 (IPv6) network, never the address (decision 173); null for private ones. */
    networkKey: text(),
    /** Held by the guard until a moderator decides (decision 173): 'burst' or 'checks' (a single review's signals). */
    heldFor: text().$type<'burst' | 'checks'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A burst's items for its moderators' queue.
    index('reviews_burst_idx').on(t.burstId).where(sql`${t.burstId} IS NOT NULL`),
    // What the guard holds of a company now (the score panel's line): a few rows, never the company's history.
    index('reviews_held_idx_by_company').on(t.companyId).where(sql`${t.heldFor} IS NOT NULL`),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_source_check', sql`${t.source} IN ('organic', 'invited')`),
    check('reviews_verified_via_check', sql`${t.verifiedVia} IS NULL OR ${t.verifiedVia} IN ('invitation', 'complaint')`),
    check('reviews_counters_check', sql`${t.votes} >= 0 AND ${t.commentsCount} >= 0`),
    index('reviews_public_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hidden} = false`),
    // The stars ride along: the business dashboard's review figures over a range are an index-only scan.
    index('reviews_company_idx')
      .on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.rating)
      .where(sql`${t.deletedAt} IS NULL`),
    // The support inbox's reviews (decision 209): a company's live reviews it has not answered, oldest first, a range
    // walked in the page's order and cut at the page (a company waits on up to 13,000 of them).
    index('reviews_unanswered_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL AND ${t.status} <> 'removed' AND ${t.companyAnswers} = 0`),
    // The moderators' list (every review, deleted ones too), newest first.
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A reviewer's public profile (decision 176): their named public reviews, newest first, and their number and likes.
    index('reviews_author_public_idx')
      .on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hidden} = false AND ${t.anonymous} = false AND ${t.status} = 'published'`),
    index('reviews_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('reviews_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Trending this week (decision 100): the window's public reviews, read from the index alone.
    index('reviews_public_recent_idx')
      .on(t.createdAt, t.companyId)
      .where(sql`${t.deletedAt} IS NULL AND ${t.hidden} = false AND ${t.status} = 'published'`),
  ],
);

/** One vote per customer per review, enforced by the primary key. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] }), index('review_votes_customer_id_idx').on(t.customerId)],
);

export const reviewComments = pgTable(
  'review_comments',
  {
    id: id(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => reviewComments.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
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
    index('review_comments_review_idx').on(t.reviewId, t.createdAt),
    // "Has the company answered this review?" (the support inbox, a company's unanswered reviews): one probe per review.
    index('review_comments_company_answer_idx').on(t.reviewId).where(sql`${t.companyId} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    index('review_comments_parent_id_idx').on(t.parentId),
    index('review_comments_author_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
    check('review_comments_votes_check', sql`${t.votes} >= 0`),
  ],
);

export const reviewCommentVotes = pgTable(
  'review_comment_votes',
  {
    commentId: uuid()
      .notNull()
      .references(() => reviewComments.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.customerId] }), index('review_comment_votes_customer_id_idx').on(t.customerId)],
);
