CREATE TABLE "company_daily_stats" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"in_review" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"unresolved" integer DEFAULT 0 NOT NULL,
	"overdue" integer DEFAULT 0 NOT NULL,
	"flag" integer DEFAULT 0 NOT NULL,
	"responded" integer DEFAULT 0 NOT NULL,
	"answered_on_time" integer DEFAULT 0 NOT NULL,
	"response_seconds" double precision[] DEFAULT '{}'::double precision[] NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"nps_responses" integer DEFAULT 0 NOT NULL,
	"promoters" integer DEFAULT 0 NOT NULL,
	"detractors" integer DEFAULT 0 NOT NULL,
	"stars1" integer DEFAULT 0 NOT NULL,
	"stars2" integer DEFAULT 0 NOT NULL,
	"stars3" integer DEFAULT 0 NOT NULL,
	"stars4" integer DEFAULT 0 NOT NULL,
	"stars5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_daily_stats_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "company_daily_stats" ADD CONSTRAINT "company_daily_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express functions and triggers): the rollups' triggers (decision 203).
-- The time zone whose calendar days the rows are (PLATFORM_TZ; the app rebuilds the table when it changes).
CREATE FUNCTION company_daily_stats_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT value #>> '{}' FROM app_settings WHERE key = 'dashboard.rollupTimeZone'), 'UTC')
$$;
--> statement-breakpoint
-- One complaint the company sees counts (d = 1) or stops counting (d = -1) on its day: its status, whether it is
-- answered, answered before the 9 pm rule's due time (lib/time.ts responseDueAt), and its first answer's delay.
CREATE FUNCTION company_daily_complaint_apply(p_company uuid, p_created timestamptz, p_status complaint_status, p_first timestamptz, d integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text := company_daily_stats_zone();
  loc timestamp := p_created AT TIME ZONE tz;
  secs double precision := extract(epoch FROM p_first - p_created);
  on_time boolean := p_first IS NOT NULL AND p_first < (date_trunc('day', loc)
    + CASE WHEN date_trunc('second', loc)::time > time '21:00' THEN interval '3 days' ELSE interval '2 days' END) AT TIME ZONE tz;
BEGIN
  INSERT INTO company_daily_stats AS s (company_id, day, pending, in_review, processed, resolved, unresolved, overdue, flag, responded, answered_on_time, response_seconds)
  VALUES (p_company, loc::date,
    CASE WHEN p_status = 'pending' THEN d ELSE 0 END, CASE WHEN p_status = 'in-review' THEN d ELSE 0 END,
    CASE WHEN p_status = 'processed' THEN d ELSE 0 END, CASE WHEN p_status = 'resolved' THEN d ELSE 0 END,
    CASE WHEN p_status = 'unresolved' THEN d ELSE 0 END, CASE WHEN p_status = 'overdue' THEN d ELSE 0 END,
    CASE WHEN p_status = 'flag' THEN d ELSE 0 END, CASE WHEN p_first IS NOT NULL THEN d ELSE 0 END,
    CASE WHEN on_time THEN d ELSE 0 END, CASE WHEN p_first IS NOT NULL AND d > 0 THEN ARRAY[secs] ELSE '{}' END)
  ON CONFLICT (company_id, day) DO UPDATE SET
    pending = s.pending + EXCLUDED.pending, in_review = s.in_review + EXCLUDED.in_review, processed = s.processed + EXCLUDED.processed,
    resolved = s.resolved + EXCLUDED.resolved, unresolved = s.unresolved + EXCLUDED.unresolved, overdue = s.overdue + EXCLUDED.overdue,
    flag = s.flag + EXCLUDED.flag, responded = s.responded + EXCLUDED.responded, answered_on_time = s.answered_on_time + EXCLUDED.answered_on_time,
    response_seconds = CASE WHEN p_first IS NULL THEN s.response_seconds
      WHEN d > 0 THEN s.response_seconds || secs
      -- One occurrence out: the same computation gives the same float.
      ELSE coalesce(s.response_seconds[:array_position(s.response_seconds, secs) - 1] || s.response_seconds[array_position(s.response_seconds, secs) + 1:], s.response_seconds) END;
END $$;
--> statement-breakpoint
CREATE FUNCTION company_daily_complaints_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.status <> 'submitted' AND OLD.company_id IS NOT NULL THEN
    PERFORM company_daily_complaint_apply(OLD.company_id, OLD.created_at, OLD.status, OLD.first_response_at, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL AND NEW.status <> 'submitted' AND NEW.company_id IS NOT NULL THEN
    PERFORM company_daily_complaint_apply(NEW.company_id, NEW.created_at, NEW.status, NEW.first_response_at, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_daily_complaints_sync AFTER INSERT OR DELETE ON complaints
  FOR EACH ROW EXECUTE FUNCTION company_daily_complaints_sync();
--> statement-breakpoint
CREATE TRIGGER company_daily_complaints_sync_update AFTER UPDATE OF status, deleted_at, first_response_at, company_id, created_at ON complaints
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.first_response_at IS DISTINCT FROM NEW.first_response_at OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION company_daily_complaints_sync();
--> statement-breakpoint
-- One live rating counts (d = 1) or stops counting (d = -1): its stars and its NPS answer (promoters 9-10, detractors 0-6).
CREATE FUNCTION company_daily_rating_apply(p_company uuid, p_created timestamptz, p_overall integer, p_recommend integer, d integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_daily_stats AS s (company_id, day, ratings, rating_sum, nps_responses, promoters, detractors)
  VALUES (p_company, (p_created AT TIME ZONE company_daily_stats_zone())::date, d, p_overall * d,
    CASE WHEN p_recommend IS NOT NULL THEN d ELSE 0 END, CASE WHEN p_recommend >= 9 THEN d ELSE 0 END, CASE WHEN p_recommend <= 6 THEN d ELSE 0 END)
  ON CONFLICT (company_id, day) DO UPDATE SET
    ratings = s.ratings + EXCLUDED.ratings, rating_sum = s.rating_sum + EXCLUDED.rating_sum, nps_responses = s.nps_responses + EXCLUDED.nps_responses,
    promoters = s.promoters + EXCLUDED.promoters, detractors = s.detractors + EXCLUDED.detractors
$$;
--> statement-breakpoint
CREATE FUNCTION company_daily_ratings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    PERFORM company_daily_rating_apply(OLD.company_id, OLD.created_at, OLD.overall, OLD.recommend, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
    PERFORM company_daily_rating_apply(NEW.company_id, NEW.created_at, NEW.overall, NEW.recommend, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_daily_ratings_sync AFTER INSERT OR DELETE ON ratings
  FOR EACH ROW EXECUTE FUNCTION company_daily_ratings_sync();
--> statement-breakpoint
CREATE TRIGGER company_daily_ratings_sync_update AFTER UPDATE OF overall, recommend, deleted_at, company_id, created_at ON ratings
  FOR EACH ROW WHEN (OLD.overall IS DISTINCT FROM NEW.overall OR OLD.recommend IS DISTINCT FROM NEW.recommend
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION company_daily_ratings_sync();
--> statement-breakpoint
-- One live review (hidden and held ones too, as the company's own list) counts (d = 1) or stops counting (d = -1) on its star.
CREATE FUNCTION company_daily_review_apply(p_company uuid, p_created timestamptz, p_rating integer, d integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_daily_stats AS s (company_id, day, stars1, stars2, stars3, stars4, stars5)
  VALUES (p_company, (p_created AT TIME ZONE company_daily_stats_zone())::date, CASE WHEN p_rating = 1 THEN d ELSE 0 END,
    CASE WHEN p_rating = 2 THEN d ELSE 0 END, CASE WHEN p_rating = 3 THEN d ELSE 0 END, CASE WHEN p_rating = 4 THEN d ELSE 0 END,
    CASE WHEN p_rating = 5 THEN d ELSE 0 END)
  ON CONFLICT (company_id, day) DO UPDATE SET
    stars1 = s.stars1 + EXCLUDED.stars1, stars2 = s.stars2 + EXCLUDED.stars2, stars3 = s.stars3 + EXCLUDED.stars3,
    stars4 = s.stars4 + EXCLUDED.stars4, stars5 = s.stars5 + EXCLUDED.stars5
$$;
--> statement-breakpoint
CREATE FUNCTION company_daily_reviews_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    PERFORM company_daily_review_apply(OLD.company_id, OLD.created_at, OLD.rating, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
    PERFORM company_daily_review_apply(NEW.company_id, NEW.created_at, NEW.rating, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_daily_reviews_sync AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION company_daily_reviews_sync();
--> statement-breakpoint
CREATE TRIGGER company_daily_reviews_sync_update AFTER UPDATE OF rating, deleted_at, company_id, created_at ON reviews
  FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION company_daily_reviews_sync();
--> statement-breakpoint
-- Every row again from the three tables, in the days of p_zone (the migration, a change of PLATFORM_TZ, the bulk seed).
-- Writes wait for it (the table's lock) and then count in the new zone.
CREATE FUNCTION company_daily_stats_rebuild(p_zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE company_daily_stats IN EXCLUSIVE MODE;
  INSERT INTO app_settings (key, value, updated_at) VALUES ('dashboard.rollupTimeZone', to_jsonb(p_zone), now())
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
  DELETE FROM company_daily_stats;
  INSERT INTO company_daily_stats (company_id, day, pending, in_review, processed, resolved, unresolved, overdue, flag, responded, answered_on_time, response_seconds)
  SELECT c.company_id, (c.created_at AT TIME ZONE p_zone)::date,
    count(*) FILTER (WHERE c.status = 'pending'), count(*) FILTER (WHERE c.status = 'in-review'), count(*) FILTER (WHERE c.status = 'processed'),
    count(*) FILTER (WHERE c.status = 'resolved'), count(*) FILTER (WHERE c.status = 'unresolved'), count(*) FILTER (WHERE c.status = 'overdue'),
    count(*) FILTER (WHERE c.status = 'flag'), count(c.first_response_at),
    count(*) FILTER (WHERE c.first_response_at < (date_trunc('day', c.created_at AT TIME ZONE p_zone)
      + CASE WHEN date_trunc('second', c.created_at AT TIME ZONE p_zone)::time > time '21:00' THEN interval '3 days' ELSE interval '2 days' END) AT TIME ZONE p_zone),
    coalesce(array_agg(extract(epoch FROM c.first_response_at - c.created_at)::double precision) FILTER (WHERE c.first_response_at IS NOT NULL), '{}')
  FROM complaints c
  WHERE c.deleted_at IS NULL AND c.status <> 'submitted' AND c.company_id IS NOT NULL
  GROUP BY 1, 2;
  INSERT INTO company_daily_stats AS s (company_id, day, ratings, rating_sum, nps_responses, promoters, detractors)
  SELECT r.company_id, (r.created_at AT TIME ZONE p_zone)::date, count(*), sum(r.overall), count(r.recommend),
    count(*) FILTER (WHERE r.recommend >= 9), count(*) FILTER (WHERE r.recommend <= 6)
  FROM ratings r WHERE r.deleted_at IS NULL GROUP BY 1, 2
  ON CONFLICT (company_id, day) DO UPDATE SET ratings = EXCLUDED.ratings, rating_sum = EXCLUDED.rating_sum,
    nps_responses = EXCLUDED.nps_responses, promoters = EXCLUDED.promoters, detractors = EXCLUDED.detractors;
  INSERT INTO company_daily_stats AS s (company_id, day, stars1, stars2, stars3, stars4, stars5)
  SELECT v.company_id, (v.created_at AT TIME ZONE p_zone)::date, count(*) FILTER (WHERE v.rating = 1), count(*) FILTER (WHERE v.rating = 2),
    count(*) FILTER (WHERE v.rating = 3), count(*) FILTER (WHERE v.rating = 4), count(*) FILTER (WHERE v.rating = 5)
  FROM reviews v WHERE v.deleted_at IS NULL GROUP BY 1, 2
  ON CONFLICT (company_id, day) DO UPDATE SET stars1 = EXCLUDED.stars1, stars2 = EXCLUDED.stars2, stars3 = EXCLUDED.stars3,
    stars4 = EXCLUDED.stars4, stars5 = EXCLUDED.stars5;
END $$;
--> statement-breakpoint
SELECT company_daily_stats_rebuild('UTC');
