ALTER TABLE "email_details" ALTER COLUMN "notify_on_review" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profile_default" text DEFAULT 'business' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_profile_default_check" CHECK ("companies"."profile_default" IN ('business', 'user'));