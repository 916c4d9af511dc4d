// Maintained counters. Writes keep them up to date in their own transactions; this full recompute repairs them
// (after a bulk import or the demo seed) with a few set-based statements, never row by row.
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { companyStats, customerStats, platformStats } from '../../db/schema/index.ts';
import { ageWeightSql, countedItemsSql, SCORE_OF_SQL, SCORE_SQL } from './score.ts';

const statusCounts = (alias: string) => `
  count(*) FILTER (WHERE ${alias}.status = 'submitted')::int,
  count(*) FILTER (WHERE ${alias}.status = 'pending')::int,
  count(*) FILTER (WHERE ${alias}.status = 'in-review')::int,
  count(*) FILTER (WHERE ${alias}.status = 'processed')::int,
  count(*) FILTER (WHERE ${alias}.status = 'resolved')::int,
  count(*) FILTER (WHERE ${alias}.status = 'unresolved')::int,
  count(*) FILTER (WHERE ${alias}.status = 'overdue')::int,
  count(*) FILTER (WHERE ${alias}.status = 'flag')::int`;

/** A live complaint anyone may see (the complaints_counters_sync trigger's rule). */
const PUBLIC = (alias: string) => `NOT ${alias}.hidden AND ${alias}.status NOT IN ('submitted', 'flag')`;

const STATUS_COLUMNS = 'submitted, pending, in_review, processed, resolved, unresolved, overdue, flag';

