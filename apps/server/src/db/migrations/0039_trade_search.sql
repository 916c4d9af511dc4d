-- Company search's trade arm (decision 138), built like its name arm (migration 0009): trade_terms is the vocabulary of
-- the words of what companies do (their categories, the service offered, their products and services), substring- and
-- typo-matched with a trigram index; company_trade_terms holds each live company's words with its score, so that the
-- best companies doing a thing are the first entries of company_trade_terms_rank_idx. The four trigram indexes that
-- served the old arm (which built every match of each word, then sorted them) go.
CREATE TABLE "company_trade_terms" (
	"company_id" uuid NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	CONSTRAINT "company_trade_terms_company_id_term_pk" PRIMARY KEY("company_id","term")
);
--> statement-breakpoint
CREATE TABLE "trade_terms" (
	"term" text COLLATE "C" PRIMARY KEY NOT NULL,
	"companies" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_service_offered_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "services_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "company_trade_terms" ADD CONSTRAINT "company_trade_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_trade_terms_rank_idx" ON "company_trade_terms" USING btree ("term","score" DESC NULLS FIRST,"company_id");--> statement-breakpoint
CREATE INDEX "trade_terms_trgm_idx" ON "trade_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- The words of a piece of trade text, as a company name's are split (companies.name_terms).
CREATE FUNCTION "trade_words"(x text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(tsvector_to_array(to_tsvector('simple', translate(x, '.@/_', '    '))), '{}')
$$;--> statement-breakpoint
-- Sets a company's trade words to what its rows say now (none once deleted): only the difference is written, and
-- vocabulary counts change in term order (no deadlock between two writers). A word nobody uses stays with 0 companies.
CREATE FUNCTION "company_trade_refresh"(cid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_terms text[] COLLATE "C";
  old_terms text[] COLLATE "C";
BEGIN
  IF cid IS NULL THEN RETURN; END IF;
  SELECT coalesce(array_agg(DISTINCT x.w), '{}') INTO new_terms
    FROM companies c CROSS JOIN LATERAL (
      SELECT unnest(trade_words(c.service_offered))
      UNION ALL
      SELECT unnest(trade_words(cat.name)) FROM company_categories cc JOIN categories cat ON cat.id = cc.category_id WHERE cc.company_id = c.id
      UNION ALL
      SELECT unnest(trade_words(p.name)) FROM products p WHERE p.company_id = c.id
      UNION ALL
      SELECT unnest(trade_words(s.name)) FROM services s WHERE s.company_id = c.id
    ) AS x(w)
   WHERE c.id = cid AND c.deleted_at IS NULL;
  SELECT coalesce(array_agg(t.term), '{}') INTO old_terms FROM company_trade_terms t WHERE t.company_id = cid;
  IF old_terms <@ new_terms AND new_terms <@ old_terms THEN RETURN; END IF;
  INSERT INTO trade_terms AS s (term, companies)
  SELECT d.term, sum(d.delta)::int FROM (
    SELECT t, 1 FROM unnest(new_terms) AS t WHERE NOT t = ANY (old_terms)
    UNION ALL
    SELECT t, -1 FROM unnest(old_terms) AS t WHERE NOT t = ANY (new_terms)
  ) AS d(term, delta) GROUP BY d.term ORDER BY d.term
  ON CONFLICT (term) DO UPDATE SET companies = greatest(s.companies + excluded.companies, 0);
  DELETE FROM company_trade_terms WHERE company_id = cid AND NOT term = ANY (new_terms);
  INSERT INTO company_trade_terms (company_id, term, score)
  SELECT cid, t, coalesce((SELECT score FROM company_stats WHERE company_id = cid), 0)
    FROM unnest(new_terms) AS t WHERE NOT t = ANY (old_terms);
END $$;--> statement-breakpoint
-- Products, services and category memberships: the company (or both, if one moved) follows.
CREATE FUNCTION "company_trade_rows_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM company_trade_refresh(OLD.company_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.company_id IS DISTINCT FROM OLD.company_id) THEN
    PERFORM company_trade_refresh(NEW.company_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_trade_terms" AFTER INSERT OR DELETE OR UPDATE OF "name", "company_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "company_trade_rows_sync"();--> statement-breakpoint
CREATE TRIGGER "services_trade_terms" AFTER INSERT OR DELETE OR UPDATE OF "name", "company_id" ON "services"
  FOR EACH ROW EXECUTE FUNCTION "company_trade_rows_sync"();--> statement-breakpoint
CREATE TRIGGER "company_categories_trade_terms" AFTER INSERT OR DELETE OR UPDATE OF "category_id", "company_id" ON "company_categories"
  FOR EACH ROW EXECUTE FUNCTION "company_trade_rows_sync"();--> statement-breakpoint
-- A company's service offered and its deletion (or restoration); a removed row first gives its words back, before the
-- cascade takes its rows without counting.
CREATE FUNCTION "companies_trade_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE trade_terms s SET companies = greatest(s.companies - 1, 0)
      FROM (SELECT t.term FROM company_trade_terms t WHERE t.company_id = OLD.id ORDER BY t.term) AS d
     WHERE s.term = d.term;
    DELETE FROM company_trade_terms WHERE company_id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM company_trade_refresh(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_trade_terms" AFTER INSERT OR UPDATE OF "service_offered", "deleted_at" ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "companies_trade_terms_sync"();--> statement-breakpoint
CREATE TRIGGER "companies_trade_terms_delete" BEFORE DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "companies_trade_terms_sync"();--> statement-breakpoint
-- A renamed category renames the trade of every company in it.
CREATE FUNCTION "categories_trade_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_trade_refresh(cc.company_id) FROM company_categories cc WHERE cc.category_id = NEW.id ORDER BY cc.company_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_trade_terms" AFTER UPDATE OF "name" ON "categories"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "categories_trade_terms_sync"();--> statement-breakpoint
-- The score follows company_stats into the trade lists too.
CREATE OR REPLACE FUNCTION "company_stats_search_score_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.score IS NOT DISTINCT FROM OLD.score THEN RETURN NULL; END IF;
  UPDATE company_terms SET score = NEW.score WHERE company_id = NEW.company_id AND score IS DISTINCT FROM NEW.score;
  UPDATE company_trade_terms SET score = NEW.score WHERE company_id = NEW.company_id AND score IS DISTINCT FROM NEW.score;
  UPDATE company_categories SET score = NEW.score WHERE company_id = NEW.company_id AND score IS DISTINCT FROM NEW.score;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rebuilds every copy from the companies, their trade and their counters (migrations, and bulk loads that disable the
-- triggers).
CREATE OR REPLACE FUNCTION "rebuild_company_search"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE company_terms, search_terms, company_trade_terms, trade_terms;
  INSERT INTO search_terms (term, companies)
  SELECT t, count(*)::int FROM companies, unnest(name_terms) AS t WHERE deleted_at IS NULL GROUP BY t;
  INSERT INTO company_terms (term, company_id, whole, score)
  SELECT t, c.id, cardinality(c.name_terms) = 1, coalesce(s.score, 0)
    FROM companies c LEFT JOIN company_stats s ON s.company_id = c.id, unnest(c.name_terms) AS t
   WHERE c.deleted_at IS NULL;
  UPDATE company_categories cc SET score = coalesce(s.score, 0), live = c.deleted_at IS NULL
    FROM companies c LEFT JOIN company_stats s ON s.company_id = c.id
   WHERE c.id = cc.company_id;
  INSERT INTO company_trade_terms (company_id, term, score)
  SELECT x.company_id, x.term, coalesce(s.score, 0)
    FROM (SELECT DISTINCT w.company_id, w.term COLLATE "C" AS term FROM (
            SELECT c.id, unnest(trade_words(c.service_offered)) FROM companies c WHERE c.deleted_at IS NULL
            UNION ALL
            SELECT cc.company_id, unnest(trade_words(cat.name)) FROM company_categories cc JOIN categories cat ON cat.id = cc.category_id
            UNION ALL
            SELECT p.company_id, unnest(trade_words(p.name)) FROM products p
            UNION ALL
            SELECT v.company_id, unnest(trade_words(v.name)) FROM services v
          ) AS w(company_id, term)) AS x
    JOIN companies c ON c.id = x.company_id AND c.deleted_at IS NULL
    LEFT JOIN company_stats s ON s.company_id = x.company_id;
  INSERT INTO trade_terms (term, companies)
  SELECT term, count(*)::int FROM company_trade_terms GROUP BY term;
$$;--> statement-breakpoint
SELECT rebuild_company_search();--> statement-breakpoint
-- The best `lim` live companies whose trade holds a match for every query word (typos[k]: words[k] or null): a
-- vocabulary word containing it, or from 5 letters one it misspells (trigram word similarity). The rarest query word's
-- companies are walked best score first, each checked in its own few rows for the other words; no match set is built.
CREATE OR REPLACE FUNCTION "company_trade_ids"(words text[], typos text[], lim integer)
RETURNS TABLE (company_id uuid, score real)
LANGUAGE plpgsql STABLE ROWS 10 SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  n integer := coalesce(cardinality(words), 0);
  all_terms text[] COLLATE "C" := '{}';
  all_words integer[] := '{}';
  w_terms text[] COLLATE "C";
  w_size bigint;
  rare_terms text[] COLLATE "C";
  rare_size bigint;
BEGIN
  IF n = 0 THEN RETURN; END IF;
  FOR k IN 1..n LOOP
    SELECT array_agg(s.term), sum(s.companies) INTO w_terms, w_size
      FROM trade_terms s
     WHERE s.companies > 0 AND (s.term LIKE '%' || words[k] || '%' OR s.term %> typos[k]);
    IF w_terms IS NULL THEN RETURN; END IF; -- a word no trade holds: no company matches every word
    all_terms := all_terms || w_terms;
    all_words := all_words || array_fill(k, ARRAY[cardinality(w_terms)]);
    IF rare_size IS NULL OR w_size < rare_size THEN rare_terms := w_terms; rare_size := w_size; END IF;
  END LOOP;
  RETURN QUERY
    SELECT x.company_id, max(x.score)
      FROM unnest(rare_terms) AS r(term)
      CROSS JOIN LATERAL (
        SELECT ct.company_id, ct.score FROM company_trade_terms ct
         WHERE ct.term = r.term
           AND (n = 1 OR (SELECT count(DISTINCT u.w) FROM company_trade_terms o JOIN unnest(all_terms, all_words) AS u(t, w) ON u.t = o.term
                           WHERE o.company_id = ct.company_id) = n)
         ORDER BY ct.score DESC, ct.company_id
         LIMIT lim) AS x
     GROUP BY x.company_id
     ORDER BY 2 DESC, 1
     LIMIT lim;
END $$;
