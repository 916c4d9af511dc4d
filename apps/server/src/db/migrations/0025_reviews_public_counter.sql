ALTER TABLE "company_stats" ADD COLUMN "reviews_public" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The total of a company's public review list, kept beside reviews_total (which counts hidden ones too).
UPDATE "company_stats" cs SET "reviews_public" = x.n
  FROM (SELECT company_id, count(*)::int AS n FROM reviews WHERE deleted_at IS NULL AND status = 'published' AND NOT hidden GROUP BY company_id) x
 WHERE cs.company_id = x.company_id;
