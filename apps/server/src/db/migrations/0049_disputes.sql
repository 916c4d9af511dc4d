CREATE TABLE "dispute_evidence" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dispute_id" uuid NOT NULL,
	"side" text NOT NULL,
	"added_by_id" uuid,
	"text" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_side_check" CHECK ("dispute_evidence"."side" IN ('company', 'author'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"opened_by_id" uuid,
	"reason" text NOT NULL,
	"statement" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"evidence_until" timestamp with time zone NOT NULL,
	"decided_by_id" uuid,
	"decision_reason" text,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_item_kind_check" CHECK ("disputes"."item_kind" IN ('review', 'complaint')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" IN ('open', 'upheld', 'rejected')),
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" IN ('not-a-customer', 'fake', 'personal-data', 'offensive', 'conflict-of-interest'))
);
--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "disputes_opened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "disputes_upheld" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "disputes_rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_dispute_idx" ON "dispute_evidence" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_item" ON "disputes" USING btree ("item_kind","item_id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_rejected_reason_once" ON "disputes" USING btree ("item_kind","item_id","reason") WHERE "disputes"."status" IN ('open', 'rejected');--> statement-breakpoint
CREATE INDEX "disputes_item_idx" ON "disputes" USING btree ("item_kind","item_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_company_idx" ON "disputes" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_queue_idx" ON "disputes" USING btree ("status","evidence_until","id");--> statement-breakpoint
CREATE INDEX "disputes_created_idx" ON "disputes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "disputes_decided_idx" ON "disputes" USING btree ("decided_at") WHERE "disputes"."decided_at" IS NOT NULL;