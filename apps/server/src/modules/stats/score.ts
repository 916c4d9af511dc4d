// The public score (decisions.md): a Bayesian average of overall ratings and review stars, weighted towards recent
// ones. Documented on the /support page; change these constants there too.
//
// One customer counts once (decision 96): of a customer's live rating and their published, visible reviews of a company,
// only the most recent counts (on the same instant, the rating). Hidden, held and deleted items never count.

/** The score every company starts from, as if it had PRIOR_WEIGHT ratings of PRIOR_MEAN stars. */
export const PRIOR_MEAN = 3;
export const PRIOR_WEIGHT = 5;
/** A rating's weight halves every HALF_LIFE_DAYS: a year-old rating counts half as much as today's. */
export const HALF_LIFE_DAYS = 365;

/** The weight of an item `ageDays` old. */
export const ageWeight = (ageDays: number) => Math.pow(0.5, Math.max(0, ageDays) / HALF_LIFE_DAYS);

/** The score of the items that count (one per customer, already chosen): 0 when none does. */
export function bayesianScore(items: { stars: number; ageDays: number }[]): number {
  if (items.length === 0) return 0;
  let weighted = 0;
  let weights = 0;
  for (const { stars, ageDays } of items) {
    const w = ageWeight(ageDays);
    weighted += w * stars;
    weights += w;
  }
  return scoreOf(weights, weighted);
}

/** The score from the sum of the counted items' weights and of weight x stars, rounded to 3 decimals as stored. */
export const scoreOf = (weights: number, weighted: number) =>
  Math.round(((PRIOR_WEIGHT * PRIOR_MEAN + weighted) / (PRIOR_WEIGHT + weights)) * 1000) / 1000;

/** A counted item's weight by age in SQL: `created_at` of the row read, as of `at` (a timestamptz expression). */
export const ageWeightSql = (at: string) => `power(0.5, greatest(0, extract(epoch FROM ${at} - created_at)) / 86400.0 / ${HALF_LIFE_DAYS})`;
export const AGE_WEIGHT_SQL = ageWeightSql('now()');

/**
 * The items that count, one row per company and customer (kind, id, company_id, customer_id, stars, created_at):
 * `where` narrows both tables alike (a company: `company_id = $1`), or is 'true' for every company.
 */
export const countedItemsSql = (where: string) => `
  SELECT DISTINCT ON (company_id, customer_id) kind, id, company_id, customer_id, stars, created_at FROM (
    SELECT 'rating' AS kind, id, company_id, customer_id, overall AS stars, created_at FROM ratings
     WHERE deleted_at IS NULL AND ${where}
    UNION ALL
    SELECT 'review' AS kind, id, company_id, customer_id, rating AS stars, created_at FROM reviews
     WHERE deleted_at IS NULL AND status = 'published' AND NOT hidden AND ${where}
  ) both_kinds
  ORDER BY company_id, customer_id, created_at DESC, kind, id DESC`;

/** A counted item's weight as of its company's frozen instant (decision 173), or now when its score is not frozen. */
const FROZEN_WEIGHT_SQL = ageWeightSql('coalesce(f.score_frozen_since, now())').replaceAll('created_at', 'i.created_at');

/** The score of a `weighted` row (n, ws, w) in SQL: 0 when nothing counts. */
export const SCORE_OF_SQL = `CASE WHEN weighted.n = 0 THEN 0
  ELSE round(((${PRIOR_WEIGHT} * ${PRIOR_MEAN} + weighted.ws) / (${PRIOR_WEIGHT} + weighted.w))::numeric, 3) END`;

/** The same formula in SQL, for recomputing every company at once (after the counters were reset to score 0). */
export const SCORE_SQL = `
  WITH items AS (${countedItemsSql('true')}), weighted AS (
    SELECT i.company_id, count(*) AS n, sum(${FROZEN_WEIGHT_SQL} * i.stars) AS ws, sum(${FROZEN_WEIGHT_SQL}) AS w
    FROM items i JOIN company_stats f ON f.company_id = i.company_id
   WHERE f.score_frozen_since IS NULL OR i.created_at < f.score_frozen_since GROUP BY i.company_id
  )
  UPDATE company_stats cs
     SET score = ${SCORE_OF_SQL}, score_at = coalesce(cs.score_frozen_since, now()), updated_at = now()
    FROM weighted
   WHERE cs.company_id = weighted.company_id`;