export async function recomputeAllStats(database: Database): Promise<void> {
  const statements = [
    `INSERT INTO company_stats (company_id) SELECT id FROM companies ON CONFLICT (company_id) DO NOTHING`,
    `UPDATE company_stats cs SET complaints_total = 0, ${STATUS_COLUMNS.split(', ').map((c) => `${c} = 0`).join(', ')}, public_complaints = 0,
       public_resolved = 0, public_responded = 0, reviews_total = 0, reviews_public = 0, reviews_invited = 0, review_rating_sum = 0, ratings_total = 0, rating_sum = 0, positive_count = 0, negative_count = 0,
       product_sum = 0, product_count = 0, employee_sum = 0, employee_count = 0, channel_sum = 0, channel_count = 0,
       service_sum = 0, service_count = 0, brand_sum = 0, brand_count = 0, recommend_sum = 0, recommend_count = 0,
       responded_count = 0, answers_due = 0, answered_on_time = 0, first_response_seconds_median = NULL, score = 0, score_at = NULL`,
    `UPDATE company_stats cs SET (complaints_total, ${STATUS_COLUMNS}, public_complaints, public_resolved, public_responded, responded_count,
       first_response_seconds_median) = (
       SELECT count(*)::int, ${statusCounts('c')}, count(*) FILTER (WHERE ${PUBLIC('c')})::int,
              count(*) FILTER (WHERE ${PUBLIC('c')} AND c.status = 'resolved')::int,
              count(*) FILTER (WHERE ${PUBLIC('c')} AND c.first_response_at IS NOT NULL)::int, count(c.first_response_at)::int,
              (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.first_response_at - c.created_at)))::int
         FROM complaints c WHERE c.company_id = cs.company_id AND c.deleted_at IS NULL)
     WHERE EXISTS (SELECT 1 FROM complaints c WHERE c.company_id = cs.company_id)`,
    // The 9 pm rule's record (decision 165, as the complaints trigger keeps it).
    `UPDATE company_stats cs SET (answers_due, answered_on_time) = (
       SELECT count(*)::int, (count(*) FILTER (WHERE c.first_response_at IS NOT NULL AND (c.overdue_at IS NULL OR c.first_response_at < c.overdue_at)))::int
         FROM complaints c
        WHERE c.company_id = cs.company_id AND c.deleted_at IS NULL AND (c.first_response_at IS NOT NULL OR c.overdue_at IS NOT NULL))
      WHERE EXISTS (SELECT 1 FROM complaints c WHERE c.company_id = cs.company_id)`,
    `UPDATE company_stats cs SET (reviews_total, reviews_public, reviews_invited, review_rating_sum) = (
       SELECT count(*)::int, (count(*) FILTER (WHERE NOT r.hidden))::int, (count(*) FILTER (WHERE r.source = 'invited'))::int,
              coalesce(sum(r.rating), 0)::int FROM reviews r
        WHERE r.company_id = cs.company_id AND r.deleted_at IS NULL AND r.status = 'published')`,
    // The dispute record (issue 39, kept by modules/disputes as disputes are opened and decided): every dispute the
    // company opened, and of those the upheld and the rejected.
    `UPDATE company_stats cs SET (disputes_opened, disputes_upheld, disputes_rejected) = (
       SELECT count(*)::int, (count(*) FILTER (WHERE d.status = 'upheld'))::int, (count(*) FILTER (WHERE d.status = 'rejected'))::int
         FROM disputes d WHERE d.company_id = cs.company_id)`,
    `UPDATE company_stats cs SET (ratings_total, rating_sum, positive_count, negative_count, product_sum, product_count,
       employee_sum, employee_count, channel_sum, channel_count, service_sum, service_count, brand_sum, brand_count,
       recommend_sum, recommend_count) = (
       SELECT count(*)::int, coalesce(sum(overall), 0)::int,
              count(*) FILTER (WHERE overall >= 4)::int, count(*) FILTER (WHERE overall <= 2)::int,
              coalesce(sum(product), 0)::int, count(product)::int, coalesce(sum(employee), 0)::int, count(employee)::int,
              coalesce(sum(channel), 0)::int, count(channel)::int, coalesce(sum(service), 0)::int, count(service)::int,
              coalesce(sum(brand), 0)::int, count(brand)::int, coalesce(sum(recommend), 0)::int, count(recommend)::int
         FROM ratings r WHERE r.company_id = cs.company_id AND r.deleted_at IS NULL)`,
    SCORE_SQL,
    `INSERT INTO customer_stats (user_id) SELECT id FROM users WHERE profile_type = 'user' UNION SELECT DISTINCT customer_id FROM complaints
       ON CONFLICT (user_id) DO NOTHING`,
    `UPDATE customer_stats s SET
       (complaints_total, ${STATUS_COLUMNS}) = (SELECT count(*)::int, ${statusCounts('c')} FROM complaints c WHERE c.customer_id = s.user_id AND c.deleted_at IS NULL),
       reviews_total = (SELECT count(*)::int FROM reviews r WHERE r.customer_id = s.user_id AND r.deleted_at IS NULL),
       ratings_total = (SELECT count(*)::int FROM ratings r WHERE r.customer_id = s.user_id AND r.deleted_at IS NULL),
       updated_at = now()`,
    `UPDATE categories c SET companies_total = (SELECT count(*)::int FROM company_categories cc
       JOIN companies co ON co.id = cc.company_id AND co.deleted_at IS NULL WHERE cc.category_id = c.id)`,
    `UPDATE platform_stats p SET
       users_total = (SELECT count(*)::int FROM users),
       companies_total = (SELECT count(*)::int FROM companies WHERE deleted_at IS NULL),
       companies_verified = (SELECT count(*)::int FROM companies WHERE deleted_at IS NULL AND is_verified),
       (complaints_total, ${STATUS_COLUMNS}, public_complaints) = (SELECT count(*)::int, ${statusCounts('c')}, count(*) FILTER (WHERE ${PUBLIC('c')})::int
          FROM complaints c WHERE c.deleted_at IS NULL),
       reviews_total = (SELECT count(*)::int FROM reviews WHERE deleted_at IS NULL AND status = 'published'),
       ratings_total = (SELECT count(*)::int FROM ratings WHERE deleted_at IS NULL),
       updated_at = now()
     WHERE id = 'global'`,
    // The support inbox's counters (decision 205): each review's company answers, each company's unanswered reviews.
    'SELECT support_inbox_counters_rebuild()',
  ];
  for (const s of statements) await database.query(s);
}

