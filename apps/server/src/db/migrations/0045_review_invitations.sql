CREATE TABLE "review_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"channel" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" uuid,
	"mail_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"review_id" uuid,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_channel_check" CHECK ("review_invitations"."channel" IN ('mail', 'link'))
);
--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_token_hash_idx" ON "review_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_invitations_company_idx" ON "review_invitations" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_invitations_company_email_idx" ON "review_invitations" USING btree ("company_id","email","created_at");