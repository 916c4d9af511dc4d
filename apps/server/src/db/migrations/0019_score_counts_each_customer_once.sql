ALTER TABLE "company_stats" ADD COLUMN "score_at" timestamp with time zone;--> statement-breakpoint
-- Decision 96: every rated or reviewed company's score again, one item per customer (their most recent live rating or
-- published, visible review), with the instant its weights are of (modules/stats/score.ts, SCORE_SQL).
WITH items AS (
  SELECT DISTINCT ON (company_id, customer_id) kind, id, company_id, customer_id, stars, created_at FROM (
    SELECT 'rating' AS kind, id, company_id, customer_id, overall AS stars, created_at FROM ratings WHERE deleted_at IS NULL
    UNION ALL
    SELECT 'review' AS kind, id, company_id, customer_id, rating AS stars, created_at FROM reviews
     WHERE deleted_at IS NULL AND status = 'published' AND NOT hidden
  ) both_kinds
  ORDER BY company_id, customer_id, created_at DESC, kind, id DESC
), weighted AS (
  SELECT company_id, count(*) AS n,
         sum(power(0.5, greatest(0, extract(epoch FROM now() - created_at)) / 86400.0 / 365) * stars) AS ws,
         sum(power(0.5, greatest(0, extract(epoch FROM now() - created_at)) / 86400.0 / 365)) AS w
    FROM items GROUP BY company_id
), touched AS (
  SELECT company_id FROM ratings UNION SELECT company_id FROM reviews
)
UPDATE company_stats cs
   SET score = coalesce(round(((5 * 3 + weighted.ws) / (5 + weighted.w))::numeric, 3), 0), score_at = now(), updated_at = now()
  FROM touched LEFT JOIN weighted ON weighted.company_id = touched.company_id
 WHERE cs.company_id = touched.company_id;