/** A new company's counters row (all zero), in the company's own transaction. */
export async function insertCompanyStats(db: DbOrTx, companyId: string) {
  await db.insert(companyStats).values({ companyId }).onConflictDoNothing();
}

/** Moves the platform's company counters in the caller's transaction (create, delete, verify). */
export async function adjustPlatformCompanies(db: DbOrTx, delta: { total?: number; verified?: number }) {
  await db.update(platformStats).set({
    companiesTotal: sql`greatest(0, ${platformStats.companiesTotal} + ${delta.total ?? 0})`,
    companiesVerified: sql`greatest(0, ${platformStats.companiesVerified} + ${delta.verified ?? 0})`,
    updatedAt: sql`now()`,
  }).where(eq(platformStats.id, 'global'));
}

export async function readPlatformCompaniesTotal(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: platformStats.companiesTotal }).from(platformStats).where(eq(platformStats.id, 'global')).limit(1);
  return rows[0]?.n ?? 0;
}

/** The figures of one rating that the company's, the customer's and the platform's counters hold. */
export interface RatingFigures {
  companyId: string;
  customerId: string;
  overall: number;
  product: number | null;
  employee: number | null;
  channel: number | null;
  service: number | null;
  brand: number | null;
  recommend: number | null;
}

/**
 * Counts a live rating in (d = 1) or out (d = -1) of the maintained counters, in the caller's transaction: the
 * company's summary (the sums and counts recomputeAllStats builds), the customer's and the platform's totals. The
 * company's row is updated first, so concurrent ratings of one company queue on its lock before the score is read.
 */
export async function moveRatingCounters(db: DbOrTx, r: RatingFigures, d: 1 | -1) {
  const plus = (col: AnyColumn, by: number) => sql`${col} + ${by}`;
  const cs = companyStats;
  await db.update(cs).set({
    ratingsTotal: plus(cs.ratingsTotal, d),
    ratingSum: plus(cs.ratingSum, d * r.overall),
    positiveCount: plus(cs.positiveCount, r.overall >= 4 ? d : 0),
    negativeCount: plus(cs.negativeCount, r.overall <= 2 ? d : 0),
    productSum: plus(cs.productSum, d * (r.product ?? 0)), productCount: plus(cs.productCount, r.product === null ? 0 : d),
    employeeSum: plus(cs.employeeSum, d * (r.employee ?? 0)), employeeCount: plus(cs.employeeCount, r.employee === null ? 0 : d),
    channelSum: plus(cs.channelSum, d * (r.channel ?? 0)), channelCount: plus(cs.channelCount, r.channel === null ? 0 : d),
    serviceSum: plus(cs.serviceSum, d * (r.service ?? 0)), serviceCount: plus(cs.serviceCount, r.service === null ? 0 : d),
    brandSum: plus(cs.brandSum, d * (r.brand ?? 0)), brandCount: plus(cs.brandCount, r.brand === null ? 0 : d),
    recommendSum: plus(cs.recommendSum, d * (r.recommend ?? 0)), recommendCount: plus(cs.recommendCount, r.recommend === null ? 0 : d),
    updatedAt: sql`now()`,
  }).where(eq(cs.companyId, r.companyId));
  await db.insert(customerStats).values({ userId: r.customerId }).onConflictDoNothing();
  await db.update(customerStats).set({ ratingsTotal: plus(customerStats.ratingsTotal, d), updatedAt: sql`now()` }).where(eq(customerStats.userId, r.customerId));
  await db.update(platformStats).set({ ratingsTotal: plus(platformStats.ratingsTotal, d), updatedAt: sql`now()` }).where(eq(platformStats.id, 'global'));
}

