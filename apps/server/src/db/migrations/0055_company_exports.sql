DROP INDEX "data_exports_one_running_unique";--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_company_running_unique" ON "data_exports" USING btree ("company_id") WHERE "data_exports"."status" IN ('queued', 'building') AND "data_exports"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "data_exports_company_idx" ON "data_exports" USING btree ("company_id","created_at") WHERE "data_exports"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_running_unique" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" IN ('queued', 'building') AND "data_exports"."company_id" IS NULL;