ALTER TABLE "company_stats" ADD COLUMN "reviews_invited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "experienced_on" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source" text DEFAULT 'organic' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_via" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "experienced_on" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_source_check" CHECK ("reviews"."source" IN ('organic', 'invited'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_verified_via_check" CHECK ("reviews"."verified_via" IS NULL OR "reviews"."verified_via" IN ('invitation', 'complaint'));