/** The counted items of one company (score.ts), its id a bound parameter. */
const companyItems = (companyId: string) => sql.join(countedItemsSql('company_id = $COMPANY').split('$COMPANY').map((part) => sql.raw(part)), sql`${companyId}`);

/**
 * Recomputes one company's public score (score.ts, the formula recomputeAllStats applies to all: one item per customer)
 * in the caller's transaction, after a rating or review of it was written: 0 once nothing counts any more. `score_at`
 * keeps the instant its weights are of, so the explanation (readScoreExplained) adds up to it exactly.
 */
export async function refreshCompanyScore(db: DbOrTx, companyId: string) {
  // While a burst is checked (decision 173) the score stays as of the instant it was frozen: only items written before
  // it count (one a moderator approves meanwhile waits for the freeze to lift), weighed as of then; score_at stays there,
  // so the explanation still adds up to it.
  const weight = sql.raw(ageWeightSql('f.at'));
  await db.execute(sql`
    WITH f AS (SELECT coalesce(score_frozen_since, now()) AS at, score_frozen_since AS frozen FROM company_stats WHERE company_id = ${companyId}),
    items AS (${companyItems(companyId)}), weighted AS (
      SELECT count(*) AS n, sum(${weight} * stars) AS ws, sum(${weight}) AS w FROM items, f WHERE f.frozen IS NULL OR items.created_at < f.frozen
    )
    UPDATE company_stats cs
       SET score = ${sql.raw(SCORE_OF_SQL)}, score_at = coalesce(cs.score_frozen_since, now()), updated_at = now()
      FROM weighted
     WHERE cs.company_id = ${companyId}`);
}

export interface ScoreFreeze { since: Date; signal: 'volume' | 'new-accounts' | 'one-network' }

/** Freezes a company's score as of `since` (a burst opened), or lifts the freeze (null); the caller refreshes the score. */
export async function setScoreFrozenSince(db: DbOrTx, companyId: string, freeze: ScoreFreeze | null) {
  await db.update(companyStats).set({ scoreFrozenSince: freeze?.since ?? null, scoreFrozenSignal: freeze?.signal ?? null, updatedAt: sql`now()` })
    .where(eq(companyStats.companyId, companyId));
}

/** Locks a company's counters row until the caller's transaction ends: writes that read then change its figures queue. */
export async function lockCompanyStats(db: DbOrTx, companyId: string) {
  await db.select({ id: companyStats.companyId }).from(companyStats).where(eq(companyStats.companyId, companyId)).for('update');
}

/**
 * One company's review figures (live published reviews: their count and star sum) and its score, recomputed from its
 * rows in the caller's transaction after a review is written, edited or deleted (the score's weights move with time, so
 * a delta would drift). Reads only that company's rows, through the reviews_company_idx and ratings indexes.
 */
export async function refreshCompanyReviewFigures(db: DbOrTx, companyId: string) {
  await db.execute(sql`
    UPDATE company_stats cs
       SET reviews_total = live.n, reviews_public = live.p, reviews_invited = live.i, review_rating_sum = live.s, updated_at = now()
      FROM (SELECT count(*)::int AS n, (count(*) FILTER (WHERE NOT hidden))::int AS p, (count(*) FILTER (WHERE source = 'invited'))::int AS i,
                   coalesce(sum(rating), 0)::int AS s FROM reviews
             WHERE company_id = ${companyId} AND deleted_at IS NULL AND status = 'published') live
     WHERE cs.company_id = ${companyId}`);
  await refreshCompanyScore(db, companyId);
}

/** A customer's and the platform's review totals move by `delta` (a review written: +1; deleted: -1). */
export async function adjustReviewTotals(db: DbOrTx, customerId: string, delta: number) {
  await db.execute(sql`
    INSERT INTO customer_stats (user_id, reviews_total) VALUES (${customerId}, greatest(0, ${delta}))
    ON CONFLICT (user_id) DO UPDATE SET reviews_total = greatest(0, customer_stats.reviews_total + ${delta}), updated_at = now()`);
  await db.update(platformStats).set({ reviewsTotal: sql`greatest(0, ${platformStats.reviewsTotal} + ${delta})`, updatedAt: sql`now()` }).where(eq(platformStats.id, 'global'));
}

