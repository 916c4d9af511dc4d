ALTER TABLE "company_stats" ADD COLUMN "public_resolved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "public_responded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_service_offered_trgm_idx" ON "companies" USING gin (lower("service_offered") gin_trgm_ops) WHERE "companies"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_name_trgm_idx" ON "services" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- A company's public figures count its public complaints only (decision 76): the complaints its page lists, those of
-- them resolved and those it answered, moved by the same trigger as every other complaint counter.
CREATE OR REPLACE FUNCTION complaint_counts_apply(p_company uuid, p_customer uuid, p_status complaint_status, p_public boolean, p_responded boolean, d integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_company IS NOT NULL THEN
    UPDATE company_stats SET complaints_total = complaints_total + d,
      submitted = submitted + CASE WHEN p_status = 'submitted' THEN d ELSE 0 END,
      pending = pending + CASE WHEN p_status = 'pending' THEN d ELSE 0 END,
      in_review = in_review + CASE WHEN p_status = 'in-review' THEN d ELSE 0 END,
      processed = processed + CASE WHEN p_status = 'processed' THEN d ELSE 0 END,
      resolved = resolved + CASE WHEN p_status = 'resolved' THEN d ELSE 0 END,
      unresolved = unresolved + CASE WHEN p_status = 'unresolved' THEN d ELSE 0 END,
      overdue = overdue + CASE WHEN p_status = 'overdue' THEN d ELSE 0 END,
      flag = flag + CASE WHEN p_status = 'flag' THEN d ELSE 0 END,
      public_complaints = public_complaints + CASE WHEN p_public THEN d ELSE 0 END,
      public_resolved = public_resolved + CASE WHEN p_public AND p_status = 'resolved' THEN d ELSE 0 END,
      public_responded = public_responded + CASE WHEN p_public AND p_responded THEN d ELSE 0 END,
      responded_count = responded_count + CASE WHEN p_responded THEN d ELSE 0 END,
      updated_at = now()
    WHERE company_id = p_company;
  END IF;
  INSERT INTO customer_stats (user_id) VALUES (p_customer) ON CONFLICT (user_id) DO NOTHING;
  UPDATE customer_stats SET complaints_total = complaints_total + d,
      submitted = submitted + CASE WHEN p_status = 'submitted' THEN d ELSE 0 END,
      pending = pending + CASE WHEN p_status = 'pending' THEN d ELSE 0 END,
      in_review = in_review + CASE WHEN p_status = 'in-review' THEN d ELSE 0 END,
      processed = processed + CASE WHEN p_status = 'processed' THEN d ELSE 0 END,
      resolved = resolved + CASE WHEN p_status = 'resolved' THEN d ELSE 0 END,
      unresolved = unresolved + CASE WHEN p_status = 'unresolved' THEN d ELSE 0 END,
      overdue = overdue + CASE WHEN p_status = 'overdue' THEN d ELSE 0 END,
      flag = flag + CASE WHEN p_status = 'flag' THEN d ELSE 0 END,
      updated_at = now()
    WHERE user_id = p_customer;
  UPDATE platform_stats SET complaints_total = complaints_total + d,
      submitted = submitted + CASE WHEN p_status = 'submitted' THEN d ELSE 0 END,
      pending = pending + CASE WHEN p_status = 'pending' THEN d ELSE 0 END,
      in_review = in_review + CASE WHEN p_status = 'in-review' THEN d ELSE 0 END,
      processed = processed + CASE WHEN p_status = 'processed' THEN d ELSE 0 END,
      resolved = resolved + CASE WHEN p_status = 'resolved' THEN d ELSE 0 END,
      unresolved = unresolved + CASE WHEN p_status = 'unresolved' THEN d ELSE 0 END,
      overdue = overdue + CASE WHEN p_status = 'overdue' THEN d ELSE 0 END,
      flag = flag + CASE WHEN p_status = 'flag' THEN d ELSE 0 END,
      public_complaints = public_complaints + CASE WHEN p_public THEN d ELSE 0 END,
      updated_at = now()
    WHERE id = 'global';
END $$;
--> statement-breakpoint
UPDATE company_stats cs SET (public_resolved, public_responded) = (
  SELECT count(*) FILTER (WHERE c.status = 'resolved')::int, count(c.first_response_at)::int
    FROM complaints c
   WHERE c.company_id = cs.company_id AND c.deleted_at IS NULL AND NOT c.hidden AND c.status NOT IN ('submitted', 'flag'));
--> statement-breakpoint
-- Company search's second arm (decision 77): companies whose trade holds every query word (a category, the service
-- offered, a product or a service: the word inside it, or from 5 letters a misspelling of one of its words by trigram
-- word similarity), best score first. Each word's set comes from trigram indexes; a category's members from its key.
CREATE FUNCTION "company_trade_ids"(words text[], typos text[], lim integer)
RETURNS TABLE (company_id uuid, score real)
LANGUAGE plpgsql STABLE ROWS 10 SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  n integer := coalesce(cardinality(words), 0);
  ids uuid[];
  w_ids uuid[];
  w text;
  t text;
