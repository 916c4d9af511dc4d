CREATE TABLE "marketing_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"list" text NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"text_version" text,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consents_email_idx" ON "marketing_consents" USING btree ("email","list","created_at");--> statement-breakpoint
CREATE INDEX "marketing_consents_user_idx" ON "marketing_consents" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express data): decision 185 keeps everyone who got the digest before consent
-- records as consented, recorded as 'before-consent-records' without a text (the wording they saw was not kept).
INSERT INTO "marketing_consents" ("id", "user_id", "email", "list", "action", "method", "created_at")
SELECT gen_random_uuid(), NULL, lower("email"), 'newsletter', 'granted', 'before-consent-records', coalesce("confirmed_at", "created_at")
  FROM "newsletter_subscribers" WHERE "unsubscribed_at" IS NULL AND "confirmed_at" IS NOT NULL
UNION ALL
SELECT gen_random_uuid(), "id", lower("email"), 'digest', 'granted', 'before-consent-records', "created_at"
  FROM "users" WHERE "digest_opt_in" AND "deleted_at" IS NULL;