/** One counted item of a company's score, its weight as of the score's computation. */
export interface ScoreItemRow {
  kind: 'rating' | 'review';
  id: string;
  stars: number;
  createdAt: Date;
  ageDays: number;
  weight: number;
  firstName: string;
  lastName: string;
  /** A review's own choice; ratings carry their rater's public name. */
  anonymous: boolean;
  /** The author's account is removed (decision 182): "Former member". */
  removed: boolean;
}

export interface ScoreExplainedRow {
  score: number;
  scoreAt: Date | null;
  /** Exact over every counted item, however many pages. */
  counted: number;
  weightSum: number;
  weightedSum: number;
  items: ScoreItemRow[];
}

/**
 * The parts of one company's stored score (decision 96): the same counted items as refreshCompanyScore, weighed as of
 * `score_at`, their totals over all of them and one page (newest, hence heaviest, first) with their authors, in one
 * statement. Null for a company without a counters row.
 */
export async function readScoreExplained(db: DbOrTx, companyId: string, page: number, size: number): Promise<ScoreExplainedRow | null> {
  const weight = sql.raw(ageWeightSql('cs.score_at'));
  const r = await db.execute<{ score: number; score_at: string | Date | null; n: number; w: number | string; ws: number | string; page: ScoreItemJson[] | string }>(sql`
    WITH cs AS (SELECT score, score_at, score_frozen_since FROM company_stats WHERE company_id = ${companyId}),
    items AS (${companyItems(companyId)}),
    weighted AS (
      SELECT i.kind, i.id, i.customer_id, i.stars, i.created_at,
             greatest(0, extract(epoch FROM cs.score_at - i.created_at)) / 86400.0 AS age_days, ${weight} AS weight
        FROM items i, cs WHERE cs.score_at IS NOT NULL AND (cs.score_frozen_since IS NULL OR i.created_at < cs.score_frozen_since)
    )
    SELECT cs.score, cs.score_at,
           (SELECT count(*)::int FROM weighted) AS n,
           (SELECT coalesce(sum(weight), 0) FROM weighted) AS w,
           (SELECT coalesce(sum(weight * stars), 0) FROM weighted) AS ws,
           (SELECT coalesce(json_agg(p ORDER BY p.created_at DESC, p.id DESC), '[]'::json) FROM (
              SELECT w.kind, w.id, w.stars, w.created_at, w.age_days, w.weight, u.first_name, u.last_name,
                     coalesce(rv.anonymous, false) AS anonymous, u.deleted_at IS NOT NULL AS removed
                FROM weighted w JOIN users u ON u.id = w.customer_id
                LEFT JOIN reviews rv ON w.kind = 'review' AND rv.id = w.id
               ORDER BY w.created_at DESC, w.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}) p) AS page
      FROM cs`);
  const row = r.rows[0];
  if (!row) return null;
  const items = (typeof row.page === 'string' ? JSON.parse(row.page) : row.page) as ScoreItemJson[];
  return {
    score: Number(row.score),
    scoreAt: row.score_at === null ? null : new Date(row.score_at),
    counted: Number(row.n),
    weightSum: Number(row.w),
    weightedSum: Number(row.ws),
    items: items.map((x) => ({
      kind: x.kind, id: x.id, stars: Number(x.stars), createdAt: new Date(x.created_at), ageDays: Number(x.age_days), weight: Number(x.weight),
      firstName: x.first_name, lastName: x.last_name, anonymous: x.anonymous, removed: x.removed,
    })),
  };
}

interface ScoreItemJson {
  kind: 'rating' | 'review'; id: string; stars: number; created_at: string; age_days: number; weight: number;
  first_name: string; last_name: string; anonymous: boolean; removed: boolean;
}
