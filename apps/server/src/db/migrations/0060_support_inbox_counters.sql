ALTER TABLE "company_stats" ADD COLUMN "reviews_unanswered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "company_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "complaints_late_idx" ON "complaints" USING btree ("company_id","response_due_at") WHERE "complaints"."response_due_at" IS NOT NULL AND "complaints"."status" IN ('pending', 'in-review') AND "complaints"."deleted_at" IS NULL;--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express functions and triggers): the support inbox's counters (decision 205).
-- Counted from the rows first, before the triggers exist (the triggers would move them again).
CREATE FUNCTION support_inbox_counters_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews r SET company_answers = x.n
    FROM (SELECT v.id, count(rc.id)::int AS n FROM reviews v
            LEFT JOIN review_comments rc ON rc.review_id = v.id AND rc.company_id IS NOT NULL AND rc.deleted_at IS NULL
           GROUP BY v.id) x
   WHERE r.id = x.id AND r.company_answers <> x.n;
  UPDATE company_stats cs SET reviews_unanswered = x.n
    FROM (SELECT s.company_id, count(v.id)::int AS n FROM company_stats s
            LEFT JOIN reviews v ON v.company_id = s.company_id AND v.deleted_at IS NULL AND v.status <> 'removed' AND v.company_answers = 0
           GROUP BY s.company_id) x
   WHERE cs.company_id = x.company_id AND cs.reviews_unanswered <> x.n;
END $$;
--> statement-breakpoint
SELECT support_inbox_counters_rebuild();
--> statement-breakpoint
-- A company's live comment on a review counts (d = 1) or stops counting (d = -1) among the review's answers.
CREATE FUNCTION review_company_answers_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.company_id IS NOT NULL AND OLD.deleted_at IS NULL THEN
    UPDATE reviews SET company_answers = company_answers - 1 WHERE id = OLD.review_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.company_id IS NOT NULL AND NEW.deleted_at IS NULL THEN
    UPDATE reviews SET company_answers = company_answers + 1 WHERE id = NEW.review_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_company_answers_sync AFTER INSERT OR DELETE ON review_comments
  FOR EACH ROW EXECUTE FUNCTION review_company_answers_sync();
--> statement-breakpoint
CREATE TRIGGER review_company_answers_sync_update AFTER UPDATE OF company_id, deleted_at, review_id ON review_comments
  FOR EACH ROW WHEN ((OLD.company_id IS NOT NULL AND OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.company_id IS NOT NULL AND NEW.deleted_at IS NULL)
    OR OLD.review_id IS DISTINCT FROM NEW.review_id)
  EXECUTE FUNCTION review_company_answers_sync();
--> statement-breakpoint
-- A live review, not removed, without a company's answer counts (d = 1) or stops counting (d = -1) as unanswered. A review
-- erased with its comments counts out by its own row (its answers as they were), whatever order the cascade takes.
CREATE FUNCTION company_unanswered_reviews_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.status <> 'removed' AND OLD.company_answers = 0 THEN
    UPDATE company_stats SET reviews_unanswered = reviews_unanswered - 1 WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL AND NEW.status <> 'removed' AND NEW.company_answers = 0 THEN
    UPDATE company_stats SET reviews_unanswered = reviews_unanswered + 1 WHERE company_id = NEW.company_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_unanswered_reviews_sync AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION company_unanswered_reviews_sync();
--> statement-breakpoint
CREATE TRIGGER company_unanswered_reviews_sync_update AFTER UPDATE OF deleted_at, status, company_answers, company_id ON reviews
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL AND OLD.status <> 'removed' AND OLD.company_answers = 0)
    IS DISTINCT FROM (NEW.deleted_at IS NULL AND NEW.status <> 'removed' AND NEW.company_answers = 0) OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION company_unanswered_reviews_sync();
