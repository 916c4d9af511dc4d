ALTER TABLE "users" ADD COLUMN "profile_code" text DEFAULT left(md5(gen_random_uuid()::text), 16) NOT NULL;--> statement-breakpoint
-- Accounts made before profiles existed never agreed to one: they start private (decision 176); new ones start public.
ALTER TABLE "users" ADD COLUMN "profile_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "profile_public" SET DEFAULT true;--> statement-breakpoint
CREATE UNIQUE INDEX "users_profile_code_unique" ON "users" USING btree ("profile_code");--> statement-breakpoint
CREATE INDEX "complaints_author_public_idx" ON "complaints" USING btree ("customer_id") WHERE "complaints"."deleted_at" IS NULL AND "complaints"."hidden" = false AND "complaints"."anonymous" = false AND "complaints"."status" NOT IN ('submitted', 'flag');--> statement-breakpoint
CREATE INDEX "reviews_author_public_idx" ON "reviews" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."deleted_at" IS NULL AND "reviews"."hidden" = false AND "reviews"."anonymous" = false AND "reviews"."status" = 'published';