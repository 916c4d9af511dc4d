ALTER TABLE "company_activity_days" ADD COLUMN "from_new_accounts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "company_activity_days" d SET "from_new_accounts" = x.n FROM (
  SELECT i.company_id, (i.created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
    FROM (SELECT company_id, customer_id, created_at FROM "ratings" WHERE created_at >= now() - interval '92 days'
          UNION ALL
          SELECT company_id, customer_id, created_at FROM "reviews" WHERE created_at >= now() - interval '92 days') i
    JOIN "users" u ON u.id = i.customer_id
   WHERE u.created_at >= i.created_at - interval '3 days'
   GROUP BY 1, 2
) x WHERE x.company_id = d.company_id AND x.day = d.day;
