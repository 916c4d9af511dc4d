// Star ratings with optional sub-scores; one live rating per customer per company (updated in place).
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Overall stars 1-5 (positive 4-5, negative 1-2). */
    overall: smallint().notNull(),
    product: smallint(),
    employee: smallint(),
    channel: smallint(),
    service: smallint(),
    brand: smallint(),
    /** Likelihood to recommend, 0-10. */
    recommend: smallint(),
    comment: text(),
    image: text(),
    /**
     * Held by a moderator (decision 121): a hidden or flagged rating also carries deletedAt, so every public read and
     * figure leaves it out as it does a deleted one; these say why, and restore clears all three.
     */
    hidden: boolean().notNull().default(false),
    flagged: boolean().notNull().default(false),
    flagReason: text(),
    deletedAt: timestamptz(),
    deleteReason: text(),
    deletedById: uuid().references(() => users.id, { onDelete: 'set null' }),
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
    index('ratings_burst_idx').on(t.burstId).where(sql`${t.burstId} IS NOT NULL`),
    // What the guard holds of a company now (the score panel's line): a few rows, never the company's history.
    index('ratings_held_idx_by_company').on(t.companyId).where(sql`${t.heldFor} IS NOT NULL`),
    check('ratings_overall_check', sql`${t.overall} BETWEEN 1 AND 5`),
    check(
      'ratings_sub_scores_check',
      sql`(${t.product} IS NULL OR ${t.product} BETWEEN 1 AND 5)
        AND (${t.employee} IS NULL OR ${t.employee} BETWEEN 1 AND 5)
        AND (${t.channel} IS NULL OR ${t.channel} BETWEEN 1 AND 5)
        AND (${t.service} IS NULL OR ${t.service} BETWEEN 1 AND 5)
        AND (${t.brand} IS NULL OR ${t.brand} BETWEEN 1 AND 5)`,
    ),
    check('ratings_recommend_check', sql`${t.recommend} IS NULL OR ${t.recommend} BETWEEN 0 AND 10`),
    uniqueIndex('ratings_company_customer_live_unique').on(t.companyId, t.customerId).where(sql`${t.deletedAt} IS NULL`),
    // The stars, the recommendation and deleted_at ride along: the business dashboard reads a range from the index alone.
    index('ratings_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.overall, t.recommend, t.deletedAt),
    index('ratings_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ratings_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The moderators' flagged and hidden lists: a few rows among millions, newest first (a scan of all took 6.8 s).
    index('ratings_held_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.flagged} OR ${t.hidden}`),
    // Trending this week (decision 100): the window's live ratings, read from the index alone.
    index('ratings_live_recent_idx').on(t.createdAt, t.companyId).where(sql`${t.deletedAt} IS NULL`),
  ],
);
