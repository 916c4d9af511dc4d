CREATE TABLE "company_activity_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_activity_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "company_bursts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"signal" text NOT NULL,
	"detected_by" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"score_before" real NOT NULL,
	"items_held" integer DEFAULT 0 NOT NULL,
	"items_pending" integer DEFAULT 0 NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "score_frozen_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "score_frozen_signal" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "burst_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "network_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "burst_id" uuid;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "network_key" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "company_activity_days" ADD CONSTRAINT "company_activity_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bursts" ADD CONSTRAINT "company_bursts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bursts" ADD CONSTRAINT "company_bursts_ended_by_id_users_id_fk" FOREIGN KEY ("ended_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_bursts_open_unique" ON "company_bursts" USING btree ("company_id") WHERE "company_bursts"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "company_bursts_detected_idx" ON "company_bursts" USING btree ("detected_at","id");--> statement-breakpoint
CREATE INDEX "reviews_burst_idx" ON "reviews" USING btree ("burst_id") WHERE "reviews"."burst_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_held_idx_by_company" ON "reviews" USING btree ("company_id") WHERE "reviews"."held_for" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ratings_burst_idx" ON "ratings" USING btree ("burst_id") WHERE "ratings"."burst_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ratings_held_idx_by_company" ON "ratings" USING btree ("company_id") WHERE "ratings"."held_for" IS NOT NULL;