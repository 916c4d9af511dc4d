ALTER TABLE "companies" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_demo_idx" ON "companies" USING btree ("id") WHERE "companies"."is_demo";