// The public score (decisions.md): a Bayesian average of overall ratings and review stars, weighted towards recent
// ones. Documented on the /support page; change these constants there too.

/** The score every company starts from, as if it had PRIOR_WEIGHT ratings of PRIOR_MEAN stars. */
export const PRIOR_MEAN = 3;
export const PRIOR_WEIGHT = 5;
/** A rating's weight halves every HALF_LIFE_DAYS: a year-old rating counts half as much as today's. */
export const HALF_LIFE_DAYS = 365;

export function bayesianScore(items: { stars: number; ageDays: number }[]): number {
  if (items.length === 0) return 0;
  let weighted = 0;
  let weights = 0;
  for (const { stars, ageDays } of items) {
    const w = Math.pow(0.5, Math.max(0, ageDays) / HALF_LIFE_DAYS);
    weighted += w * stars;
    weights += w;
  }
  return Math.round(((PRIOR_WEIGHT * PRIOR_MEAN + weighted) / (PRIOR_WEIGHT + weights)) * 1000) / 1000;
}

/** A rating's or review's weight by age in SQL (created_at of the row read). */
export const AGE_WEIGHT_SQL = `power(0.5, greatest(0, extract(epoch FROM now() - created_at)) / 86400.0 / ${HALF_LIFE_DAYS})`;

/** The same formula in SQL, for recomputing every company at once. */
export const SCORE_SQL = `
  WITH items AS (
    SELECT company_id, overall AS stars, created_at FROM ratings WHERE deleted_at IS NULL
    UNION ALL
    SELECT company_id, rating AS stars, created_at FROM reviews WHERE deleted_at IS NULL AND status = 'published'
  ), weighted AS (
    SELECT company_id,
           sum(${AGE_WEIGHT_SQL} * stars) AS ws,
           sum(${AGE_WEIGHT_SQL}) AS w
    FROM items GROUP BY company_id
  )
  UPDATE company_stats cs
     SET score = round(((${PRIOR_WEIGHT} * ${PRIOR_MEAN} + weighted.ws) / (${PRIOR_WEIGHT} + weighted.w))::numeric, 3),
         updated_at = now()
    FROM weighted
   WHERE cs.company_id = weighted.company_id`;
