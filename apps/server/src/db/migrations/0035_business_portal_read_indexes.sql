DROP INDEX "complaints_company_idx";--> statement-breakpoint
DROP INDEX "reviews_company_idx";--> statement-breakpoint
DROP INDEX "ratings_company_idx";--> statement-breakpoint
CREATE INDEX "review_comments_company_answer_idx" ON "review_comments" USING btree ("review_id") WHERE "review_comments"."company_id" IS NOT NULL AND "review_comments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "complaints_company_idx" ON "complaints" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status","first_response_at") WHERE "complaints"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_company_idx" ON "reviews" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"rating") WHERE "reviews"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ratings_company_idx" ON "ratings" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"overall","recommend","deleted_at");