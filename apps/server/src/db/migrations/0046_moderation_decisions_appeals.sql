CREATE TABLE "moderation_appeals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"decision_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "moderation_appeals_status_check" CHECK ("moderation_appeals"."status" IN ('pending', 'restored', 'upheld'))
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"company_id" uuid,
	"action" text NOT NULL,
	"reason" text,
	"note" text,
	"moderator_id" uuid,
	"item_created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_decision_unique" ON "moderation_appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_queue_idx" ON "moderation_appeals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_item_idx" ON "moderation_appeals" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_decided_idx" ON "moderation_appeals" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_item_idx" ON "moderation_decisions" USING btree ("item_kind","item_id","decided_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_decisions_company_idx" ON "moderation_decisions" USING btree ("company_id","decided_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_decided_idx" ON "moderation_decisions" USING btree ("decided_at");--> statement-breakpoint
-- Backfill (decision 170): every moderator decision made before this table existed, from the audit entries that
-- recorded it (each decision has been audited since issue 25): <kind>.moderate.<action> with its reason code and note,
-- and a moderator's plain delete (<kind>.delete by someone other than the author) with no code and its free-text reason
-- as the note. Nothing is invented: an item whose decision left no audit entry stays out of the log.
INSERT INTO "moderation_decisions" ("id", "item_kind", "item_id", "company_id", "action", "reason", "note", "moderator_id", "item_created_at", "decided_at")
SELECT a."id", a."entity_type", i."id", c."id",
  CASE WHEN a."action" LIKE '%.moderate.%' THEN split_part(a."action", '.', 3) ELSE 'delete' END,
  CASE WHEN a."action" LIKE '%.moderate.%' THEN a."after"->>'reason' ELSE NULL END,
  CASE WHEN a."action" LIKE '%.moderate.%' THEN a."after"->>'note' ELSE a."after"->>'reason' END,
  a."actor_id", i."created_at", a."created_at"
FROM "audit_entries" a
JOIN (
  SELECT 'complaint' AS "kind", "id", "company_id", "customer_id", "created_at" FROM "complaints"
  UNION ALL SELECT 'review', "id", "company_id", "customer_id", "created_at" FROM "reviews"
  UNION ALL SELECT 'rating', "id", "company_id", "customer_id", "created_at" FROM "ratings"
) i ON i."kind" = a."entity_type" AND i."id"::text = a."entity_id"
LEFT JOIN "companies" c ON c."id" = i."company_id"
WHERE a."entity_type" IN ('complaint', 'review', 'rating')
  AND (a."action" IN ('complaint.moderate.hide', 'complaint.moderate.flag', 'complaint.moderate.delete', 'complaint.moderate.restore',
                      'review.moderate.hide', 'review.moderate.flag', 'review.moderate.delete', 'review.moderate.restore',
                      'rating.moderate.hide', 'rating.moderate.flag', 'rating.moderate.delete', 'rating.moderate.restore')
    OR (a."action" IN ('complaint.delete', 'review.delete', 'rating.delete') AND a."actor_id" IS DISTINCT FROM i."customer_id"));
