DROP INDEX "company_categories_category_id_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "companies_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_live_id_idx" ON "companies" USING btree ("id") WHERE "companies"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "company_categories_category_id_idx" ON "company_categories" USING btree ("category_id","company_id");