BEGIN
  IF n = 0 THEN RETURN; END IF;
  FOR k IN 1..n LOOP
    w := '%' || words[k] || '%';
    t := typos[k];
    SELECT array_agg(DISTINCT x.id) INTO w_ids FROM (
      SELECT cc.company_id FROM categories cat JOIN company_categories cc ON cc.category_id = cat.id AND cc.live
       WHERE lower(cat.name) LIKE w OR (t IS NOT NULL AND t <% lower(cat.name))
      UNION ALL
      SELECT c.id FROM companies c
       WHERE c.deleted_at IS NULL AND (lower(c.service_offered) LIKE w OR (t IS NOT NULL AND t <% lower(c.service_offered)))
      UNION ALL
      SELECT p.company_id FROM products p WHERE lower(p.name) LIKE w OR (t IS NOT NULL AND t <% lower(p.name))
      UNION ALL
      SELECT s.company_id FROM services s WHERE lower(s.name) LIKE w OR (t IS NOT NULL AND t <% lower(s.name))
    ) AS x(id);
    IF w_ids IS NULL THEN RETURN; END IF;
    ids := CASE WHEN ids IS NULL THEN w_ids ELSE ARRAY(SELECT unnest(ids) INTERSECT SELECT unnest(w_ids)) END;
  END LOOP;
  RETURN QUERY
    SELECT s.company_id, s.score FROM company_stats s
     WHERE s.company_id = ANY (ids) AND s.live
     ORDER BY s.score DESC, s.company_id
     LIMIT lim;
END $$;
--> statement-breakpoint
-- The search box's answer: name matches first (decision 34's ranking), then trade matches not already listed, best
-- score first; the complaints a result shows are its public ones (decision 76).
CREATE OR REPLACE FUNCTION "company_search"(words text[], typos text[], lim integer)
RETURNS TABLE (id uuid, name text, slug text, logo text, service_offered text, country text, is_verified boolean, score real, complaints_total integer)
LANGUAGE plpgsql STABLE ROWS 10 SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  picked uuid[];
BEGIN
  SELECT coalesce(array_agg(b.company_id ORDER BY b.rank DESC, b.score DESC, b.company_id), '{}')
    INTO picked FROM company_search_ids(words, typos, lim) AS b;
  IF cardinality(picked) < lim THEN
    SELECT picked || coalesce(array_agg(t.company_id ORDER BY t.score DESC, t.company_id), '{}')
      INTO picked
      FROM (SELECT x.company_id, x.score FROM company_trade_ids(words, typos, lim + cardinality(picked)) AS x
             WHERE NOT x.company_id = ANY (picked)
             ORDER BY x.score DESC, x.company_id
             LIMIT lim - cardinality(picked)) AS t;
  END IF;
  RETURN QUERY
    SELECT c.id, c.name, c.slug, c.logo, c.service_offered, c.country, c.is_verified, s.score, s.public_complaints
      FROM unnest(picked) WITH ORDINALITY AS u(company_id, ord)
      JOIN companies c ON c.id = u.company_id
      JOIN company_stats s ON s.company_id = u.company_id
     ORDER BY u.ord;
END $$;
