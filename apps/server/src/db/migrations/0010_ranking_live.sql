-- The platform ranking of live companies as one partial index (decision 35): company_stats carries its company's
-- liveness (trigger below), so explore pages, ranks and neighbours never probe companies row by row.
DROP INDEX "company_stats_score_idx";--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "company_stats" s SET "live" = false FROM "companies" c WHERE c.id = s.company_id AND c.deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "company_stats_rank_idx" ON "company_stats" USING btree ("score" DESC NULLS FIRST,"company_id") WHERE "company_stats"."live";--> statement-breakpoint
CREATE FUNCTION "companies_liveness_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) THEN
    UPDATE company_stats SET live = NEW.deleted_at IS NULL WHERE company_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_liveness" AFTER UPDATE OF "deleted_at" ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "companies_liveness_sync"();
