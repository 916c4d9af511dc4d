-- categories.companies_total starts at the number of live companies listed in each category; from here on the
-- companies module moves it in the same transaction as company_categories (and recomputeAllStats repairs it).
UPDATE "categories" c SET "companies_total" = (
  SELECT count(*)::int FROM "company_categories" cc
  JOIN "companies" co ON co."id" = cc."company_id" AND co."deleted_at" IS NULL
  WHERE cc."category_id" = c."id");
