// Counters maintained in the same transaction as the writes they count (PERF.md: never count(*) per page view).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { ComplaintStatus } from '@redress/contract';
import { counter, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** One counter column per complaint status, in companyStats and platformStats. */
export const complaintStatusCounters = () => ({
  submitted: counter(),
  pending: counter(),
  inReview: counter(),
  processed: counter(),
  resolved: counter(),
  unresolved: counter(),
  overdue: counter(),
  flag: counter(),
});

/** Which counter column of companyStats / platformStats counts complaints in a status. */
export const COMPLAINT_STATUS_COUNTER = {
  submitted: 'submitted',
  pending: 'pending',
  'in-review': 'inReview',
  processed: 'processed',
  resolved: 'resolved',
  unresolved: 'unresolved',
  overdue: 'overdue',
  flag: 'flag',
} as const satisfies Record<ComplaintStatus, keyof ReturnType<typeof complaintStatusCounters>>;

export const companyStats = pgTable(
  'company_stats',
  {
    companyId: uuid()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Live (not deleted) complaints; the status columns split the same set. */
    complaintsTotal: counter(),
    ...complaintStatusCounters(),
    /** Live complaints anyone may see: not hidden, not awaiting checks (submitted), not held by moderation (flag). */
    publicComplaints: counter(),
    /** Of those public complaints: resolved, and answered by the company (the public page's figures, decision 76). */
    publicResolved: counter(),
    publicResponded: counter(),
    reviewsTotal: counter(),
    /** Of those reviews, the ones anyone may read (not hidden): the total of the company's public review list. */
    reviewsPublic: counter(),
    /** Of the live published reviews (reviewsTotal), those written from a review invitation (source 'invited'). */
    reviewsInvited: counter(),
    /**
     * Live reviews not removed that no live comment of a company answers (reviews.company_answers = 0): what the support
     * inbox lists as unanswered (decision 205). Kept by a trigger on reviews in the write's transaction (migration 0060).
     */
    reviewsUnanswered: counter(),
    /** Live ratings and the sum of their overall stars. */
    ratingsTotal: counter(),
    ratingSum: counter(),
    /** Overall 4-5 / 1-2. */
    positiveCount: counter(),
    negativeCount: counter(),
    productSum: counter(),
    productCount: counter(),
    employeeSum: counter(),
    employeeCount: counter(),
    channelSum: counter(),
    channelCount: counter(),
    serviceSum: counter(),
    serviceCount: counter(),
    brandSum: counter(),
    brandCount: counter(),
    recommendSum: counter(),
    recommendCount: counter(),
    /** Sum of live reviews' stars (reviewsTotal counts them). */
    reviewRatingSum: counter(),
    /** Complaints the company has responded to (response rate = respondedCount / complaintsTotal). */
    respondedCount: counter(),
    /**
     * The 9 pm rule's record (decision 165): live complaints whose answer fell due (the company answered, or its due time
     * passed unanswered), and of those the ones answered before they first went overdue. Kept by the complaints trigger.
     */
    answersDue: counter(),
    answeredOnTime: counter(),
    /** Its dispute record (issue 39): disputes it opened, and of those the upheld and the rejected, kept by modules/disputes. */
    disputesOpened: counter(),
    disputesUpheld: counter(),
    disputesRejected: counter(),
    /** Recomputed by a job. */
    firstResponseSecondsMedian: integer(),
    /** Public score (Bayesian average, 0-5), recomputed on rating/review writes or by a job. */
    score: real().notNull().default(0),
    /** When `score` was computed: its items' weights by age are as of this instant (decision 96); null before any. */
    scoreAt: timestamptz(),
    /**
     * Set while a burst is open (decision 173): the score is frozen as of this instant (score_at stays here and the
     * burst's items are held out), and the company page says why. Null otherwise.
     */
    scoreFrozenSince: timestamptz(),
    /** What the open burst tripped (its signal): the banner says it. */
    scoreFrozenSignal: text().$type<'volume' | 'new-accounts' | 'one-network'>(),
    /** The company is not deleted (kept by trigger, migration 0010): only live companies are in the ranking index. */
    live: boolean().notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The platform ranking (score desc, company id asc) of live companies: explore pages are ranges of it, read from
    // the index alone however deep the page.
    index('company_stats_rank_idx').on(t.score.desc().nullsFirst(), t.companyId).where(sql`${t.live}`),
    index('company_stats_complaints_total_idx').on(t.complaintsTotal.desc().nullsFirst(), t.companyId),
    check('company_stats_counters_check', sql`${t.complaintsTotal} >= 0 AND ${t.reviewsTotal} >= 0 AND ${t.ratingsTotal} >= 0`),
  ],
);

export const platformStats = pgTable(
  'platform_stats',
  {
    /** A single row, 'global', inserted by a migration. */
    id: text().primaryKey().default('global'),
    usersTotal: counter(),
    companiesTotal: counter(),
    companiesVerified: counter(),
    complaintsTotal: counter(),
    ...complaintStatusCounters(),
    publicComplaints: counter(),
    reviewsTotal: counter(),
    ratingsTotal: counter(),
    updatedAt: updatedAt(),
  },
  (t) => [check('platform_stats_single_row_check', sql`${t.id} = 'global'`)],
);

export const customerStats = pgTable('customer_stats', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  complaintsTotal: counter(),
  ...complaintStatusCounters(),
  reviewsTotal: counter(),
  ratingsTotal: counter(),
  updatedAt: updatedAt(),
});
