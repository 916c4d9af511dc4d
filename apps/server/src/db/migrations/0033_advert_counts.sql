ALTER TABLE "adverts" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "clicks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "adverts_live_idx" ON "adverts" USING btree ("placement","sort_order") WHERE "adverts"."active";